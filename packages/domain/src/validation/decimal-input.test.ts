import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseDecimalInput,
  parsePositiveAmount,
  validateIntegerAtLeast,
  validatePositiveAmount,
} from './decimal-input';

describe('validatePositiveAmount', () => {
  it.each([
    ['0.01', undefined],
    ['0', 'VALIDATION.POSITIVE'],
    ['0.00', 'VALIDATION.POSITIVE'],
    ['-1', 'VALIDATION.POSITIVE'],
    ['12.34', undefined],
    ['12.345', 'VALIDATION.DECIMALS'],
    ['12.340', undefined],
    [12.5, undefined],
    [0.1 + 0.2, 'VALIDATION.DECIMALS'],
    [1e-7, 'VALIDATION.DECIMALS'],
    ['', 'VALIDATION.REQUIRED'],
    ['  ', 'VALIDATION.REQUIRED'],
    [null, 'VALIDATION.REQUIRED'],
    [undefined, 'VALIDATION.REQUIRED'],
    ['abc', 'VALIDATION.NOT_A_NUMBER'],
    ['1e3', 'VALIDATION.NOT_A_NUMBER'],
    ['1,5', 'VALIDATION.NOT_A_NUMBER'],
    ['.', 'VALIDATION.NOT_A_NUMBER'],
    [Number.NaN, 'VALIDATION.NOT_A_NUMBER'],
    [Number.POSITIVE_INFINITY, 'VALIDATION.NOT_A_NUMBER'],
    [Number.NEGATIVE_INFINITY, 'VALIDATION.NOT_A_NUMBER'],
    [' 12.34 ', undefined],
    ['\t0.5\n', undefined],
    // leading zeros are not digits of the value
    ['000000000000999999999999.99', undefined],
    ['0001000000000000', 'VALIDATION.NUMBER_TOO_LARGE'],
    ['999999999999.99', undefined],
    ['1000000000000', 'VALIDATION.NUMBER_TOO_LARGE'],
    [1e21, 'VALIDATION.NUMBER_TOO_LARGE'],
    ['.5', undefined],
    ['5.', undefined],
  ] as const)('%s -> %s', (input, code) => {
    expect(validatePositiveAmount(input)?.code).toBe(code);
  });

  it.each([
    ['1.500', 150],
    ['1.5', 150],
    ['007.25', 725],
    ['.5', 50],
    ['5.', 500],
    [12.5, 1250],
  ] as const)('%s is %i hundredths', (input, hundredths) => {
    expect(parsePositiveAmount(input)).toEqual({ ok: true, value: hundredths });
  });

  it.each([
    ['1.2345', 4, 12_345],
    ['1.2', 4, 12_000],
    ['1.23450000', 4, 12_345],
    ['3', 0, 3],
    ['3.000', 0, 3],
    // below 1e-6 a number prints in exponent notation; it is spelt out before parsing
    [1e-7, 7, 1],
    [2.5e-7, 8, 25],
  ] as const)('%s with %i decimals is %i', (input, places, scaled) => {
    expect(parsePositiveAmount(input, places)).toEqual({ ok: true, value: scaled });
  });

  it('reports the decimal limit as a parameter', () => {
    expect(validatePositiveAmount('1.234')).toEqual({
      code: 'VALIDATION.DECIMALS',
      params: { max: 2 },
    });
  });

  it('accepts every positive amount with at most 2 decimals and returns it in hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (hundredths) => {
        const text = (hundredths / 100).toFixed(2);
        expect(validatePositiveAmount(text)).toBeUndefined();
        expect(parsePositiveAmount(text)).toEqual({ ok: true, value: hundredths });
      }),
    );
  });

  it('refuses every amount with a third significant decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 9 }),
        (whole, cents, thousandth) => {
          const text = `${whole}.${String(cents).padStart(2, '0')}${thousandth}`;
          expect(validatePositiveAmount(text)?.code).toBe('VALIDATION.DECIMALS');
        },
      ),
    );
  });

  it('refuses zero and every negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 0 }), (hundredths) => {
        expect(validatePositiveAmount((hundredths / 100).toFixed(2))?.code).toBe(
          'VALIDATION.POSITIVE',
        );
      }),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => validatePositiveAmount(text)).not.toThrow();
        expect(() => parseDecimalInput(text)).not.toThrow();
      }),
    );
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['12.5', { whole: '12', fraction: '5', negative: false }],
    [' -007.50 ', { whole: '7', fraction: '50', negative: true }],
    ['+0', { whole: '', fraction: '', negative: false }],
    ['.05', { whole: '', fraction: '05', negative: false }],
    [12, { whole: '12', fraction: '', negative: false }],
  ] as const)('%j -> %j', (input, decimal) => {
    expect(parseDecimalInput(input)).toEqual({ ok: true, value: decimal });
  });
});

describe('validateIntegerAtLeast', () => {
  it.each([
    ['1', 1, undefined],
    ['0', 1, 'VALIDATION.INTEGER_MIN'],
    ['99', 100, 'VALIDATION.INTEGER_MIN'],
    ['100', 100, undefined],
    ['100.0', 100, undefined],
    ['100.5', 100, 'VALIDATION.INTEGER_MIN'],
    ['-3', 1, 'VALIDATION.INTEGER_MIN'],
    ['100.00', 100, undefined],
    [' 7 ', 1, undefined],
    ['', 1, 'VALIDATION.REQUIRED'],
    ['  ', 1, 'VALIDATION.REQUIRED'],
    [null, 1, 'VALIDATION.REQUIRED'],
    [undefined, 1, 'VALIDATION.REQUIRED'],
    ['x', 1, 'VALIDATION.NOT_A_NUMBER'],
  ] as const)('%s with min %s -> %s', (input, min, code) => {
    expect(validateIntegerAtLeast(input, min)?.code).toBe(code);
  });

  it('accepts every whole number at or above the minimum and refuses every one below', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 100_000 }),
        (min, value) => {
          const check = validateIntegerAtLeast(value, min);
          if (value >= min) expect(check).toBeUndefined();
          else expect(check).toEqual({ code: 'VALIDATION.INTEGER_MIN', params: { min } });
        },
      ),
    );
  });
});
