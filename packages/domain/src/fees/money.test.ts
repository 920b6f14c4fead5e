import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from './money';
import {
  addMoney,
  compareMoney,
  maxMoney,
  moneyFromMinor,
  multiplyMoney,
  subtractMoney,
  zeroMoney,
} from './money';

const cny = (amount: number): Money => ({ amount, currency: 'CNY' });
const usd = (amount: number): Money => ({ amount, currency: 'USD' });
const mismatch = { code: 'MONEY.CURRENCY_MISMATCH', params: { expected: 'CNY', actual: 'USD' } };

describe('money', () => {
  it.each([
    [1234, true],
    [0, true],
    [-5, true],
    [12.5, false],
    [Number.MAX_SAFE_INTEGER, true],
    [Number.MAX_SAFE_INTEGER + 1, false],
    [Number.NaN, false],
  ])('moneyFromMinor(%d) is accepted: %s', (amount, accepted) => {
    expect(moneyFromMinor(amount, 'CNY').ok).toBe(accepted);
  });

  it('adds, subtracts, compares and takes the larger within one currency', () => {
    expect(addMoney(cny(150), cny(250))).toEqual({ ok: true, value: cny(400) });
    expect(subtractMoney(cny(150), cny(250))).toEqual({ ok: true, value: cny(-100) });
    expect(compareMoney(cny(1), cny(2))).toEqual({ ok: true, value: -1 });
    expect(compareMoney(cny(2), cny(2))).toEqual({ ok: true, value: 0 });
    expect(maxMoney(cny(1), cny(2))).toEqual({ ok: true, value: cny(2) });
    expect(zeroMoney('SGD')).toEqual({ amount: 0, currency: 'SGD' });
  });

  it.each([addMoney, subtractMoney, compareMoney, maxMoney])(
    '%o refuses two currencies',
    (operation) => {
      expect(operation(cny(1), usd(1))).toEqual({ ok: false, error: mismatch });
    },
  );

  it.each([
    // 0.6% of 1.25 CNY = 0.75 fen
    [125, 6n, 1000n, 'half_up', 1],
    [125, 6n, 1000n, 'floor', 0],
    // 0.1% of 5.00 CNY = 0.5 fen: half-up goes up, half-even goes to 0
    [500, 1n, 1000n, 'half_up', 1],
    [500, 1n, 1000n, 'half_even', 0],
    [1500, 1n, 1000n, 'half_even', 2],
    [1001, 1n, 1000n, 'ceiling', 2],
  ] as const)('%i fen x %i/%i (%s) = %i fen', (amount, numerator, denominator, mode, expected) => {
    expect(multiplyMoney(cny(amount), { numerator, denominator }, mode)).toEqual({
      ok: true,
      value: cny(expected),
    });
  });

  it.each([
    [Number.MAX_SAFE_INTEGER, 2n],
    // found by fast-check (seed -2019673485): -9.007e15 fen is just past the safe range
    [-998027618254, 9025n],
  ])(
    'refuses %i x %i, which leaves the safe-integer range, instead of losing precision',
    (amount, factor) => {
      const result = multiplyMoney(cny(amount), { numerator: factor, denominator: 1n }, 'half_up');
      expect(result.ok ? undefined : result.error.code).toBe('MONEY.NOT_MINOR_UNITS');
    },
  );

  it.each([
    [cny(12.5), { numerator: 1n, denominator: 1n }, 'MONEY.NOT_MINOR_UNITS'],
    [cny(100), { numerator: 1n, denominator: 0n }, 'MONEY.INVALID_RATE'],
    [cny(100), { numerator: -1n, denominator: 1n }, 'MONEY.INVALID_RATE'],
  ])('refuses %o x %o with %s rather than throwing', (money, rate, code) => {
    const result = multiplyMoney(money, rate, 'half_up');
    expect(result.ok ? undefined : result.error.code).toBe(code);
  });

  const amount = fc.integer({ min: -(10 ** 12), max: 10 ** 12 });

  it('add is commutative and subtract undoes it', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(addMoney(cny(a), cny(b))).toEqual(addMoney(cny(b), cny(a)));
        const sum = addMoney(cny(a), cny(b));
        expect(sum.ok && subtractMoney(sum.value, cny(b))).toEqual({ ok: true, value: cny(a) });
      }),
    );
  });

  it('multiplying by a non-negative rate is monotone in the amount and yields whole minor units', () => {
    // |amount| x numerator stays under 2^53, so every product is representable
    const inRange = fc.integer({ min: -(10 ** 11), max: 10 ** 11 });
    fc.assert(
      fc.property(
        inRange,
        fc.nat(10 ** 6),
        fc.bigInt(0n, 10n ** 4n),
        fc.bigInt(1n, 10n ** 4n),
        fc.constantFrom('half_up', 'half_even', 'ceiling', 'floor' as const),
        (a, step, numerator, denominator, mode) => {
          const rate = { numerator, denominator };
          const low = multiplyMoney(cny(a), rate, mode);
          const high = multiplyMoney(cny(a + step), rate, mode);
          expect(low.ok && high.ok && high.value.amount >= low.value.amount).toBe(true);
          expect(low.ok && Number.isInteger(low.value.amount)).toBe(true);
        },
      ),
    );
  });
});
