import { MONEY_CURRENCIES, MoneySchema } from '@portal/contract';
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { storedMoney, UnknownStoredMoneyError } from './money';

describe('storedMoney', () => {
  it.each([
    [1250, 'USD', { amount: 1250, currency: 'USD' }],
    ['100000', 'CNY', { amount: 100000, currency: 'CNY' }],
    [-216n, 'CNY', { amount: -216, currency: 'CNY' }],
  ] as const)('%s %s -> %j', (amount, currency, money) => {
    expect(storedMoney(amount, currency)).toEqual(money);
  });

  it.each([
    [1250, 'EUR'],
    [12.5, 'USD'],
    ['12.50', 'USD'],
    ['9007199254740993', 'CNY'],
  ] as const)('refuses %s %s as a fault, never a guess', (amount, currency) => {
    expect(() => storedMoney(amount, currency)).toThrow(UnknownStoredMoneyError);
  });

  it('answers what MoneySchema accepts for every stored integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(...MONEY_CURRENCIES), (amount, currency) => {
        expect(Value.Check(MoneySchema, storedMoney(String(amount), currency))).toBe(true);
      }),
    );
  });
});
