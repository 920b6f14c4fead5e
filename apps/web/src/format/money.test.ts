import { formatMoney } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyText } from './money';

describe('moneyText', () => {
  it.each([
    [{ amount: 100, currency: 'CNY' }, 'en', '1.00 CNY'],
    [{ amount: 50, currency: 'CNY' }, 'en', '0.50 CNY'],
    [{ amount: 1005, currency: 'USD' }, 'en', '10.05 USD'],
    [{ amount: 100000, currency: 'CNY' }, 'zh', '1000.00 元'],
    [{ amount: 1250, currency: 'USD' }, 'zh', '12.50 美元'],
    [{ amount: 1250, currency: 'USD' }, 'en-US', '12.50 USD'],
  ] as const)('%j in %s shows as %s', (money, language, text) => {
    expect(moneyText(money, language)).toBe(text);
  });

  it('is the domain formatter in the current language, for every amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom('CNY' as const, 'USD' as const),
        fc.constantFrom('en' as const, 'zh' as const),
        (amount, currency, language) => {
          const money = { amount, currency };
          expect(moneyText(money, language)).toBe(formatMoney(money, language));
        },
      ),
    );
  });
});
