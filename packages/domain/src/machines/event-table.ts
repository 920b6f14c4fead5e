import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/**
 * A status machine's transition table, keyed by status then by event: `table[from][event]` is the
 * status the event leads to, and an event missing from a status's row is not allowed there.
 * Events carry the meaning (cancel and intercept both lead an order to draft, from different
 * statuses and for different reasons), so the table is keyed by them rather than by the target.
 */
export type EventTable<S extends string, E extends string> = Readonly<
  Record<S, Readonly<Partial<Record<E, S>>>>
>;

/**
 * Applies an event, or returns `code` with params { from, event }. Own properties only, so an
 * event read from outside (a request, a database row) such as 'constructor' is simply refused.
 */
export function applyEvent<S extends string, E extends string>(
  table: EventTable<S, E>,
  invalidTransitionCode: string,
  from: S,
  event: E,
): Result<S, MessageCode> {
  const row = Object.hasOwn(table, from) ? table[from] : undefined;
  const to = row !== undefined && Object.hasOwn(row, event) ? row[event] : undefined;
  return to === undefined ? err(message(invalidTransitionCode, { from, event })) : ok(to);
}

/** Of the given events (say, the merchant's), those the status accepts, in the given order. */
export const acceptedEvents = <S extends string, E extends string, M extends E>(
  table: EventTable<S, E>,
  from: S,
  among: readonly M[],
): readonly M[] => among.filter((event) => Object.hasOwn(table[from], event));

/** True when the value is one of the listed statuses (for values read from outside). */
export const isStatusOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);
