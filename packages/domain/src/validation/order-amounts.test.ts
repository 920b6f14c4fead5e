import fc from 'fast-check';
import { decimalText } from '../fees/money-text';
import { describe, expect, it } from 'vitest';
import type { ShippingChannel } from './channels';
import { findShippingChannel } from './channels';
import {
  validateCodAmount,
  validateDeclaredCurrency,
  validateDeclaredUnitValue,
  validateInsuranceAgreement,
  validateInsuredValue,
  validateOrderTotal,
  validateShippingFeeQuote,
} from './order-amounts';

const channel = (code: string): ShippingChannel => {
  const found = findShippingChannel(code);
  if (found === undefined) throw new Error(`sample channel ${code} missing`);
  return found;
};
const usStd = channel('US-STD');
const deDhl = channel('DE-DHL');
const usEco = channel('US-ECO');

describe('validateDeclaredUnitValue', () => {
  it.each([
    [usStd, '9.99', 'ORDER.DECLARED_VALUE_BELOW_MIN'],
    [usStd, '10', undefined],
    [usStd, '749', undefined],
    [usStd, '749.01', 'ORDER.DECLARED_VALUE_ABOVE_MAX'],
    [usEco, '15', undefined],
    [usEco, '15.01', 'ORDER.DECLARED_VALUE_ABOVE_MAX'],
    [deDhl, '150', undefined],
    [deDhl, '150.01', 'ORDER.DECLARED_VALUE_ABOVE_MAX'],
    [usStd, '0', 'VALIDATION.POSITIVE'],
  ] as const)('%#: %s on the channel -> %s', (on, value, code) => {
    expect(validateDeclaredUnitValue(value, on)?.code).toBe(code);
  });

  it('names the bound and the currency', () => {
    expect(validateDeclaredUnitValue('800', usStd)).toEqual({
      code: 'ORDER.DECLARED_VALUE_ABOVE_MAX',
      params: { max: '749.00', currency: 'USD' },
    });
    expect(validateDeclaredUnitValue('5', usStd)).toEqual({
      code: 'ORDER.DECLARED_VALUE_BELOW_MIN',
      params: { min: '10.00', currency: 'USD' },
    });
  });

  it('accepts exactly the values within [10, 749] USD on US-STD', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (minor) => {
        const check = validateDeclaredUnitValue(decimalText(minor), usStd);
        expect(check === undefined).toBe(minor >= 1000 && minor <= 74_900);
      }),
    );
  });
});

describe('validateDeclaredCurrency', () => {
  it.each([
    [usStd, 'USD', undefined],
    [usStd, 'EUR', 'ORDER.DECLARED_CURRENCY_MISMATCH'],
    [deDhl, 'EUR', undefined],
    [channel('UK-RM'), 'GBP', undefined],
  ] as const)('%#: %s -> %s', (on, currency, code) => {
    expect(validateDeclaredCurrency(currency, on)?.code).toBe(code);
  });
});

describe('validateDeclaredCurrency property', () => {
  it('accepts exactly the channel currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('USD', 'EUR', 'GBP', 'CNY'),
        fc.constantFrom(usStd, deDhl),
        (currency, on) => {
          const check = validateDeclaredCurrency(currency, on);
          if (currency === on.declaredValue.currency) expect(check).toBeUndefined();
          else
            expect(check).toEqual({
              code: 'ORDER.DECLARED_CURRENCY_MISMATCH',
              params: { currency: on.declaredValue.currency },
            });
        },
      ),
    );
  });
});

