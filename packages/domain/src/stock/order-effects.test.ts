import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  orderReleaseDeltas,
  orderReserveDeltas,
  orderShipDeltas,
  orderStockShortfalls,
} from './order-effects';
import { applyStockDeltas } from './stock-effects';
import { EMPTY_STOCK, availableStock } from './stock-levels';

const shelf = (levels: Record<string, { onHand: number; reserved: number }>) => (sku: string) =>
  levels[sku] ?? { onHand: 0, reserved: 0 };

describe('orderStockShortfalls', () => {
  it.each([
    ['covered', [{ sku: 'A', quantity: 3 }], { A: { onHand: 5, reserved: 2 } }, []],
    [
      'short by reservations',
      [{ sku: 'A', quantity: 4 }],
      { A: { onHand: 5, reserved: 2 } },
      [{ sku: 'A', needed: 4, available: 3 }],
    ],
    [
      'a SKU never received',
      [{ sku: 'B', quantity: 1 }],
      {},
      [{ sku: 'B', needed: 1, available: 0 }],
    ],
    [
      'a SKU twice counts once, summed',
      [
        { sku: 'A', quantity: 2 },
        { sku: 'A', quantity: 2 },
      ],
      { A: { onHand: 3, reserved: 0 } },
      [{ sku: 'A', needed: 4, available: 3 }],
    ],
  ])('%s', (_name, lines, levels, expected) => {
    expect(orderStockShortfalls(lines, shelf(levels))).toEqual(expected);
  });
});

describe('the order stock deltas', () => {
  it('reserve then release leaves the stock as it was; reserve then ship takes it off the shelf', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (extra, q) => {
          const start = { ...EMPTY_STOCK, onHand: q + extra };
          const reserved = applyStockDeltas(start, orderReserveDeltas(q));
          expect(reserved.ok).toBe(true);
          if (!reserved.ok) return;
          expect(availableStock(reserved.value)).toBe(extra);
          expect(applyStockDeltas(reserved.value, orderReleaseDeltas(q))).toEqual({
            ok: true,
            value: start,
          });
          expect(applyStockDeltas(reserved.value, orderShipDeltas(q))).toEqual({
            ok: true,
            value: { ...EMPTY_STOCK, onHand: extra },
          });
        },
      ),
    );
  });

  it('an order whose shortfalls are empty can always be reserved without going below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        (onHand, reservedRaw, q) => {
          const reserved = Math.min(onHand, reservedRaw);
          const short = orderStockShortfalls([{ sku: 'A', quantity: q }], () => ({
            onHand,
            reserved,
          }));
          expect(short.length === 0).toBe(onHand - reserved >= q);
        },
      ),
    );
  });
});
