import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, readDateRange } from './date-range';

const now = new Date('2026-11-21T10:00:00Z');

describe('readDateRange', () => {
  it.each([
    [{}, 30, '2026-10-23', '2026-11-21'],
    [{ start_date: '2026-11-01', end_date: '2026-11-01' }, 1, '2026-11-01', '2026-11-01'],
    [{ start_date: '2025-11-21', end_date: '2026-11-21' }, 366, '2025-11-21', '2026-11-21'],
  ])('%j -> %d days', (input, count, first, last) => {
    const range = readDateRange(input, now);
    expect(range.ok && range.value.days.length).toBe(count);
    expect(range.ok && [range.value.days[0], range.value.days.at(-1)]).toEqual([first, last]);
  });

  it.each([
    [{ end_date: '2026-02-30' }, 'SERVER.DATE_INVALID'],
    [{ start_date: 'yesterday' }, 'SERVER.DATE_INVALID'],
    [{ start_date: '2026-11-02', end_date: '2026-11-01' }, 'SERVER.DATE_RANGE'],
    [{ start_date: '2025-11-20', end_date: '2026-11-21' }, 'SERVER.DATE_RANGE'],
  ])('refuses %j', (input, code) => {
    const range = readDateRange(input, now);
    expect(!range.ok && range.error.code).toBe(code);
  });

  it('covers exactly the days from start to end for any valid pair', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: MAX_RANGE_DAYS - 1 }),
        (offset, length) => {
          const start = new Date(Date.UTC(2020, 0, 1) + offset * 86_400_000);
          const end = new Date(start.getTime() + length * 86_400_000);
          const range = readDateRange(
            {
              start_date: start.toISOString().slice(0, 10),
              end_date: end.toISOString().slice(0, 10),
            },
            now,
          );
          expect(range.ok && range.value.days.length).toBe(length + 1);
          expect(range.ok && range.value.to.getTime() - range.value.from.getTime()).toBe(
            (length + 1) * 86_400_000,
          );
        },
      ),
    );
  });
});
