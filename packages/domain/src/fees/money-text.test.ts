import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmountToMinor } from '../account/amount';
import { LANGUAGES } from '../shell/constants';
import { CURRENCIES } from './money';
import { decimalText, formatMoney } from './money-text';

describe('decimalText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [1005, '10.05'],
    [123456, '1234.56'],
    [-250, '-2.50'],
    [-5, '-0.05'],
  ])('%d hundredths -> %s', (hundredths, text) => expect(decimalText(hundredths)).toBe(text));

  it('is read back by the amount parser to the same minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000_00 }), (minor) => {
        const parsed = parseAmountToMinor(decimalText(minor));
        expect(parsed).toEqual({ ok: true, value: minor });
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [{ amount: 100000, currency: 'CNY' }, 'en', '1000.00 CNY'],
    [{ amount: 100000, currency: 'CNY' }, 'zh', '1000.00 元'],
    [{ amount: 1250, currency: 'USD' }, 'en', '12.50 USD'],
    [{ amount: 1250, currency: 'USD' }, 'zh', '12.50 美元'],
    [{ amount: 0, currency: 'CNY' }, 'en', '0.00 CNY'],
    [{ amount: -216, currency: 'CNY' }, 'zh', '-2.16 元'],
    [{ amount: 9, currency: 'HKD' }, 'zh', '0.09 港元'],
    [{ amount: 9, currency: 'XYZ' }, 'zh', '0.09 XYZ'],
  ] as const)('%j in %s -> %s', (money, language, text) => {
    expect(formatMoney(money, language)).toBe(text);
  });

  it('shows every amount as exactly its whole and minor units, in either language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...LANGUAGES),
        (amount, currency, language) => {
          const [number = '', unit] = formatMoney({ amount, currency }, language).split(' ');
          const [whole = '', minor = ''] = number.replace('-', '').split('.');
          expect(minor).toHaveLength(2);
          expect(Math.sign(amount) * (Number(whole) * 100 + Number(minor))).toBe(amount);
          expect(unit === currency).toBe(language === 'en');
        },
      ),
    );
  });
});
