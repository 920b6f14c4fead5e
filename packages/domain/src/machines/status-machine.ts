import { MACHINE_CODES } from './codes';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/**
 * One entity's status machine as a value, so an adapter (the server's status writer, a stored
 * row's reader) can apply any machine the same way without re-encoding a single transition.
 * `transition` is the machine's own function; events that need facts (a quota, a disposal) are
 * left out of `E` and go through the machine's dedicated function instead.
 */
export interface StatusMachine<S extends string, E extends string> {
  /** Names the entity in the unknown-status code ('asn', 'product', ...). */
  readonly entity: string;
  readonly statuses: readonly S[];
  /** Where a new record starts before its creation events are applied. */
  readonly initial: S;
  /** The statuses in which the record's fields may be edited (draft, mostly). */
  readonly editable: readonly S[];
  readonly invalidTransitionCode: string;
  readonly transition: (from: S, event: E) => Result<S, MessageCode>;
}

/**
 * A status read from outside (a database row): the machine's status, or STATUS.UNKNOWN. Never a
 * fallback such as 'draft': an unknown status is a fault to report, not a state to guess.
 */
export function parseStatus<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  value: unknown,
): Result<S, MessageCode> {
  return typeof value === 'string' && (machine.statuses as readonly string[]).includes(value)
    ? ok(value as S)
    : err(message(MACHINE_CODES.unknownStatus, { entity: machine.entity, status: String(value) }));
}

/**
 * The status after the events, applied in order from `from` (the machine's initial status when
 * omitted): creation is an event too, so "create and submit" is `statusAfter(m, ['submit'])`.
 * The first refusal is returned.
 */
export function statusAfter<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  events: readonly E[],
  from: S = machine.initial,
): Result<S, MessageCode> {
  let status = from;
  for (const event of events) {
    const to = machine.transition(status, event);
    if (!to.ok) return to;
    status = to.value;
  }
  return ok(status);
}

/** The status itself when its record may be edited there, else INVALID_TRANSITION for 'edit'. */
export const checkEditable = <S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  from: S,
): Result<S, MessageCode> =>
  machine.editable.includes(from)
    ? ok(from)
    : err(message(machine.invalidTransitionCode, { from, event: 'edit' }));

/**
 * Editing, then the events (say, submit), as one decision: what an edit form's save does. A
 * refusal of either leaves the record as it was.
 */
export function statusAfterEdit<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  from: S,
  events: readonly E[],
): Result<S, MessageCode> {
  const editable = checkEditable(machine, from);
  return editable.ok ? statusAfter(machine, events, editable.value) : editable;
}
