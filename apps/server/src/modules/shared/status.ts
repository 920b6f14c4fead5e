// A module reads a stored status through stored-status.ts and moves one through
// status-repository.ts, where the writes live (ADR 0068: only repositories talk to Kysely); both
// are imported from here, so the callers' imports stay as they were.
export { storedStatusOrThrow, UnknownStoredStatusError } from './stored-status';
export type { DomainEventStep, StatusDecision, StatusTable } from './status-repository';
export { applyDomainEvent } from './status-repository';
