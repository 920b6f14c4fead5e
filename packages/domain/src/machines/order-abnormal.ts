import { MACHINE_CODES } from './codes';
import type { OrderStatus } from './order-machine';
import { applyOrderEvent } from './order-machine';
import type { MessageCode, Result } from '../shared/result';
import { message, ok } from '../shared/result';

/** Why an order waits (spec section 4); each has the text of the spec's error catalogue. */
export const ORDER_ABNORMAL_REASONS = [
  'insufficient_stock',
  'insufficient_funds',
  'insufficient_plan_items',
  'address_abnormal',
] as const;
export type OrderAbnormalReason = (typeof ORDER_ABNORMAL_REASONS)[number];

export const ORDER_ABNORMAL_REASON_CODES: Readonly<Record<OrderAbnormalReason, string>> = {
  insufficient_stock: MACHINE_CODES.orderAbnormalInsufficientStock,
  insufficient_funds: MACHINE_CODES.orderAbnormalInsufficientFund,
  insufficient_plan_items: MACHINE_CODES.orderAbnormalInsufficientPlanItems,
  address_abnormal: MACHINE_CODES.orderAbnormalAddress,
};

/** The part of an order these rules read. */
export interface OrderState {
  readonly status: OrderStatus;
  readonly abnormalReason?: OrderAbnormalReason;
}

export interface AbnormalOrder {
  readonly status: OrderStatus;
  readonly abnormalReason: OrderAbnormalReason;
  /** The reason as a message code, for the order list and the abnormal-order statistics. */
  readonly reasonMessage: MessageCode;
}

/** The provider (or the submit check) finds a shortfall in a processing or held order. */
export function markOrderAbnormal(
  from: OrderStatus,
  reason: OrderAbnormalReason,
): Result<AbnormalOrder, MessageCode> {
  const to = applyOrderEvent(from, 'markAbnormal');
  if (!to.ok) return to;
  return ok({
    status: to.value,
    abnormalReason: reason,
    reasonMessage: message(ORDER_ABNORMAL_REASON_CODES[reason]),
  });
}

/**
 * What happened since an order became abnormal. Stock arrival says, for each line of the order,
 * how much it needs and how much is now available; a top-up says whether the top-up deduction
 * (planTopUpDeductions) paid this order; a purchase says how many plan-items the order needs and
 * how many the merchant now has.
 */
export type OrderResumeTrigger =
  | {
      readonly kind: 'stock_arrived';
      readonly lines: readonly {
        readonly sku: string;
        readonly needed: number;
        readonly available: number;
      }[];
    }
  | { readonly kind: 'balance_topped_up'; readonly orderPaid: boolean }
  | {
      readonly kind: 'resources_bought';
      readonly planItemsNeeded: number;
      readonly planItemsAvailable: number;
    };

/**
 * Whether the trigger covers the shortfall the order waits for. An abnormal address is never
 * resumed automatically: it is corrected by cancelling, editing and resubmitting.
 */
export function triggerResumesOrder(
  reason: OrderAbnormalReason | undefined,
  trigger: OrderResumeTrigger,
): boolean {
  switch (trigger.kind) {
    case 'stock_arrived':
      return (
        reason === 'insufficient_stock' &&
        trigger.lines.length > 0 &&
        trigger.lines.every((line) => line.available >= line.needed)
      );
    case 'balance_topped_up':
      return reason === 'insufficient_funds' && trigger.orderPaid;
    case 'resources_bought':
      return (
        reason === 'insufficient_plan_items' &&
        trigger.planItemsAvailable >= trigger.planItemsNeeded
      );
  }
}

/** The automatic resume: an abnormal order whose shortfall is covered goes back to processing. */
export function resumeAbnormalOrder(
  order: OrderState,
  trigger: OrderResumeTrigger,
): { readonly resumed: boolean; readonly status: OrderStatus } {
  if (order.status !== 'abnormal' || !triggerResumesOrder(order.abnormalReason, trigger))
    return { resumed: false, status: order.status };
  const to = applyOrderEvent(order.status, 'resume');
  return to.ok ? { resumed: true, status: to.value } : { resumed: false, status: order.status };
}
