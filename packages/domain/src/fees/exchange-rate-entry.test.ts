import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCurrency, parseExchangeRateEntry, rateText } from './exchange-rate-entry';
import { CURRENCIES } from './money';
import { rateFromDecimal } from './rate';

describe('parseExchangeRateEntry', () => {
  it.each([
    [
      { from: 'USD', to: 'CNY', rate: '7.2' },
      { numerator: 72n, denominator: 10n },
    ],
    [
      { from: ' usd ', to: 'cny', rate: '7.1234' },
      { numerator: 71234n, denominator: 10000n },
    ],
    [
      { from: 'CNY', to: 'USD', rate: '0.1389' },
      { numerator: 1389n, denominator: 10000n },
    ],
  ])('%#', (input, rate) => {
    const parsed = parseExchangeRateEntry(input);
    expect(parsed.ok && parsed.value.rate).toEqual(rate);
  });

  it.each([
    [{ from: 'XXX', to: 'CNY', rate: '1' }, ['MONEY.UNKNOWN_CURRENCY']],
    [{ from: 'USD', to: 'USD', rate: '1' }, ['MONEY.SAME_CURRENCY_RATE']],
    [{ from: 'USD', to: 'CNY', rate: '0' }, ['MONEY.INVALID_RATE']],
    [{ from: 'USD', to: 'CNY', rate: '-7' }, ['MONEY.INVALID_RATE']],
    [{ from: 'USD', to: 'CNY', rate: '7.123456789' }, ['MONEY.INVALID_RATE']],
    [{ from: 'USD', to: 'CNY', rate: '1e3' }, ['MONEY.INVALID_RATE']],
    [
      { from: '', to: '', rate: '' },
      ['MONEY.UNKNOWN_CURRENCY', 'MONEY.UNKNOWN_CURRENCY', 'MONEY.INVALID_RATE'],
    ],
  ])('refuses %j', (input, codes) => {
    const parsed = parseExchangeRateEntry(input);
    expect(parsed.ok ? [] : parsed.error.map((e) => e.code)).toEqual(codes);
  });

  it('accepts exactly the positive decimals of at most 4 + 8 digits between distinct currencies', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99_999_999 }),
        (from, to, whole, fraction) => {
          const rate = `${whole}.${String(fraction).padStart(8, '0')}`;
          const parsed = parseExchangeRateEntry({ from, to, rate });
          expect(parsed.ok).toBe(from !== to && (whole > 0 || fraction > 0));
        },
      ),
    );
  });
});

describe('rateText', () => {
  it.each([
    [{ numerator: 72n, denominator: 10n }, '7.2'],
    [{ numerator: 7n, denominator: 1n }, '7'],
    [{ numerator: 1389n, denominator: 10000n }, '0.1389'],
    [{ numerator: 700n, denominator: 100n }, '7'],
    [{ numerator: 1n, denominator: 3n }, '1/3'],
  ])('%# -> %s', (rate, text) => {
    expect(rateText(rate)).toBe(text);
  });

  it('gives back the value a decimal was parsed from', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99_999_999 }),
        (w, f) => {
          const text = `${w}.${String(f).padStart(8, '0')}`;
          const parsed = rateFromDecimal(text);
          expect(parsed.ok && rateText(parsed.value)).toBe(
            text.replace(/0+$/, '').replace(/\.$/, ''),
          );
        },
      ),
    );
  });
});

describe('parseCurrency', () => {
  it.each(CURRENCIES.map((c) => [c]))('%s is known', (c) => {
    expect(parseCurrency(c)).toEqual({ ok: true, value: c });
  });
  it('refuses anything else', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(parseCurrency(s).ok).toBe((CURRENCIES as readonly string[]).includes(s));
      }),
    );
  });
});
