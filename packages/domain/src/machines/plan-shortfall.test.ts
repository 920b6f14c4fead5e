import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planResourceShortfall } from './plan-shortfall';

describe('extra purchases when the plan falls short', () => {
  it.each([
    // SKU quota, SKUs needed, plan-item quota, plan-items needed -> shortfall
    [10, 10, 100, 100, 0, 0, false],
    [10, 11, 100, 100, 1, 0, true],
    [10, 9, 100, 101, 0, 1, true],
    [10, 12, 100, 250, 2, 150, true],
    [10, 0, 100, 0, 0, 0, false],
  ])(
    'quota %i SKUs, need %i; quota %i plan-items, need %i -> %i SKUs, %i plan-items, offer %s',
    (planSkuQuota, skusNeeded, planItemQuota, planItemsNeeded, skus, planItems, offered) => {
      expect(
        planResourceShortfall({ planSkuQuota, skusNeeded, planItemQuota, planItemsNeeded }),
      ).toEqual({ skus, planItems, extraPurchaseOffered: offered });
    },
  );

  it('is never negative, grows with the need, and buying the shortfall closes it', () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.nat(1000),
        fc.nat(10_000),
        fc.nat(10_000),
        fc.nat(100),
        (sq, sn, pq, pn, more) => {
          const need = { planSkuQuota: sq, skusNeeded: sn, planItemQuota: pq, planItemsNeeded: pn };
          const shortfall = planResourceShortfall(need);
          expect(shortfall.skus).toBeGreaterThanOrEqual(0);
          expect(shortfall.planItems).toBeGreaterThanOrEqual(0);
          const grown = planResourceShortfall({
            ...need,
            skusNeeded: sn + more,
            planItemsNeeded: pn + more,
          });
          expect(grown.skus).toBeGreaterThanOrEqual(shortfall.skus);
          expect(grown.planItems).toBeGreaterThanOrEqual(shortfall.planItems);
          const bought = planResourceShortfall({
            ...need,
            planSkuQuota: sq + shortfall.skus,
            planItemQuota: pq + shortfall.planItems,
          });
          expect(bought).toEqual({ skus: 0, planItems: 0, extraPurchaseOffered: false });
        },
      ),
    );
  });
});
