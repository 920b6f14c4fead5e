import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import type { StatusMachine } from './status-machine';
import { acceptedEvents, applyEvent } from './event-table';
import type { MessageCode, Result } from '../shared/result';
import { err, message } from '../shared/result';

/** Outbound order statuses, spec section 4. Delivered, returned and deleted are final. */
export const ORDER_STATUSES = [
  'draft',
  'pending_submit',
  'processing',
  'pending_approval',
  'abnormal',
  'packed',
  'shipped',
  'delivered',
  'returned',
  'deleted',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = [
  'save',
  'submit',
  'moveToDraft',
  'delete',
  'holdForApproval',
  'approve',
  'markAbnormal',
  'resume',
  'cancel',
  'cancelCompletely',
  'intercept',
  'interceptCompletely',
  'pack',
  'ship',
  'deliver',
  'return',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * Draft (incomplete) -> pending submit (complete, saved) -> processing (submitted). After
 * submission nothing is edited: a waiting abnormal order is cancelled, an order the warehouse is
 * working on is intercepted, and either goes back to draft to be edited and resubmitted, or is
 * stopped completely (deleted). Pending approval is the provider holding a submitted order for
 * review before it carries on. The stock, funds and plan-items shortfalls make an order abnormal
 * until it resumes (see order-abnormal.ts).
 */
export const ORDER_TRANSITIONS: EventTable<OrderStatus, OrderEvent> = {
  draft: { save: 'pending_submit', delete: 'deleted' },
  pending_submit: { submit: 'processing', moveToDraft: 'draft', delete: 'deleted' },
  processing: {
    holdForApproval: 'pending_approval',
    markAbnormal: 'abnormal',
    pack: 'packed',
    intercept: 'draft',
    interceptCompletely: 'deleted',
  },
  pending_approval: {
    approve: 'processing',
    markAbnormal: 'abnormal',
    intercept: 'draft',
    interceptCompletely: 'deleted',
  },
  abnormal: { resume: 'processing', cancel: 'draft', cancelCompletely: 'deleted' },
  packed: { ship: 'shipped', intercept: 'draft', interceptCompletely: 'deleted' },
  shipped: { deliver: 'delivered', return: 'returned' },
  delivered: {},
  returned: {},
  deleted: {},
};

/** Events that need facts and go through their own rule (order-abnormal.ts, order-stop.ts). */
export type OrderFactEvent = Extract<
  OrderEvent,
  'markAbnormal' | 'resume' | 'cancel' | 'cancelCompletely' | 'intercept' | 'interceptCompletely'
>;
const FACT_EVENTS: readonly OrderEvent[] = [
  'markAbnormal',
  'resume',
  'cancel',
  'cancelCompletely',
  'intercept',
  'interceptCompletely',
];

export const applyOrderEvent = (from: OrderStatus, event: OrderEvent) =>
  applyEvent(ORDER_TRANSITIONS, MACHINE_CODES.orderInvalidTransition, from, event);

/** Applies an event that needs no facts; the others have their own rules. */
export function transitionOrder(
  from: OrderStatus,
  event: Exclude<OrderEvent, OrderFactEvent>,
): Result<OrderStatus, MessageCode> {
  if (FACT_EVENTS.includes(event))
    return err(message(MACHINE_CODES.orderInvalidTransition, { from, event }));
  return applyOrderEvent(from, event);
}

/** Only an order not yet submitted is edited in place (spec: no edit after submission). */
export const isOrderEditable = (status: OrderStatus): boolean =>
  status === 'draft' || status === 'pending_submit';

export const checkOrderEditable = (status: OrderStatus): MessageCode | undefined =>
  isOrderEditable(status) ? undefined : message(MACHINE_CODES.orderNotEditable, { status });

/** The provider's events (approval, abnormal marking, packing, shipping...) are not listed. */
export const ORDER_MERCHANT_EVENTS = [
  'save',
  'submit',
  'moveToDraft',
  'delete',
  'cancel',
  'cancelCompletely',
  'intercept',
  'interceptCompletely',
] as const satisfies readonly OrderEvent[];
export type OrderAction = (typeof ORDER_MERCHANT_EVENTS)[number] | 'edit';

export const allowedOrderActions = (status: OrderStatus): readonly OrderAction[] => [
  ...(isOrderEditable(status) ? (['edit'] as const) : []),
  ...acceptedEvents(ORDER_TRANSITIONS, status, ORDER_MERCHANT_EVENTS),
];

/**
 * The order machine as a value, for the server's status writer and stored-row readers. Every
 * event goes through the table; the fact events (abnormal, resume, cancel, intercept) are decided
 * by their own rules first (order-abnormal.ts, order-stop.ts), which the server calls.
 */
export const ORDER_MACHINE: StatusMachine<OrderStatus, OrderEvent> = {
  entity: 'order',
  statuses: ORDER_STATUSES,
  initial: 'draft',
  editable: ['draft', 'pending_submit'],
  invalidTransitionCode: MACHINE_CODES.orderInvalidTransition,
  transition: applyOrderEvent,
};
