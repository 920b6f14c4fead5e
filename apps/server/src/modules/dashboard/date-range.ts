import type { MessageCode, Result } from '@portal/domain';
import { err, message, ok } from '@portal/domain';

export interface DateRange {
  /** Inclusive first day, midnight UTC. */
  readonly from: Date;
  /** Exclusive end: midnight UTC after the last day. */
  readonly to: Date;
  readonly days: readonly string[];
}

const DAY_MS = 86_400_000;
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

const parseDay = (text: string): Date | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text
    ? undefined
    : date;
};

/** start_date and end_date (YYYY-MM-DD, UTC, inclusive); the last 30 days by default. */
export function readDateRange(
  input: { readonly start_date?: string; readonly end_date?: string },
  now: Date,
): Result<DateRange, MessageCode> {
  const endText = (input.end_date ?? '').trim();
  const startText = (input.start_date ?? '').trim();
  const end = endText === '' ? parseDay(now.toISOString().slice(0, 10)) : parseDay(endText);
  if (!end) return err(message('SERVER.DATE_INVALID', { field: 'end_date' }));
  const start =
    startText === ''
      ? new Date(end.getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS)
      : parseDay(startText);
  if (!start) return err(message('SERVER.DATE_INVALID', { field: 'start_date' }));
  const count = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  if (count < 1 || count > MAX_RANGE_DAYS)
    return err(message('SERVER.DATE_RANGE', { max: MAX_RANGE_DAYS }));
  const days = Array.from({ length: count }, (_, i) =>
    new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return ok({ from: start, to: new Date(end.getTime() + DAY_MS), days });
}
