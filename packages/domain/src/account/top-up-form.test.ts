import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOP_UP_METHODS, validateTopUpForm } from './top-up-form';

describe('validateTopUpForm', () => {
  it.each([
    [{ amount: '250', method: 'bank_transfer' }, []],
    [{ amount: '0.01', method: 'alipay' }, []],
    [{ amount: '', method: 'bank_transfer' }, [['amount', 'VALIDATION.REQUIRED']]],
    [{ amount: '0', method: 'bank_transfer' }, [['amount', 'ACCOUNT.AMOUNT_NUMERIC']]],
    [{ amount: '1.234', method: 'bank_transfer' }, [['amount', 'ACCOUNT.AMOUNT_NUMERIC']]],
    [{ amount: '-5', method: 'bank_transfer' }, [['amount', 'ACCOUNT.AMOUNT_NUMERIC']]],
    [{ amount: '5', method: '' }, [['method', 'VALIDATION.REQUIRED']]],
    [{ amount: '5', method: 'cash' }, [['method', 'VALIDATION.CHOICE_INVALID']]],
    [
      { amount: 'x', method: 'cash' },
      [
        ['amount', 'ACCOUNT.AMOUNT_NUMERIC'],
        ['method', 'VALIDATION.CHOICE_INVALID'],
      ],
    ],
  ])('%o -> %o', (form, expected) => {
    expect(validateTopUpForm(form).map((issue) => [issue.field, issue.code])).toEqual(expected);
  });

  it('accepts every positive amount in fen with each method', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.constantFrom(...TOP_UP_METHODS),
        (fen, method) => {
          const amount = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
          expect(validateTopUpForm({ amount, method })).toEqual([]);
        },
      ),
    );
  });
});
