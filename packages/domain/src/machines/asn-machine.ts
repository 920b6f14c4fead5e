import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import type { StatusMachine } from './status-machine';
import { acceptedEvents, applyEvent } from './event-table';
import type { MessageCode, Result } from '../shared/result';

/** Inbound notice (ASN) statuses, spec section 4 ("finish" is stored as 'finished'). */
export const ASN_STATUSES = [
  'draft',
  'pending_approval',
  'awaiting_arrival',
  'processing',
  'finished',
  'rejected',
  'deleted',
] as const;
export type AsnStatus = (typeof ASN_STATUSES)[number];

export const ASN_EVENTS = [
  'submit',
  'approve',
  'reject',
  'arrive',
  'receive',
  'finish',
  'moveToDraft',
  'delete',
] as const;
export type AsnEvent = (typeof ASN_EVENTS)[number];

/**
 * The provider approves or rejects a submitted ASN, receives the goods (arrive) and closes it
 * (finish). While it is processing the warehouse may receive goods any number of times (receive
 * keeps it processing); receiving is a step of its own, not a borrowed finish. Until it is approved, the merchant may take it back to draft to edit it, or delete
 * it; once approved the warehouse expects the goods, so it is no longer withdrawn. Deleted and
 * finished are final.
 */
export const ASN_TRANSITIONS: EventTable<AsnStatus, AsnEvent> = {
  draft: { submit: 'pending_approval', delete: 'deleted' },
  pending_approval: {
    approve: 'awaiting_arrival',
    reject: 'rejected',
    moveToDraft: 'draft',
    delete: 'deleted',
  },
  awaiting_arrival: { arrive: 'processing' },
  processing: { receive: 'processing', finish: 'finished' },
  finished: {},
  rejected: { moveToDraft: 'draft', delete: 'deleted' },
  deleted: {},
};

export const transitionAsn = (from: AsnStatus, event: AsnEvent): Result<AsnStatus, MessageCode> =>
  applyEvent(ASN_TRANSITIONS, MACHINE_CODES.asnInvalidTransition, from, event);

export const ASN_MERCHANT_EVENTS = [
  'submit',
  'moveToDraft',
  'delete',
] as const satisfies readonly AsnEvent[];
export type AsnAction = (typeof ASN_MERCHANT_EVENTS)[number] | 'edit';

export const allowedAsnActions = (status: AsnStatus): readonly AsnAction[] => [
  ...(status === 'draft' ? (['edit'] as const) : []),
  ...acceptedEvents(ASN_TRANSITIONS, status, ASN_MERCHANT_EVENTS),
];

/** The ASN machine as a value, for the server's status writer and stored-row readers. */
export const ASN_MACHINE: StatusMachine<AsnStatus, AsnEvent> = {
  entity: 'asn',
  statuses: ASN_STATUSES,
  initial: 'draft',
  editable: ['draft'],
  invalidTransitionCode: MACHINE_CODES.asnInvalidTransition,
  transition: transitionAsn,
};
