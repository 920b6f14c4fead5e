import type { PlanRow } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feePreview, planForm, planPaths, valuesOf } from './plan-model';

const plan = (over: Partial<PlanRow> = {}): PlanRow => ({
  warehouse_id: 3,
  warehouse_name: 'Shenzhen',
  warehouse_cn_name: '深圳仓',
  status: 'inactive',
  terms: null,
  next_terms: null,
  usage: { storage_cbm_used: '0.000', skus_used: 0, plan_items_used: 0 },
  extras: { sku_count: 0, plan_items: 0 },
  shortfall: { skus: 0, plan_items: 0, extra_purchase_offered: false },
  activated_at: null,
  cycle_start_at: null,
  next_billing_at: null,
  ...over,
});

describe('the plan form', () => {
  it.each([
    [{ storage: '0.5', sku_count: '1', plan_items: '100' }, 71_00],
    [{ storage: '1.2', sku_count: '5', plan_items: '100' }, 144_00 + 5_00 + 10_00],
    [{ storage: '0.55', sku_count: '1', plan_items: '100' }, undefined],
    [{ storage: '0.5', sku_count: '0', plan_items: '100' }, undefined],
  ])('previews the fee of %j as %j fen', (terms, fee) => {
    expect(feePreview({ warehouse_id: '3', ...terms })?.amount).toBe(fee);
  });

  it('shows the validator verdict by wire name once a save was tried', async () => {
    const form = planForm();
    form.set('storage', '0.4');
    await form.save('activate', () => Promise.resolve(undefined));
    expect(form.error('storage')?.code).toBe('PLAN.STORAGE_MIN');
    expect(form.error('warehouse_id')?.code).toBe('VALIDATION.REQUIRED');
  });

  it('starts from the next terms, else the current ones, else the minimum', () => {
    expect(valuesOf(plan())).toEqual({
      warehouse_id: '3',
      storage: '0.5',
      sku_count: '1',
      plan_items: '100',
    });
    const fee = { amount: 1, currency: 'CNY' as const };
    const bought = plan({
      status: 'active',
      terms: { storage_cbm: '1.0', sku_count: 20, plan_items: 100, fee },
    });
    expect(valuesOf(bought).sku_count).toBe('20');
    expect(
      valuesOf({
        ...bought,
        next_terms: { storage_cbm: '2.0', sku_count: 30, plan_items: 200, fee, effective_at: null },
      }),
    ).toMatchObject({ storage: '2.0', sku_count: '30', plan_items: '200' });
  });

  it('links a warehouse to its plan route', () => {
    expect(planPaths.list()).toBe('/account/plan/list');
    expect(planPaths.list(4)).toBe('/account/plan/list/4');
  });

  it('previews a fee for every valid plan and none for storage off the 0.1 steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 9_999 }),
        fc.integer({ min: 1, max: 9 }),
        (tenths, hundredth) => {
          const storage = `${Math.floor(tenths / 10)}.${tenths % 10}`;
          const values = { warehouse_id: '1', storage, sku_count: '1', plan_items: '100' };
          expect(feePreview(values)?.amount).toBe(tenths * 12_00 + 1_00 + 10_00);
          expect(feePreview({ ...values, storage: `${storage}${hundredth}` })).toBeUndefined();
        },
      ),
    );
  });
});