describe('validateOrderTotal', () => {
  it.each([
    [usStd, 80_000, undefined],
    [usStd, 80_001, 'ORDER.TOTAL_ABOVE_MAX'],
    [usEco, 104_700, undefined],
    [usEco, 104_701, 'ORDER.TOTAL_ABOVE_MAX'],
    [channel('SGEXP'), 150_000, undefined],
    [channel('SGEXP'), 150_001, 'ORDER.TOTAL_ABOVE_MAX'],
    [deDhl, 10_000_000, undefined],
  ] as const)('%#: total %i -> %s', (on, total, code) => {
    expect(validateOrderTotal(total, on)?.code).toBe(code);
  });

  it('refuses exactly the totals above the cap', () => {
    fc.assert(
      fc.property(fc.nat({ max: 300_000 }), (total) => {
        expect(validateOrderTotal(total, usEco) === undefined).toBe(total <= 104_700);
      }),
    );
  });
});

describe('validateInsuredValue', () => {
  it.each([
    ['', 1000, usStd, undefined],
    ['15', 1000, usStd, undefined],
    ['15.01', 1000, usStd, 'ORDER.INSURED_VALUE_RATIO'],
    ['300', 100_000, usStd, undefined],
    ['300.01', 100_000, usStd, 'ORDER.INSURED_VALUE_CAP'],
    ['100', 100_000, deDhl, undefined],
    ['100.01', 100_000, deDhl, 'ORDER.INSURED_VALUE_CAP'],
    ['1000', 100_000, channel('SGEXP'), undefined],
    ['1000.01', 100_000, channel('SGEXP'), 'ORDER.INSURED_VALUE_CAP'],
    ['0', 1000, usStd, 'VALIDATION.POSITIVE'],
  ] as const)('%#: insured %s on declared %i -> %s', (insured, declared, on, code) => {
    expect(validateInsuredValue(insured, declared, on)?.code).toBe(code);
  });

  it('accepts exactly the values up to 1.5 times the declared total and the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: 1, max: 60_000 }),
        (insured, declared) => {
          const check = validateInsuredValue(decimalText(insured), declared, usStd);
          if (insured * 2 > declared * 3)
            expect(check).toEqual({ code: 'ORDER.INSURED_VALUE_RATIO', params: { ratio: 1.5 } });
          else if (insured > 30_000)
            expect(check).toEqual({
              code: 'ORDER.INSURED_VALUE_CAP',
              params: { max: '300.00', currency: 'USD' },
            });
          else expect(check).toBeUndefined();
        },
      ),
    );
  });
});

describe('insurance agreement, COD and the shipping fee', () => {
  it.each([
    ['', false, undefined],
    ['10', false, 'ORDER.INSURANCE_AGREEMENT_REQUIRED'],
    ['10', true, undefined],
  ] as const)('insured %s, agreed %s -> %s', (insured, agreed, code) => {
    expect(validateInsuranceAgreement(insured, agreed)?.code).toBe(code);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['0', 'VALIDATION.POSITIVE'],
    ['0.01', undefined],
    ['-5', 'VALIDATION.POSITIVE'],
  ] as const)('COD %s -> %s', (amount, code) => {
    expect(validateCodAmount(amount)?.code).toBe(code);
  });

  it.each([
    [null, 'ORDER.SHIPPING_FEE_UNAVAILABLE'],
    [undefined, 'ORDER.SHIPPING_FEE_UNAVAILABLE'],
    [Number.NaN, 'ORDER.SHIPPING_FEE_UNAVAILABLE'],
    [-1, 'ORDER.SHIPPING_FEE_UNAVAILABLE'],
    [0, undefined],
    [1250, undefined],
  ] as const)('fee %s -> %s', (fee, code) => {
    expect(validateShippingFeeQuote(fee)?.code).toBe(code);
  });

  it('accepts every quoted fee of 0 or more and refuses every negative one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (fee) => {
        expect(validateShippingFeeQuote(fee) === undefined).toBe(fee >= 0);
      }),
    );
  });

  it('an insured order always needs the agreement, and COD is valid iff above 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.boolean(), (minor, agreed) => {
        const text = (minor / 100).toFixed(2);
        expect(validateInsuranceAgreement(text, agreed) === undefined).toBe(agreed);
        expect(validateCodAmount(text) === undefined).toBe(minor > 0);
      }),
    );
  });
});
