import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storageTenthsOf, validatePlanForm } from './plan-form';

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
