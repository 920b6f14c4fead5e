import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from './money';
import {
  PREPAID_DUTY_FEES,
  SGEXP_ASSUMED_GST_RATE,
  destinationFee,
  destinationVat,
  lowValueDutyFee,
  prepaidDutyFee,
  sgexpImportCharges,
} from './destination-charges';
import { TEST_RATES } from './test-rates';

const cny = (amount: number): Money => ({ amount, currency: 'CNY' });
const usd = (amount: number): Money => ({ amount, currency: 'USD' });
const sgd = (amount: number): Money => ({ amount, currency: 'SGD' });

describe('destination VAT: 5% of the declared value for UAE and Saudi Arabia', () => {
  it.each([
    ['AE', usd(100_00), 35_00], // 700 RMB x 5%
    ['sa', usd(100_00), 35_00],
    ['AE', cny(1_09), 5], // 5.45 fen -> 5 (half-up)
    ['AE', cny(1_10), 6], // 5.5 fen -> 6 (half-up)
    ['QA', usd(100_00), 0],
    ['DE', usd(100_00), 0],
  ])('%s on %o is %i fen', (country, declaredValue, fen) => {
    expect(destinationVat({ country, declaredValue }, TEST_RATES)).toEqual({
      ok: true,
      value: cny(fen),
    });
  });

  it('is monotone in the declared value and stays within half a fen of 5%', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 10), fc.nat(10 ** 8), (value, step) => {
        const low = destinationVat({ country: 'AE', declaredValue: cny(value) }, TEST_RATES);
        const high = destinationVat(
          { country: 'AE', declaredValue: cny(value + step) },
          TEST_RATES,
        );
        if (!low.ok || !high.ok) throw new Error('unexpected failure');
        expect(high.value.amount).toBeGreaterThanOrEqual(low.value.amount);
        expect(Math.abs(low.value.amount - value / 20)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe('destination fee and prepaid duty', () => {
  it.each([
    ['QA', 39_00],
    ['qa', 39_00],
    ['AE', 0],
  ])('%s: destination fee %i fen', (country, fen) => {
    expect(destinationFee(country)).toEqual(cny(fen));
  });

  it('names the four prepaid-duty fees of the spec', () => {
    expect(PREPAID_DUTY_FEES).toEqual([cny(120_00), cny(150_00), cny(170_00), cny(300_00)]);
  });

  const table = [
    { channel: 'EXPRESS-A', country: 'GB', fee: cny(120_00) },
    { channel: 'EXPRESS-A', country: 'AU', fee: cny(300_00) },
  ];

  it.each([
    ['EXPRESS-A', 'GB', { ok: true, value: cny(120_00) }],
    ['EXPRESS-A', 'au', { ok: true, value: cny(300_00) }],
    [
      'EXPRESS-B',
      'GB',
      {
        ok: false,
        error: {
          code: 'FEE.PREPAID_DUTY_UNAVAILABLE',
          params: { channel: 'EXPRESS-B', country: 'GB' },
        },
      },
    ],
  ])('%s to %s', (channel, country, expected) => {
    expect(prepaidDutyFee(table, { channel, country })).toEqual(expected);
  });
});

describe('10 RMB duty over 15 USD declared', () => {
  it.each([
    [usd(14_99), 0],
    [usd(15_00), 0],
    [usd(15_01), 10_00],
    [cny(105_00), 0], // exactly 15 USD at 7
    [cny(105_01), 10_00],
  ])('declared %o: %i fen', (declaredValue, fen) => {
    expect(lowValueDutyFee(declaredValue, TEST_RATES)).toEqual({ ok: true, value: cny(fen) });
  });

  it('is monotone in the declared value', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 6), fc.nat(10 ** 4), (value, step) => {
        const low = lowValueDutyFee(usd(value), TEST_RATES);
        const high = lowValueDutyFee(usd(value + step), TEST_RATES);
        expect(low.ok && high.ok && high.value.amount >= low.value.amount).toBe(true);
      }),
    );
  });
});

describe('SGEXP over 400 SGD: tax (rate passed in) and a 106 RMB customs fee', () => {
  const charges = (declaredValue: Money) =>
    sgexpImportCharges({ declaredValue, taxRate: SGEXP_ASSUMED_GST_RATE }, TEST_RATES);

  it.each([
    [sgd(399_99), 0, 0],
    [sgd(400_00), 0, 0],
    [sgd(400_01), 180_00, 106_00], // 2000.05 RMB x 9% = 180.0045 -> 180.00 (half-up)
    [sgd(1000_00), 450_00, 106_00],
    [usd(285_71), 0, 0], // 399.994 SGD
    [usd(285_72), 180_00, 106_00], // 400.008 SGD; 2000.04 RMB x 9% = 180.0036
  ])('declared %o: tax %i fen, customs fee %i fen', (declaredValue, tax, customsFee) => {
    expect(charges(declaredValue)).toEqual({
      ok: true,
      value: { tax: cny(tax), customsFee: cny(customsFee), total: cny(tax + customsFee) },
    });
  });

  it('takes the tax rate as a parameter, not a hidden constant', () => {
    const result = sgexpImportCharges(
      { declaredValue: sgd(1000_00), taxRate: { numerator: 8n, denominator: 100n } },
      TEST_RATES,
    );
    expect(result.ok && result.value.tax).toEqual(cny(400_00));
  });

  it('refuses a tax rate without a positive denominator rather than throwing', () => {
    const result = sgexpImportCharges(
      { declaredValue: sgd(1000_00), taxRate: { numerator: 9n, denominator: 0n } },
      TEST_RATES,
    );
    expect(result.ok ? undefined : result.error).toEqual({
      code: 'MONEY.INVALID_RATE',
      params: { rate: '9/0' },
    });
  });

  it('is monotone in the declared value', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 7), fc.nat(10 ** 5), (value, step) => {
        const low = charges(sgd(value));
        const high = charges(sgd(value + step));
        expect(low.ok && high.ok && high.value.total.amount >= low.value.total.amount).toBe(true);
      }),
    );
  });
});

describe('declared values must not be negative', () => {
  it.each([
    () => destinationVat({ country: 'AE', declaredValue: usd(-1) }, TEST_RATES),
    () => lowValueDutyFee(usd(-1), TEST_RATES),
    () =>
      sgexpImportCharges({ declaredValue: usd(-1), taxRate: SGEXP_ASSUMED_GST_RATE }, TEST_RATES),
  ])('%#', (compute) => {
    const result = compute();
    expect(result.ok ? undefined : result.error.code).toBe('FEE.INVALID_MEASURE');
  });
});
