import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePlanRequest } from './plan-request';

const run = (storage: string, skuCount = '1', planItems = '100') =>
  validatePlanRequest({ storage, skuCount, planItems });

describe('validatePlanRequest', () => {
  it.each([
    ['0.5', 5],
    ['0.50', 5],
    ['1', 10],
    ['2.3', 23],
    ['100000', 1_000_000],
  ])('storage %j -> %d tenths', (storage, tenths) => {
    const result = run(storage);
    expect(result.ok && result.value.storageTenthsCbm).toBe(tenths);
  });

  it.each([
    ['0.4', '1', '100', 'storage'],
    ['0.55', '1', '100', 'storage'],
    ['abc', '1', '100', 'storage'],
    ['1', '0', '100', 'sku_count'],
    ['1', '1.5', '100', 'sku_count'],
    ['1', '1', '99', 'plan_items'],
  ])('refuses %j / %j / %j on %s', (storage, skuCount, planItems, field) => {
    const result = run(storage, skuCount, planItems);
    expect(!result.ok && result.error.map((e) => e.field)).toEqual([field]);
  });

  it('accepts every multiple of 0.1 from 0.5 and integer counts within bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 99_999 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (tenths, skus, items) => {
          const storage = `${Math.floor(tenths / 10)}.${tenths % 10}`;
          const result = run(storage, `${skus}`, `${items}`);
          expect(result.ok && result.value).toEqual({
            storageTenthsCbm: tenths,
            skuCount: skus,
            planItems: items,
          });
        },
      ),
    );
  });
});
