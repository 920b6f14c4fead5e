import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from './money';
import { shippingInsuranceFee, warehousingInsuranceFee } from './insurance';
import { TEST_RATES } from './test-rates';

const cny = (amount: number): Money => ({ amount, currency: 'CNY' });
const usd = (amount: number): Money => ({ amount, currency: 'USD' });

describe('warehousing insurance: 0.1% of the value, at least 0.01 RMB each unit', () => {
  it.each([
    // unit value, quantity, fee in fen
    [cny(100_00), 1, 10], // 0.1% of 100 RMB = 0.10
    [cny(14_99), 1, 1], // 1.499 fen -> 1 (half-up)
    [cny(15_00), 1, 2], // 1.5 fen -> 2 (half-up)
    [cny(4_99), 1, 1], // 0.499 fen -> 0, raised to the 0.01 minimum
    [cny(0), 3, 3], // the minimum applies to each unit
    [cny(5_00), 10, 10], // 0.5 fen -> 1 fen each, then x10
    [usd(10_00), 2, 14], // 10 USD = 70 RMB -> 0.07 each
    [usd(1_07), 1, 1], // 7.49 RMB -> 0.749 fen -> 1
    [cny(100_00), 0, 0],
  ])('%o x %i costs %i fen', (unitValue, quantity, fen) => {
    expect(warehousingInsuranceFee({ unitValue, quantity }, TEST_RATES)).toEqual({
      ok: true,
      value: cny(fen),
    });
  });

  it.each([
    [cny(-1), 1],
    [cny(100), -1],
    [cny(100), 1.5],
  ])('refuses %o x %d', (unitValue, quantity) => {
    const result = warehousingInsuranceFee({ unitValue, quantity }, TEST_RATES);
    expect(result.ok ? undefined : result.error.code).toBe('FEE.INVALID_MEASURE');
  });

  it('is monotone in the value, never below the minimum per unit', () => {
    fc.assert(
      fc.property(
        fc.nat(10 ** 10),
        fc.nat(10 ** 8),
        fc.integer({ min: 1, max: 999 }),
        (v, step, q) => {
          const low = warehousingInsuranceFee({ unitValue: cny(v), quantity: q }, TEST_RATES);
          const high = warehousingInsuranceFee(
            { unitValue: cny(v + step), quantity: q },
            TEST_RATES,
          );
          expect(low.ok && high.ok && high.value.amount >= low.value.amount).toBe(true);
          expect(low.ok && low.value.amount >= q).toBe(true);
          // half-up per unit: |fee/q - v/1000| <= 0.5 fen unless the minimum lifted it
          if (low.ok && low.value.amount > q)
            expect(Math.abs(low.value.amount / q - v / 1000)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });
});

describe('shipping insurance: 0.6% of (insured value + freight), at least 1 RMB a shipment', () => {
  it.each([
    // insured, freight, fee in fen
    [cny(100_00), cny(50_00), 100], // 0.90 RMB -> raised to 1.00
    [cny(166_66), cny(0), 100], // 0.99996 -> 1.00 (half-up) = the minimum
    [cny(166_67), cny(0), 100], // 1.00002 -> 1.00
    [cny(200_00), cny(50_00), 150], // 250 x 0.6% = 1.50
    [cny(250_75), cny(0), 150], // 150.45 fen -> 150 (half-up)
    [cny(250_84), cny(0), 151], // 150.504 fen -> 151 (half-up)
    [usd(100_00), cny(30_00), 438], // 700 + 30 = 730 RMB -> 4.38
    [usd(0), cny(0), 100],
  ])('%o + %o costs %i fen', (insuredValue, freight, fen) => {
    expect(shippingInsuranceFee({ insuredValue, freight }, TEST_RATES)).toEqual({
      ok: true,
      value: cny(fen),
    });
  });

  it('needs a rate for each currency it converts', () => {
    const result = shippingInsuranceFee(
      { insuredValue: { amount: 100, currency: 'EUR' }, freight: cny(0) },
      TEST_RATES,
    );
    expect(result).toEqual({
      ok: false,
      error: { code: 'FEE.RATE_UNAVAILABLE', params: { from: 'EUR', to: 'CNY' } },
    });
  });

  it('refuses a negative freight', () => {
    const result = shippingInsuranceFee({ insuredValue: cny(1), freight: cny(-1) }, TEST_RATES);
    expect(result.ok ? undefined : result.error).toEqual({
      code: 'FEE.INVALID_MEASURE',
      params: { field: 'freight' },
    });
  });

  it('is monotone in each base and never below 1 RMB; rounded half-up to the fen', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 10), fc.nat(10 ** 8), fc.nat(10 ** 8), (insured, freight, step) => {
        const fee = (i: number, f: number) =>
          shippingInsuranceFee({ insuredValue: usd(i), freight: cny(f) }, TEST_RATES);
        const base = fee(insured, freight);
        const moreInsured = fee(insured + step, freight);
        const moreFreight = fee(insured, freight + step);
        if (!base.ok || !moreInsured.ok || !moreFreight.ok) throw new Error('unexpected failure');
        expect(moreInsured.value.amount).toBeGreaterThanOrEqual(base.value.amount);
        expect(moreFreight.value.amount).toBeGreaterThanOrEqual(base.value.amount);
        expect(base.value.amount).toBeGreaterThanOrEqual(100);
        const exact = ((insured * 7 + freight) * 6) / 1000;
        if (base.value.amount > 100)
          expect(Math.abs(base.value.amount - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});
