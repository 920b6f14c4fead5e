import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from './money';
import { overdueStorageCharge, overdueStorageMultiplier } from './overdue-storage';

const cny = (amount: number): Money => ({ amount, currency: 'CNY' });

describe('overdue storage', () => {
  it.each([
    [1, 1],
    [179, 1],
    [180, 1],
    [181, 2],
    [359, 2],
    [360, 2],
    [361, 4],
    [1000, 4],
  ])('day %i is charged at x%i', (day, multiplier) => {
    expect(overdueStorageMultiplier(day)).toBe(multiplier);
  });

  it.each([
    [1, 180, 180 * 100], // all at 100%
    [180, 181, 100 + 200],
    [181, 360, 180 * 200],
    [360, 361, 200 + 400],
    [179, 362, 2 * 100 + 180 * 200 + 2 * 400],
    [200, 199, 0], // empty span
  ])('days %i..%i of a 1 RMB/day stock cost %i fen (exact, no rounding)', (from, to, fen) => {
    expect(overdueStorageCharge({ dailyCharge: cny(100), fromAgeDay: from, toAgeDay: to })).toEqual(
      { ok: true, value: cny(fen) },
    );
  });

  it.each([
    [0, 10, cny(1)],
    [1.5, 10, cny(1)],
    [1, 10, cny(-1)],
  ])('refuses from day %d to %d at %o', (from, to, dailyCharge) => {
    const result = overdueStorageCharge({ dailyCharge, fromAgeDay: from, toAgeDay: to });
    expect(result.ok ? undefined : result.error.code).toBe('FEE.INVALID_MEASURE');
  });

  const day = fc.integer({ min: 1, max: 2000 });

  it('the multiplier never falls as stock ages', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        expect(overdueStorageMultiplier(Math.max(a, b))).toBeGreaterThanOrEqual(
          overdueStorageMultiplier(Math.min(a, b)),
        );
      }),
    );
  });

  it('a span costs the sum of its days, is monotone in the daily charge and never below 100%', () => {
    fc.assert(
      fc.property(day, fc.nat(400), fc.nat(10 ** 6), fc.nat(1000), (from, length, base, step) => {
        const to = from + length;
        const charge = (amount: number) =>
          overdueStorageCharge({ dailyCharge: cny(amount), fromAgeDay: from, toAgeDay: to });
        let byDay = 0;
        for (let d = from; d <= to; d += 1) byDay += base * overdueStorageMultiplier(d);
        const low = charge(base);
        const high = charge(base + step);
        expect(low).toEqual({ ok: true, value: cny(byDay) });
        expect(low.ok && high.ok && high.value.amount >= low.value.amount).toBe(true);
        expect(low.ok && low.value.amount >= base * (length + 1)).toBe(true);
      }),
    );
  });
});
