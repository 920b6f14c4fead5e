import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import type { StatusMachine } from './status-machine';
import { applyEvent } from './event-table';
import type { MessageCode, Result } from '../shared/result';

/**
 * A merchant's top-up request (a bank transfer with its proof): pending until the provider sees
 * the money, then credited (it entered the ledger) or rejected with a reason. Both are final: a
 * rejected transfer is asked for again as a new request, so each request credits at most once.
 */
export const TOP_UP_STATUSES = ['pending', 'credited', 'rejected'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

export const TOP_UP_EVENTS = ['credit', 'reject'] as const;
export type TopUpEvent = (typeof TOP_UP_EVENTS)[number];

export const TOP_UP_TRANSITIONS: EventTable<TopUpStatus, TopUpEvent> = {
  pending: { credit: 'credited', reject: 'rejected' },
  credited: {},
  rejected: {},
};

export const transitionTopUp = (
  from: TopUpStatus,
  event: TopUpEvent,
): Result<TopUpStatus, MessageCode> =>
  applyEvent(TOP_UP_TRANSITIONS, MACHINE_CODES.topUpInvalidTransition, from, event);

/** The top-up machine as a value; a request starts pending. */
export const TOP_UP_MACHINE: StatusMachine<TopUpStatus, TopUpEvent> = {
  entity: 'top_up',
  statuses: TOP_UP_STATUSES,
  initial: 'pending',
  editable: [],
  invalidTransitionCode: MACHINE_CODES.topUpInvalidTransition,
  transition: transitionTopUp,
};
