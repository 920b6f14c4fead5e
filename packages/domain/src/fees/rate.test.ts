import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateFromDecimal } from './rate';

describe('rateFromDecimal', () => {
  it.each([
    ['0.006', 6n, 1000n],
    ['7.1234', 71234n, 10000n],
    ['5', 5n, 1n],
    [' 0.1 ', 1n, 10n],
  ])('reads %s exactly as %i/%i', (text, numerator, denominator) => {
    expect(rateFromDecimal(text)).toEqual({ ok: true, value: { numerator, denominator } });
  });

  it.each(['', '-1', '1e3', '1.', '.5', 'abc', '1,5'])('refuses %j', (text) => {
    expect(rateFromDecimal(text)).toEqual({
      ok: false,
      error: { code: 'MONEY.INVALID_RATE', params: { rate: text } },
    });
  });

  it('reads any plain decimal exactly: numerator/denominator is the written value', () => {
    const digits = fc.string({
      unit: fc.constantFrom(...'0123456789'),
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.nat(10 ** 6), digits, (whole, fraction) => {
        const rate = rateFromDecimal(`${whole}.${fraction}`);
        const scale = 10n ** BigInt(fraction.length);
        expect(rate).toEqual({
          ok: true,
          value: { numerator: BigInt(whole) * scale + BigInt(fraction), denominator: scale },
        });
      }),
    );
  });
});
