import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extraCountOf,
  storageTenthsOf,
  validateExtraPurchaseForm,
  validatePlanForm,
} from './plan-form';

const form = { warehouse_id: '1', storage: '0.5', sku_count: '1', plan_items: '100' };

describe('validatePlanForm', () => {
  it.each([
    [{}, []],
    [{ storage: '0.4' }, [['storage', 'PLAN.STORAGE_MIN']]],
    [{ storage: '0.55' }, [['storage', 'PLAN.STORAGE_STEP']]],
    [{ storage: '' }, [['storage', 'VALIDATION.REQUIRED']]],
    [{ sku_count: '0' }, [['sku_count', 'VALIDATION.INTEGER_MIN']]],
    [{ sku_count: '1.5' }, [['sku_count', 'VALIDATION.INTEGER_MIN']]],
    [{ plan_items: '99' }, [['plan_items', 'VALIDATION.INTEGER_MIN']]],
    [{ warehouse_id: '' }, [['warehouse_id', 'VALIDATION.REQUIRED']]],
    [
      { storage: '0.1', plan_items: '' },
      [
        ['storage', 'PLAN.STORAGE_MIN'],
        ['plan_items', 'VALIDATION.REQUIRED'],
      ],
    ],
  ])('%o -> %o', (change, expected) => {
    const issues = validatePlanForm({ ...form, ...change });
    expect(issues.map((issue) => [issue.field, issue.code])).toEqual(expected);
  });

  it('accepts every valid combination and reads the storage back as exact tenths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (tenths, skus, items) => {
          const storage = `${Math.floor(tenths / 10)}.${tenths % 10}`;
          const fields = { ...form, storage, sku_count: `${skus}`, plan_items: `${items}` };
          expect(validatePlanForm(fields)).toEqual([]);
          expect(storageTenthsOf(storage)).toBe(tenths);
        },
      ),
    );
  });
});

describe('validateExtraPurchaseForm', () => {
  const extra = { warehouse_id: '1', sku_count: '2', plan_items: '' };
  it.each([
    [{}, []],
    [{ sku_count: '', plan_items: '50' }, []],
    [{ sku_count: '0', plan_items: '1' }, []],
    [{ sku_count: '0', plan_items: '0' }, [['sku_count', 'PLAN.EXTRA_NOTHING']]],
    [{ sku_count: '', plan_items: '' }, [['sku_count', 'PLAN.EXTRA_NOTHING']]],
    [{ sku_count: '-1' }, [['sku_count', 'VALIDATION.INTEGER_MIN']]],
    [{ sku_count: '1.5' }, [['sku_count', 'VALIDATION.INTEGER_MIN']]],
    [{ plan_items: 'abc' }, [['plan_items', 'VALIDATION.NOT_A_NUMBER']]],
    [{ warehouse_id: '' }, [['warehouse_id', 'VALIDATION.REQUIRED']]],
  ])('%o -> %o', (change, expected) => {
    const issues = validateExtraPurchaseForm({ ...extra, ...change });
    expect(issues.map((issue) => [issue.field, issue.code])).toEqual(expected);
  });

  it('accepts any whole counts with at least one above zero and reads them back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (skus, items) => {
          const fields = { ...extra, sku_count: `${skus}`, plan_items: `${items}` };
          const issues = validateExtraPurchaseForm(fields);
          expect(issues.length === 0).toBe(skus + items > 0);
          if (issues.length === 0) {
            expect(extraCountOf(fields.sku_count)).toBe(skus);
            expect(extraCountOf(fields.plan_items)).toBe(items);
          }
        },
      ),
    );
  });
});
