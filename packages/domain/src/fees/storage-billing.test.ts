import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BILLING_CYCLE_MS, BILLING_DAY_MS } from './billing-cycle';
import type { ReceivedBatch } from './storage-billing';
import {
  batchesOnShelf,
  billingDatesPassed,
  stockAgeDay,
  stockAgeTier,
  storagePastPlanCharge,
  unitsByAgeTier,
} from './storage-billing';

const DAY = BILLING_DAY_MS;
const T0 = Date.UTC(2026, 0, 1);
/** One CBM of stock (1,000 units of 1,000 cm³) received on day `d` after T0. */
const cbm = (d: number, units = 1000): ReceivedBatch => ({
  receivedAtMs: T0 + d * DAY,
  units,
  unitCm3: 1000,
});
const charge = (
  shelf: readonly ReceivedBatch[],
  planTenthsCbm: number,
  fromDay: number,
  days = 30,
) => {
  const result = storagePastPlanCharge({
    shelf,
    planTenthsCbm,
    cycleFromMs: T0 + fromDay * DAY,
    cycleToMs: T0 + (fromDay + days) * DAY,
  });
  return result.ok ? result.value.amount : result.error.code;
};

describe('billing dates', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [29, 0],
    [30, 1],
    [59, 1],
    [60, 2],
    [390, 13],
  ])('%i days after the first check-in, %i billing dates have passed', (days, n) => {
    expect(billingDatesPassed(T0, T0 + days * DAY)).toBe(n);
  });

  it('one millisecond before a billing date it has not passed', () => {
    expect(billingDatesPassed(T0, T0 + BILLING_CYCLE_MS - 1)).toBe(0);
  });
});

describe('stock age', () => {
  it.each([
    [0, 1, 'normal'],
    [179, 180, 'normal'],
    [180, 181, 'double'],
    [359, 360, 'double'],
    [360, 361, 'quadruple'],
  ] as const)('%i whole days after receipt it is age day %i (%s)', (days, age, tier) => {
    expect(stockAgeDay(T0, T0 + days * DAY)).toBe(age);
    expect(stockAgeTier(age)).toBe(tier);
  });
});

describe('storage past the plan', () => {
  it.each([
    // 1 CBM on a 1 CBM plan: nothing past it.
    [[cbm(0)], 10, 0, 0],
    // 1 CBM with no space: 120 CNY for the 30 days at 100%.
    [[cbm(0)], 0, 0, 12_000],
    // Half a CBM past a 0.5 CBM plan: 60 CNY.
    [[cbm(0)], 5, 0, 6_000],
    // Days 151..180: all at 100%; days 181..210 all at 200%; days 331..360 at 200%; 361..390 at 400%.
    [[cbm(0)], 0, 150, 12_000],
    [[cbm(0)], 0, 180, 24_000],
    [[cbm(0)], 0, 330, 24_000],
    [[cbm(0)], 0, 360, 48_000],
    // Received on day 10 of the cycle: 20 days of 30.
    [[cbm(10)], 0, 0, 8_000],
    // Straddling day 180: ages 171..200 -> 10 days x1 + 20 days x2 = 50 days -> 200 CNY.
    [[cbm(0)], 0, 170, 20_000],
    // The plan holds the younger CBM; the older one (ages 181..210) is past it at 200%.
    [[cbm(0), cbm(180)], 10, 180, 24_000],
  ])('%j on a %i/10 CBM plan from day %i costs %i fen', (shelf, plan, from, fen) => {
    expect(charge(shelf, plan, from)).toBe(fen);
  });

  it('refuses a fractional plan or a negative count', () => {
    expect(charge([cbm(0)], 1.5, 0)).toBe('FEE.INVALID_MEASURE');
    expect(charge([cbm(0, -1)], 0, 0)).toBe('FEE.INVALID_MEASURE');
  });

  const batch = fc.record({
    receivedAtMs: fc.integer({ min: T0, max: T0 + 400 * DAY }),
    units: fc.integer({ min: 0, max: 500 }),
    unitCm3: fc.integer({ min: 0, max: 50_000 }),
  });
  const shelf = fc.array(batch, { maxLength: 6 });

  it('more plan space never costs more, and a plan holding everything costs nothing', () => {
    fc.assert(
      fc.property(
        shelf,
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 400 }),
        (s, plan, from) => {
          expect(charge(s, plan + 1, from)).toBeLessThanOrEqual(charge(s, plan, from) as number);
          const total = s.reduce((sum, b) => sum + b.units * b.unitCm3, 0);
          expect(charge(s, Math.ceil(total / 100_000), from)).toBe(0);
        },
      ),
    );
  });

  it('older stock never costs less a day than younger stock (the tiers only rise)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (from) => {
        expect(charge([cbm(0)], 0, from + 1, 1)).toBeGreaterThanOrEqual(
          charge([cbm(0)], 0, from, 1) as number,
        );
      }),
    );
  });
});

describe('stock on the shelf', () => {
  it('keeps the youngest units first in first out', () => {
    expect(batchesOnShelf([cbm(0, 5), cbm(10, 3), cbm(20, 4)], 6).map((b) => b.units)).toEqual([
      4, 2,
    ]);
  });

  it.each([
    [179, { normal: 10, double: 0, quadruple: 0, oldestAgeDay: 180 }],
    [180, { normal: 0, double: 10, quadruple: 0, oldestAgeDay: 181 }],
    [359, { normal: 0, double: 10, quadruple: 0, oldestAgeDay: 360 }],
    [360, { normal: 0, double: 0, quadruple: 10, oldestAgeDay: 361 }],
  ])('%i days after receipt the units are %j', (days, tiers) => {
    expect(unitsByAgeTier([cbm(0, 10)], T0 + days * DAY)).toEqual(tiers);
  });

  it('the shelf never holds more than on hand nor more than was received', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 6 }),
        fc.integer({ min: -5, max: 400 }),
        (sizes, onHand) => {
          const batches = sizes.map((units, i) => cbm(i, units));
          const left = batchesOnShelf(batches, onHand).reduce((s, b) => s + b.units, 0);
          const received = sizes.reduce((s, n) => s + n, 0);
          expect(left).toBe(Math.min(Math.max(0, onHand), received));
        },
      ),
    );
  });
});
