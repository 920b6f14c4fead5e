import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyStockDeltas,
  asnApprovalDeltas,
  asnFinishDeltas,
  asnReceiptDeltas,
  receiveOnLine,
  rmaProcessDeltas,
} from './stock-effects';
import type { StockLevels } from './stock-levels';
import { EMPTY_STOCK, fullDeltas } from './stock-levels';

const count = fc.integer({ min: 0, max: 100_000 });
const levels = fc.record({
  onHand: count,
  reserved: count,
  inTransit: count,
  unqualified: count,
});
const total = (l: StockLevels) => l.onHand + l.inTransit + l.unqualified;

describe('ASN effects', () => {
  it.each([
    [
      { qualified: 8, unqualified: 2 },
      { inTransit: -10, onHand: 8, unqualified: 2 },
    ],
    [
      { qualified: 0, unqualified: 3 },
      { inTransit: -3, onHand: 0, unqualified: 3 },
    ],
    [
      { qualified: 5, unqualified: 0 },
      { inTransit: -5, onHand: 5, unqualified: 0 },
    ],
  ])('receipt %j moves %j', (receipt, deltas) => {
    expect(asnReceiptDeltas(receipt)).toEqual(deltas);
  });

  it('approval puts the quantity in transit', () => {
    expect(asnApprovalDeltas(12)).toEqual({ inTransit: 12 });
  });

  it('a receipt adds the qualified to on hand and the unqualified apart, out of in transit', () => {
    fc.assert(
      fc.property(count, count, count, (qualified, unqualified, extra) => {
        const before = { ...EMPTY_STOCK, inTransit: qualified + unqualified + extra };
        const after = applyStockDeltas(before, asnReceiptDeltas({ qualified, unqualified }));
        expect(after).toEqual({
          ok: true,
          value: { onHand: qualified, reserved: 0, inTransit: extra, unqualified },
        });
        // Goods only move between figures: nothing is created or lost by receiving.
        if (after.ok) expect(total(after.value)).toBe(total(before));
      }),
    );
  });

  it.each([
    [{ quantity: 10, received: 4 }, { inTransit: -6 }],
    [{ quantity: 10, received: 10 }, { inTransit: -0 }],
  ])('finishing %j moves %j', (line, deltas) => {
    expect(fullDeltas(asnFinishDeltas(line))).toEqual(fullDeltas(deltas));
  });

  it('approval, any receipts within the quantity, then finishing leave nothing in transit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.record({ qualified: count, unqualified: count }), { maxLength: 6 }),
        (quantity, receipts) => {
          let stock = applyStockDeltas(EMPTY_STOCK, asnApprovalDeltas(quantity));
          let line = { quantity, received: 0 };
          for (const receipt of receipts) {
            const next = receiveOnLine(line, receipt);
            if (!next.ok) continue;
            line = next.value;
            if (stock.ok) stock = applyStockDeltas(stock.value, asnReceiptDeltas(receipt));
          }
          if (stock.ok) stock = applyStockDeltas(stock.value, asnFinishDeltas(line));
          expect(stock.ok && stock.value.inTransit).toBe(0);
          expect(stock.ok && stock.value.onHand + stock.value.unqualified).toBe(line.received);
        },
      ),
    );
  });
});

describe('receiveOnLine', () => {
  it.each([
    [{ quantity: 10, received: 0 }, { qualified: 10, unqualified: 0 }, 10],
    [{ quantity: 10, received: 6 }, { qualified: 3, unqualified: 1 }, 10],
    [{ quantity: 10, received: 0 }, { qualified: 0, unqualified: 0 }, 0],
  ])('%j + %j -> received %i', (line, receipt, received) => {
    expect(receiveOnLine(line, receipt)).toEqual({ ok: true, value: { quantity: 10, received } });
  });

  it('refuses receiving more than announced', () => {
    expect(receiveOnLine({ quantity: 10, received: 6 }, { qualified: 5, unqualified: 0 })).toEqual({
      ok: false,
      error: { code: 'STOCK.RECEIVED_ABOVE_QUANTITY', params: { quantity: 10 } },
    });
  });

  it('never lets the received total pass the quantity', () => {
    fc.assert(
      fc.property(count, count, count, count, (quantity, received, qualified, unqualified) => {
        const next = receiveOnLine({ quantity, received }, { qualified, unqualified });
        expect(next.ok).toBe(received + qualified + unqualified <= quantity);
      }),
    );
  });
});

describe('RMA effects', () => {
  it.each([
    [4, true, { onHand: 4 }],
    [4, false, {}],
    [0, true, { onHand: 0 }],
  ])('%i qualified, back to shelf %s -> %j', (qualified, backToShelf, deltas) => {
    expect(rmaProcessDeltas(qualified, backToShelf)).toEqual(deltas);
  });

  it('back to shelf adds exactly the qualified pieces on hand, and nothing else', () => {
    fc.assert(
      fc.property(levels, count, fc.boolean(), (before, qualified, backToShelf) => {
        const after = applyStockDeltas(before, rmaProcessDeltas(qualified, backToShelf));
        expect(after).toEqual({
          ok: true,
          value: { ...before, onHand: before.onHand + (backToShelf ? qualified : 0) },
        });
      }),
    );
  });
});

describe('applyStockDeltas', () => {
  it.each([
    [{ onHand: -1 }, 'onHand'],
    [{ inTransit: -1 }, 'inTransit'],
    [{ reserved: -1 }, 'reserved'],
    [{ unqualified: -1 }, 'unqualified'],
  ])('refuses %j on empty stock', (deltas, figure) => {
    expect(applyStockDeltas(EMPTY_STOCK, deltas)).toEqual({
      ok: false,
      error: { code: 'STOCK.NEGATIVE', params: { figure } },
    });
  });

  it('never yields a negative figure', () => {
    fc.assert(
      fc.property(
        levels,
        fc.record({
          onHand: fc.integer({ min: -1000, max: 1000 }),
          reserved: fc.integer({ min: -1000, max: 1000 }),
        }),
        (before, deltas) => {
          const after = applyStockDeltas(before, deltas);
          if (after.ok)
            for (const v of Object.values(after.value)) expect(v).toBeGreaterThanOrEqual(0);
          else expect(after.error.code).toBe('STOCK.NEGATIVE');
        },
      ),
    );
  });
});
