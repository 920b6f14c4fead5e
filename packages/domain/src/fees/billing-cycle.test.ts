import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BILLING_CYCLE_MS, nextBillingDateMs, planEditTiming } from './billing-cycle';

const start = Date.UTC(2026, 0, 10);
const day = 86_400_000;

describe('the 30-day billing cycle', () => {
  it('is 30 days', () => {
    expect(BILLING_CYCLE_MS).toBe(30 * day);
  });

  it.each([
    [start - 1, start + 30 * day],
    [start, start + 30 * day],
    [start + 30 * day - 1, start + 30 * day],
    [start + 30 * day, start + 60 * day], // a billing date that is now counts as billed
    [start + 30 * day + 1, start + 60 * day],
    [start + 95 * day, start + 120 * day],
  ])('at %i the next billing date is %i', (now, next) => {
    expect(nextBillingDateMs(start, now)).toBe(next);
  });

  it.each([
    [{ firstCheckInAtMs: undefined }, start, { kind: 'at_end_of_first_cycle' }],
    [{ firstCheckInAtMs: start }, start + day, { kind: 'at_billing_date', atMs: start + 30 * day }],
  ])('a plan edit under %o at %i takes effect %o', (cycle, now, timing) => {
    expect(planEditTiming(cycle, now)).toEqual(timing);
  });

  it('the next billing date is after now, at most a cycle away, on the 30-day grid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 * day }), (elapsed) => {
        const next = nextBillingDateMs(start, start + elapsed);
        expect(next).toBeGreaterThan(start + elapsed);
        expect(next - (start + elapsed)).toBeLessThanOrEqual(BILLING_CYCLE_MS);
        expect((next - start) % BILLING_CYCLE_MS).toBe(0);
      }),
    );
  });
});
