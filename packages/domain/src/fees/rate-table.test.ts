import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMoney, rateTableFromEntries } from './rate-table';
import type { RateTable } from './rate-table';

const rates = rateTableFromEntries([
  { from: 'USD', to: 'CNY', rate: { numerator: 72n, denominator: 10n } },
]);

describe('currency conversion through the RateTable port', () => {
  it.each([
    // 1.00 USD at 7.2 = 7.20 CNY; 0.01 USD = 0.072 CNY -> 0.07 (half_up) / 0.08 (ceiling)
    [100, 'half_up', 720],
    [1, 'half_up', 7],
    [1, 'ceiling', 8],
    [1, 'floor', 7],
  ] as const)('%i cents USD (%s) is %i fen', (amount, mode, expected) => {
    expect(convertMoney({ amount, currency: 'USD' }, 'CNY', rates, mode)).toEqual({
      ok: true,
      value: { amount: expected, currency: 'CNY' },
    });
  });

  it('never infers a missing pair, not even the inverse', () => {
    expect(convertMoney({ amount: 720, currency: 'CNY' }, 'USD', rates, 'half_up')).toEqual({
      ok: false,
      error: { code: 'FEE.RATE_UNAVAILABLE', params: { from: 'CNY', to: 'USD' } },
    });
  });

  it('refuses a broken rate from an adapter (zero denominator) instead of throwing', () => {
    const broken = rateTableFromEntries([
      { from: 'USD', to: 'CNY', rate: { numerator: 7n, denominator: 0n } },
    ]);
    const result = convertMoney({ amount: 100, currency: 'USD' }, 'CNY', broken, 'half_up');
    expect(result.ok ? undefined : result.error.code).toBe('MONEY.INVALID_RATE');
  });

  it('leaves an amount already in the target currency untouched without asking the table', () => {
    const noRates: RateTable = {
      rate: () => {
        throw new Error('not implemented');
      },
    };
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (amount) => {
        expect(convertMoney({ amount, currency: 'EUR' }, 'EUR', noRates, 'floor')).toEqual({
          ok: true,
          value: { amount, currency: 'EUR' },
        });
      }),
    );
  });
});
