import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from './money';
import type { OrderChargeQuote } from './order-charges';
import { ORDER_CHARGE_KINDS, orderChargeLines } from './order-charges';

const cny = (amount: number): Money => ({ amount, currency: 'CNY' });

function quoteOf(parts: Partial<Record<(typeof ORDER_CHARGE_KINDS)[number], number>>) {
  const amounts = ORDER_CHARGE_KINDS.map((kind) => [kind, cny(parts[kind] ?? 0)] as const);
  const total = amounts.reduce((sum, [, money]) => sum + money.amount, 0);
  return { ...Object.fromEntries(amounts), total: cny(total) } as OrderChargeQuote;
}

describe('orderChargeLines: what an order charge was made of', () => {
  it.each([
    // parts of the quote, the charged amount, the kinds listed (undefined: breakdown unknown)
    [{ freight: 40_00 }, 40_00, ['freight']],
    [
      { freight: 40_00, insurance: 1_00, services: 2_50 },
      43_50,
      ['freight', 'insurance', 'services'],
    ],
    [{ services: 2_00, freight: 10_00, vat: 50 }, 12_50, ['freight', 'vat', 'services']],
    [{ freight: 40_00, remote_surcharge: 5_00 }, 45_00, ['freight', 'remote_surcharge']],
    [{ freight: 40_00 }, 39_00, undefined], // quoted again after the charge
    [{}, 0, []],
  ])('%o charged %i lists %o', (parts, charged, kinds) => {
    const lines = orderChargeLines(quoteOf(parts), cny(charged));
    expect(lines?.map((line) => line.kind)).toEqual(kinds);
  });

  it('knows no breakdown without a quote or in another currency', () => {
    expect(orderChargeLines(null, cny(1))).toBeUndefined();
    expect(orderChargeLines(undefined, cny(1))).toBeUndefined();
    expect(orderChargeLines(quoteOf({ freight: 100 }), { amount: 100, currency: 'USD' })).toBe(
      undefined,
    );
  });

  it('refuses a stored quote whose parts do not add up to its total', () => {
    const broken = { ...quoteOf({ freight: 10_00 }), total: cny(12_00) };
    expect(orderChargeLines(broken, cny(12_00))).toBeUndefined();
  });

  it('lists lines that add up to the charge, each kind once, in the kinds order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 1_000_000 }), {
          minLength: ORDER_CHARGE_KINDS.length,
          maxLength: ORDER_CHARGE_KINDS.length,
        }),
        (amounts) => {
          const quote = quoteOf(
            Object.fromEntries(ORDER_CHARGE_KINDS.map((kind, i) => [kind, amounts[i] ?? 0])),
          );
          const lines = orderChargeLines(quote, quote.total) ?? [];
          expect(lines.reduce((sum, line) => sum + line.amount.amount, 0)).toBe(quote.total.amount);
          const order = lines.map((line) => ORDER_CHARGE_KINDS.indexOf(line.kind));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          expect(lines.every((line) => line.amount.amount > 0)).toBe(true);
        },
      ),
    );
  });
});
