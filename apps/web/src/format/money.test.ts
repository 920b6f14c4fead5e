import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyText as formatPrice } from './money';

describe('moneyText', () => {
  it.each([
    [{ amount: 100, currency: 'CNY' }, '1.00 CNY'],
    [{ amount: 50, currency: 'CNY' }, '0.50 CNY'],
    [{ amount: 1005, currency: 'CNY' }, '10.05 CNY'],
    [{ amount: 0, currency: 'CNY' }, '0.00 CNY'],
  ])('price %j shows as %s (minor units, two decimals)', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it('shows every whole number of fen as exactly the yuan and fen it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (fen) => {
        const [yuan, cents] = formatPrice({ amount: fen, currency: 'CNY' })
          .replace(' CNY', '')
          .split('.');
        expect(Number(yuan) * 100 + Number(cents)).toBe(fen);
        expect(cents).toHaveLength(2);
      }),
    );
  });
});
