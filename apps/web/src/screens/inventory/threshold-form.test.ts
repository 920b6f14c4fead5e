import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryGateway } from '../../gateways/inventory-gateway';
import { parseThreshold, THRESHOLD_MAX, ThresholdForm } from './threshold-form';

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

describe('ThresholdForm', () => {
  const gateway = (calls: number[][]): InventoryGateway =>
    ({
      setThreshold: async (productId: number, warehouseId: number, threshold: number) => {
        calls.push([productId, warehouseId, threshold]);
        return { low_stock_threshold: threshold } as never;
      },
    }) as unknown as InventoryGateway;

  it('shows no error before typing, then the rule live, and saves nothing invalid', async () => {
    const calls: number[][] = [];
    const form = new ThresholdForm(gateway(calls), 7, 1);
    form.reset(3);
    expect(form.error).toBeUndefined();
    form.setText('abc');
    expect(form.error).toEqual(RANGE);
    expect(await form.save()).toBeUndefined();
    expect(calls).toEqual([]);
    expect(form.text).toBe('abc');
  });

  it('sends the parsed number for this product and warehouse', async () => {
    const calls: number[][] = [];
    const form = new ThresholdForm(gateway(calls), 7, 2);
    form.setText(' 25 ');
    expect(await form.save()).toMatchObject({ low_stock_threshold: 25 });
    expect(calls).toEqual([[7, 2, 25]]);
  });
});
