import { MACHINE_CODES } from './codes';
import type { EventTable } from './event-table';
import { applyEvent } from './event-table';
import type { StatusMachine } from './status-machine';
import type { MessageCode, Result } from '../shared/result';

/**
 * A record the provider reviews once: a submitted identity verification, a plan request. It is
 * pending until approved or rejected, and a decision is final (a merchant who tries again
 * submits a new record, which keeps the history of every review).
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_EVENTS = ['approve', 'reject'] as const;
export type ReviewEvent = (typeof REVIEW_EVENTS)[number];

export const REVIEW_TRANSITIONS: EventTable<ReviewStatus, ReviewEvent> = {
  pending: { approve: 'approved', reject: 'rejected' },
  approved: {},
  rejected: {},
};

export const transitionReview = (
  from: ReviewStatus,
  event: ReviewEvent,
): Result<ReviewStatus, MessageCode> =>
  applyEvent(REVIEW_TRANSITIONS, MACHINE_CODES.reviewInvalidTransition, from, event);

export const REVIEW_MACHINE: StatusMachine<ReviewStatus, ReviewEvent> = {
  entity: 'review',
  statuses: REVIEW_STATUSES,
  initial: 'pending',
  editable: [],
  invalidTransitionCode: MACHINE_CODES.reviewInvalidTransition,
  transition: transitionReview,
};
