import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalText } from '../fees/money-text';
import { AMOUNT_MAX_MINOR, parseAmountToMinor } from './amount';

describe('parseAmountToMinor', () => {
  it('accepts the largest amount and refuses one cent more', () => {
    const max = parseAmountToMinor(decimalText(AMOUNT_MAX_MINOR));
    expect(max.ok && max.value).toBe(AMOUNT_MAX_MINOR);
    const over = parseAmountToMinor(decimalText(AMOUNT_MAX_MINOR + 1));
    expect(over).toEqual({
      ok: false,
      error: { field: 'amount', code: 'ACCOUNT.AMOUNT_NUMERIC', params: { field: 'amount' } },
    });
    const named = parseAmountToMinor('x', 'price');
    expect(!named.ok && named.error.field).toBe('price');
  });

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    [' 3.07 ', 307],
  ])('%j -> %d', (value, minor) => {
    const result = parseAmountToMinor(value);
    expect(result.ok && result.value).toBe(minor);
  });

  it.each(['', 'abc', '1.234', '-5', '0', '0.00', '1e3', '12,5', '.5'])('refuses %j', (value) => {
    const result = parseAmountToMinor(value);
    expect(!result.ok && result.error.code).toBe('ACCOUNT.AMOUNT_NUMERIC');
  });

  it('round-trips any positive amount in minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (minor) => {
        const result = parseAmountToMinor(decimalText(minor));
        expect(result.ok && result.value).toBe(minor);
      }),
    );
  });
});
