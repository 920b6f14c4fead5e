import type { ValidationFieldIssue } from './issues';
import { validationMessage } from './issues';
import { validateDay } from './form-fields';

/** The longest range a list's date filter takes: a year, leap day included. */
export const DATE_FILTER_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** A list's optional date filter as the wire carries it: YYYY-MM-DD, both ends inclusive. */
export interface DateRangeFilterInput {
  readonly start_date?: string;
  readonly end_date?: string;
}

/** The filter's bounds in UTC: `from` inclusive, `before` the midnight after the last day. */
export interface DateRangeBounds {
  readonly from: Date | undefined;
  readonly before: Date | undefined;
}

const dayOf = (text: string) => new Date(`${text}T00:00:00.000Z`);

/**
 * A list's date filter: either end may be blank (open on that side); a given end is a real day;
 * the start is not after the end and together they span at most a year, so one query never
 * reads an unbounded history by mistake of order. Issues are keyed by the wire fields.
 */
export function validateDateRangeFilter(input: DateRangeFilterInput): ValidationFieldIssue[] {
  const start = (input.start_date ?? '').trim();
  const end = (input.end_date ?? '').trim();
  const issues: ValidationFieldIssue[] = [];
  const startCheck = start === '' ? undefined : validateDay(start);
  const endCheck = end === '' ? undefined : validateDay(end);
  if (startCheck !== undefined) issues.push({ field: 'start_date', ...startCheck });
  if (endCheck !== undefined) issues.push({ field: 'end_date', ...endCheck });
  if (issues.length > 0 || start === '' || end === '') return issues;
  const days = Math.round((dayOf(end).getTime() - dayOf(start).getTime()) / DAY_MS) + 1;
  if (days < 1) return [{ field: 'end_date', ...validationMessage('VALIDATION.DATE_RANGE_ORDER') }];
  if (days > DATE_FILTER_MAX_DAYS)
    return [
      {
        field: 'end_date',
        ...validationMessage('VALIDATION.DATE_RANGE_TOO_LONG', { max: DATE_FILTER_MAX_DAYS }),
      },
    ];
  return [];
}

/** The bounds of a filter `validateDateRangeFilter` accepted; a blank end is open. */
export function dateRangeBounds(input: DateRangeFilterInput): DateRangeBounds {
  const start = (input.start_date ?? '').trim();
  const end = (input.end_date ?? '').trim();
  return {
    from: start === '' ? undefined : dayOf(start),
    before: end === '' ? undefined : new Date(dayOf(end).getTime() + DAY_MS),
  };
}
