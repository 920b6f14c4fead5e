import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FILTER_MAX_DAYS,
  dateRangeBounds,
  validateDateRangeFilter,
} from './date-range-filter';

const codes = (start: string, end: string) =>
  validateDateRangeFilter({ start_date: start, end_date: end }).map(
    (issue) => `${issue.field}:${issue.code}`,
  );

describe('validateDateRangeFilter: a list filter by date, both ends optional', () => {
  it.each([
    ['', '', []],
    ['2026-01-01', '', []],
    ['', '2026-01-31', []],
    ['2026-01-01', '2026-01-01', []],
    ['2026-01-01', '2026-12-31', []], // 365 days
    ['2024-01-01', '2024-12-31', []], // 366 days, leap year
    ['2026-01-01', '2027-01-01', []], // 366 days
    ['2026-01-01', '2027-01-02', ['end_date:VALIDATION.DATE_RANGE_TOO_LONG']],
    ['2026-01-02', '2026-01-01', ['end_date:VALIDATION.DATE_RANGE_ORDER']],
    ['2026-02-30', '', ['start_date:VALIDATION.DATE_INVALID']],
    ['', '2026/01/01', ['end_date:VALIDATION.DATE_INVALID']],
    ['x', 'y', ['start_date:VALIDATION.DATE_INVALID', 'end_date:VALIDATION.DATE_INVALID']],
    [' 2026-01-01 ', ' 2026-01-02 ', []],
  ])('%s to %s: %o', (start, end, expected) => {
    expect(codes(start, end)).toEqual(expected);
  });

  it('names the longest range it takes', () => {
    const issue = validateDateRangeFilter({ start_date: '2026-01-01', end_date: '2028-01-01' })[0];
    expect(issue?.params).toEqual({ max: DATE_FILTER_MAX_DAYS });
  });

  it('accepts a range exactly when its days fit, and its bounds hold its days', () => {
    const day = fc
      .integer({ min: 0, max: 20_000 })
      .map((n) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (start, end) => {
        const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
        const issues = validateDateRangeFilter({ start_date: start, end_date: end });
        expect(issues.length === 0).toBe(days >= 1 && days <= DATE_FILTER_MAX_DAYS);
        const bounds = dateRangeBounds({ start_date: start, end_date: end });
        expect(bounds.from?.toISOString().slice(0, 10)).toBe(start);
        expect(((bounds.before?.getTime() ?? 0) - (bounds.from?.getTime() ?? 0)) / 86_400_000).toBe(
          days,
        );
      }),
    );
  });

  it('leaves a blank end open', () => {
    expect(dateRangeBounds({ start_date: '', end_date: '' })).toEqual({
      from: undefined,
      before: undefined,
    });
    expect(dateRangeBounds({ end_date: '2026-03-01' }).before?.toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });
});
