import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extraPurchaseFee, PLAN_RATES, planCycleFee } from './plan-fee';

describe('planCycleFee', () => {
  it.each([
    [{ storageTenthsCbm: 5, skuCount: 1, planItems: 100 }, 71_00],
    [{ storageTenthsCbm: 10, skuCount: 20, planItems: 100 }, 150_00],
    [{ storageTenthsCbm: 0, skuCount: 0, planItems: 0 }, 0],
  ])('%o costs %i fen a cycle', (terms, amount) => {
    expect(planCycleFee(terms)).toEqual({ amount, currency: 'CNY' });
  });

  it('is an integer that grows with each term', () => {
    const term = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(term, term, term, (storageTenthsCbm, skuCount, planItems) => {
        const fee = planCycleFee({ storageTenthsCbm, skuCount, planItems }).amount;
        expect(Number.isInteger(fee)).toBe(true);
        expect(
          planCycleFee({ storageTenthsCbm: storageTenthsCbm + 1, skuCount, planItems }).amount,
        ).toBe(fee + PLAN_RATES.perTenthCbmMinor);
        expect(planCycleFee({ storageTenthsCbm, skuCount: skuCount + 1, planItems }).amount).toBe(
          fee + PLAN_RATES.perSkuMinor,
        );
      }),
    );
  });
});

describe('extraPurchaseFee', () => {
  it.each([
    [{ skuCount: 1, planItems: 0 }, 1_00],
    [{ skuCount: 0, planItems: 100 }, 10_00],
    [{ skuCount: 5, planItems: 250 }, 5_00 + 25_00],
  ])('%o costs %i fen', (extra, amount) => {
    expect(extraPurchaseFee(extra)).toEqual({ amount, currency: 'CNY' });
  });

  it('is the SKU and plan-item rates times the counts, never storage', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(1_000_000), (skuCount, planItems) => {
        expect(extraPurchaseFee({ skuCount, planItems }).amount).toBe(
          skuCount * PLAN_RATES.perSkuMinor + planItems * PLAN_RATES.perPlanItemMinor,
        );
      }),
    );
  });
});
