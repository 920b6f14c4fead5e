import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import type { StatusMachine } from './status-machine';
import { acceptedEvents, applyEvent } from './event-table';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/** Return (RMA) statuses, spec section 4. Processed is final. */
export const RMA_STATUSES = ['draft', 'awaiting_arrival', 'processed'] as const;
export type RmaStatus = (typeof RMA_STATUSES)[number];

export const RMA_EVENTS = ['submit', 'process'] as const;
export type RmaEvent = (typeof RMA_EVENTS)[number];

export const RMA_TRANSITIONS: EventTable<RmaStatus, RmaEvent> = {
  draft: { submit: 'awaiting_arrival' },
  awaiting_arrival: { process: 'processed' },
  processed: {},
};

/** Applies an event that carries nothing; processing goes through processRma with its disposal. */
export function transitionRma(
  from: RmaStatus,
  event: Exclude<RmaEvent, 'process'>,
): Result<RmaStatus, MessageCode> {
  if ((event as RmaEvent) === 'process')
    return err(message(MACHINE_CODES.rmaInvalidTransition, { from, event }));
  return applyEvent(RMA_TRANSITIONS, MACHINE_CODES.rmaInvalidTransition, from, event);
}

/** What the warehouse did with the returned goods: put back on the shelf (to sell again) or not. */
export interface RmaDisposal {
  readonly backToShelf: boolean;
}

export interface ProcessedRma {
  readonly status: RmaStatus;
  readonly disposal: RmaDisposal;
}

/** The warehouse processes an arrived return; the disposal is recorded with the status. */
export function processRma(
  from: RmaStatus,
  disposal: RmaDisposal,
): Result<ProcessedRma, MessageCode> {
  const to = applyEvent(RMA_TRANSITIONS, MACHINE_CODES.rmaInvalidTransition, from, 'process');
  return to.ok ? ok({ status: to.value, disposal }) : to;
}

export const RMA_MERCHANT_EVENTS = ['submit'] as const satisfies readonly RmaEvent[];
export type RmaAction = (typeof RMA_MERCHANT_EVENTS)[number] | 'edit';

export const allowedRmaActions = (status: RmaStatus): readonly RmaAction[] => [
  ...(status === 'draft' ? (['edit'] as const) : []),
  ...acceptedEvents(RMA_TRANSITIONS, status, RMA_MERCHANT_EVENTS),
];

/** The RMA machine as a value; processing needs its disposal, so it goes through processRma. */
export const RMA_MACHINE: StatusMachine<RmaStatus, Exclude<RmaEvent, 'process'>> = {
  entity: 'rma',
  statuses: RMA_STATUSES,
  initial: 'draft',
  editable: ['draft'],
  invalidTransitionCode: MACHINE_CODES.rmaInvalidTransition,
  transition: transitionRma,
};
