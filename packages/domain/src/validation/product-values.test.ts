import fc from 'fast-check';
import { ORIGIN_COUNTRY_NAMES } from './origin-countries';
import { describe, expect, it } from 'vitest';
import {
  validateDeclaredValue,
  validateHsCode,
  validateOrigin,
  validateProductDimension,
  validateProductPrice,
  validateProductWeight,
} from './product-values';

const hundredths = fc.integer({ min: 1, max: 10_000_000 });
const asText = (value: number) => (value / 100).toFixed(2);

describe('price, weight and dimensions', () => {
  it.each([
    ['0.01', undefined],
    ['0', 'VALIDATION.POSITIVE'],
    ['10.99', undefined],
    ['10.999', 'VALIDATION.DECIMALS'],
    ['', 'VALIDATION.REQUIRED'],
  ] as const)('%s -> %s', (value, code) => {
    expect(validateProductPrice(value)?.code).toBe(code);
    expect(validateProductWeight(value)?.code).toBe(code);
    expect(validateProductDimension(value)?.code).toBe(code);
  });

  it('accept every positive value with 2 decimals and refuse its negation', () => {
    fc.assert(
      fc.property(hundredths, (value) => {
        expect(validateProductWeight(asText(value))).toBeUndefined();
        expect(validateProductDimension(`-${asText(value)}`)?.code).toBe('VALIDATION.POSITIVE');
      }),
    );
  });
});

describe('validateDeclaredValue', () => {
  it.each([
    ['10.00', '10.00', undefined],
    ['9.99', '10.00', 'PRODUCT.DECLARED_BELOW_COST'],
    ['10.01', '10', undefined],
    ['0', '10', 'VALIDATION.POSITIVE'],
    ['', '10', 'VALIDATION.REQUIRED'],
    ['5', '', undefined],
    ['5.555', '1', 'VALIDATION.DECIMALS'],
  ] as const)('declared %s against cost %s -> %s', (declared, cost, code) => {
    expect(validateDeclaredValue(declared, cost)?.code).toBe(code);
  });

  it('accepts declared >= cost and refuses declared < cost, compared exactly', () => {
    fc.assert(
      fc.property(hundredths, hundredths, (declared, cost) => {
        const check = validateDeclaredValue(asText(declared), asText(cost));
        if (declared >= cost) expect(check).toBeUndefined();
        else expect(check).toEqual({ code: 'PRODUCT.DECLARED_BELOW_COST' });
      }),
    );
  });
});

describe('validateHsCode', () => {
  it.each([
    ['12345678', undefined],
    ['1234567', 'PRODUCT.HS_CODE_INVALID'],
    ['6109100010', undefined],
    ['1234.5678', 'PRODUCT.HS_CODE_INVALID'],
    ['abcdefgh', 'PRODUCT.HS_CODE_INVALID'],
    ['', 'VALIDATION.REQUIRED'],
  ] as const)('%s -> %s', (code, expected) => {
    expect(validateHsCode(code)?.code).toBe(expected);
  });

  it('accepts every run of 8+ digits and refuses every shorter one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
        const check = validateHsCode(digits);
        if (digits.length >= 8) expect(check).toBeUndefined();
        else expect(check?.code).toBe('PRODUCT.HS_CODE_INVALID');
      }),
    );
  });
});

describe('validateOrigin', () => {
  it.each([
    ['China', undefined],
    ['Korea, Republic of', undefined],
    ['  united   kingdom ', undefined],
    ['Turkey', undefined],
    ['中国', 'PRODUCT.ORIGIN_ENGLISH_ONLY'],
    ['Türkiye', 'PRODUCT.ORIGIN_ENGLISH_ONLY'],
    ['123', 'PRODUCT.ORIGIN_ENGLISH_ONLY'],
    // English, but no country of the list (issue 10, item 8: the upload took free text)
    ['Chinaland', 'PRODUCT.ORIGIN_UNKNOWN'],
    ['Made in China', 'PRODUCT.ORIGIN_UNKNOWN'],
    ['', 'VALIDATION.REQUIRED'],
  ] as const)('%s -> %s', (origin, code) => {
    expect(validateOrigin(origin)?.code).toBe(code);
  });

  it('accepts every English name of the list, and refuses it with a Chinese character added', () => {
    const names = Object.values(ORIGIN_COUNTRY_NAMES).flat();
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.constantFrom('中', '国'), (name, han) => {
        expect(validateOrigin(name)).toBeUndefined();
        expect(validateOrigin(name + han)?.code).toBe('PRODUCT.ORIGIN_ENGLISH_ONLY');
      }),
    );
  });
});
