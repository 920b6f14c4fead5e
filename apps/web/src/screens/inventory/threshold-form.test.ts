import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryGateway } from '../../gateways/inventory-gateway';
import { InventoryEditModel } from './inventory-edit-model';
import { parseThreshold, THRESHOLD_MAX } from './threshold-form';

const RANGE = { code: 'UI.INVENTORY.THRESHOLD_RANGE', params: { min: 0, max: THRESHOLD_MAX } };

describe('parseThreshold', () => {
  it.each([
    ['0', 0],
    ['5', 5],
    [' 12 ', 12],
    ['007', 7],
    ['999999', 999_999],
  ])('accepts %j as %d', (text, value) => {
    expect(parseThreshold(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', { code: 'VALIDATION.REQUIRED' }],
    ['   ', { code: 'VALIDATION.REQUIRED' }],
    ['1000000', RANGE],
    ['-1', RANGE],
    ['1.5', RANGE],
    ['1e3', RANGE],
    ['12a', RANGE],
    ['１２', RANGE],
    ['1 000', RANGE],
  ])('refuses %j', (text, error) => {
    expect(parseThreshold(text)).toEqual({ ok: false, error });
  });

  it('accepts exactly the whole numbers 0-999999 written in digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000, max: 2_000_000 }), (n) => {
        const parsed = parseThreshold(String(n));
        if (n >= 0 && n <= THRESHOLD_MAX) expect(parsed).toEqual({ ok: true, value: n });
        else expect(parsed).toEqual({ ok: false, error: RANGE });
      }),
    );
  });

  it('never accepts text that is not plain digits', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*\d+\s*$/.test(s)),
        (text) => {
          expect(parseThreshold(text).ok).toBe(false);
        },
      ),
    );
  });
});

describe('the threshold form', () => {
  const gateway = (calls: number[][]): InventoryGateway =>
    ({
      setThreshold: async (productId: number, warehouseId: number, threshold: number) => {
        calls.push([productId, warehouseId, threshold]);
        return { low_stock_threshold: threshold } as never;
      },
    }) as unknown as InventoryGateway;

  it('shows no error before typing, then the rule live, and saves nothing invalid', async () => {
    const calls: number[][] = [];
    const model = new InventoryEditModel(gateway(calls), 7, 1);
    const form = model.threshold;
    form.reset({ low_stock_threshold: '3' });
    expect(form.error('low_stock_threshold')).toBeUndefined();
    form.set('low_stock_threshold', 'abc');
    expect(form.error('low_stock_threshold')).toEqual(RANGE);
    expect(await model.saveThreshold()).toBe(false);
    expect(calls).toEqual([]);
    expect(form.values.low_stock_threshold).toBe('abc');
  });

  it('sends the parsed number for this product and warehouse, then shows the saved row', async () => {
    const calls: number[][] = [];
    const model = new InventoryEditModel(gateway(calls), 7, 2);
    model.threshold.set('low_stock_threshold', ' 25 ');
    expect(await model.saveThreshold()).toBe(true);
    expect(calls).toEqual([[7, 2, 25]]);
    expect(model.stock.value).toMatchObject({ low_stock_threshold: 25 });
    expect(model.threshold.values.low_stock_threshold).toBe('25');
  });
});
