import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validatePlan,
  validatePlanItemCount,
  validatePlanSkuCount,
  validatePlanStorageCbm,
} from './plan';

describe('validatePlanStorageCbm', () => {
  it.each([
    ['0.4', 'PLAN.STORAGE_MIN'],
    ['0.5', undefined],
    ['0.50', undefined],
    ['0.55', 'PLAN.STORAGE_STEP'],
    ['0.6', undefined],
    [0.7, undefined],
    [0.1 + 0.2 + 0.4, 'PLAN.STORAGE_STEP'],
    ['12.3', undefined],
    ['0', 'PLAN.STORAGE_MIN'],
    ['-1', 'PLAN.STORAGE_MIN'],
    ['', 'VALIDATION.REQUIRED'],
    ['big', 'VALIDATION.NOT_A_NUMBER'],
  ] as const)('%s CBM -> %s', (cbm, code) => {
    expect(validatePlanStorageCbm(cbm)?.code).toBe(code);
  });

  it('accepts every whole number of tenths from 5 up, written as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 100_000 }), (tenths) => {
        expect(validatePlanStorageCbm((tenths / 10).toFixed(1))).toBeUndefined();
        expect(validatePlanStorageCbm(tenths / 10)).toBeUndefined();
      }),
    );
  });

  it('refuses every value under 0.5 and every value off the 0.1 grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 5, max: 1000 }),
        fc.integer({ min: 1, max: 9 }),
        (small, tenths, hundredth) => {
          expect(validatePlanStorageCbm(`0.${small}`)?.code).toBe('PLAN.STORAGE_MIN');
          expect(validatePlanStorageCbm(`${(tenths / 10).toFixed(1)}${hundredth}`)?.code).toBe(
            'PLAN.STORAGE_STEP',
          );
        },
      ),
    );
  });
});

describe('plan SKU and plan-item counts', () => {
  it.each([
    [0, 'VALIDATION.INTEGER_MIN', 'VALIDATION.INTEGER_MIN'],
    [1, undefined, 'VALIDATION.INTEGER_MIN'],
    [99, undefined, 'VALIDATION.INTEGER_MIN'],
    [100, undefined, undefined],
    ['100.5', 'VALIDATION.INTEGER_MIN', 'VALIDATION.INTEGER_MIN'],
  ] as const)('%s -> SKUs %s, items %s', (count, skuCode, itemCode) => {
    expect(validatePlanSkuCount(count)?.code).toBe(skuCode);
    expect(validatePlanItemCount(count)?.code).toBe(itemCode);
  });

  it('accepts whole numbers from 1 (SKUs) and 100 (items) only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 1000 }), (count) => {
        expect(validatePlanSkuCount(count) === undefined).toBe(count >= 1);
        expect(validatePlanItemCount(count) === undefined).toBe(count >= 100);
      }),
    );
  });
});

describe('validatePlan', () => {
  it.each([
    [{ storageCbm: '1.5', skuCount: 10, itemCount: 500 }, []],
    [{ storageCbm: '0.45', skuCount: 0, itemCount: 99 }, ['storageCbm', 'skuCount', 'itemCount']],
  ] as const)('%j -> %j', (plan, fields) => {
    expect(validatePlan(plan).map((issue) => issue.field)).toEqual(fields);
  });

  it('reports exactly the fields whose rule fails', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: -5, max: 50 }),
        fc.integer({ min: 0, max: 500 }),
        (tenths, skuCount, itemCount) => {
          const fields = validatePlan({
            storageCbm: (tenths / 10).toFixed(1),
            skuCount,
            itemCount,
          }).map((issue) => issue.field);
          expect(fields).toEqual(
            [
              tenths < 5 ? 'storageCbm' : undefined,
              skuCount < 1 ? 'skuCount' : undefined,
              itemCount < 100 ? 'itemCount' : undefined,
            ].filter((field) => field !== undefined),
          );
        },
      ),
    );
  });
});
