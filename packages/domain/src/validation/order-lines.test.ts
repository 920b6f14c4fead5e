import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateOrderProductText,
  validateOrderQuantity,
  validateOrderSku,
  validateOrderSkuCount,
} from './order-lines';

describe('validateOrderQuantity', () => {
  it.each([
    [0, 'ORDER.QUANTITY_RANGE'],
    [1, undefined],
    [999, undefined],
    [1000, 'ORDER.QUANTITY_RANGE'],
    ['1.5', 'ORDER.QUANTITY_RANGE'],
    ['2.0', undefined],
    [-1, 'ORDER.QUANTITY_RANGE'],
    ['99999999999999999', 'ORDER.QUANTITY_RANGE'],
    [' 7 ', undefined],
    ['', 'VALIDATION.REQUIRED'],
    ['   ', 'VALIDATION.REQUIRED'],
    [null, 'VALIDATION.REQUIRED'],
    [undefined, 'VALIDATION.REQUIRED'],
    ['two', 'VALIDATION.NOT_A_NUMBER'],
    [Number.NaN, 'VALIDATION.NOT_A_NUMBER'],
  ] as const)('%s -> %s', (quantity, code) => {
    expect(validateOrderQuantity(quantity)?.code).toBe(code);
  });

  it('accepts exactly the whole numbers 1-999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.boolean(), (quantity, asText) => {
        const check = validateOrderQuantity(asText ? String(quantity) : quantity);
        if (quantity >= 1 && quantity <= 999) expect(check).toBeUndefined();
        else expect(check).toEqual({ code: 'ORDER.QUANTITY_RANGE', params: { min: 1, max: 999 } });
      }),
    );
  });

  it('refuses every fractional quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 998 }),
        fc.integer({ min: 1, max: 9 }),
        (whole, tenth) => {
          expect(validateOrderQuantity(`${whole}.${tenth}`)?.code).toBe('ORDER.QUANTITY_RANGE');
        },
      ),
    );
  });
});

describe('validateOrderSku', () => {
  it.each([
    ['S'.repeat(99), undefined],
    ['S'.repeat(100), 'ORDER.SKU_TOO_LONG'],
    [` ${'S'.repeat(99)} `, undefined],
    ['', 'VALIDATION.REQUIRED'],
    ['  ', 'VALIDATION.REQUIRED'],
    [null, 'VALIDATION.REQUIRED'],
    [undefined, 'VALIDATION.REQUIRED'],
  ] as const)('%j -> %s', (sku, code) => {
    expect(validateOrderSku(sku)?.code).toBe(code);
  });

  it('names the limit', () => {
    expect(validateOrderSku('S'.repeat(100))).toEqual({
      code: 'ORDER.SKU_TOO_LONG',
      params: { max: 99 },
    });
  });

  it('accepts SKUs under 100 characters only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (length) => {
        expect(validateOrderSku('k'.repeat(length)) === undefined).toBe(length < 100);
      }),
    );
  });
});

describe('validateOrderProductText', () => {
  it.each([
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), 'ORDER.PRODUCT_TEXT_TOO_LONG'],
    [` ${'x'.repeat(100)} `, undefined],
    [' ', 'VALIDATION.REQUIRED'],
    [null, 'VALIDATION.REQUIRED'],
    [undefined, 'VALIDATION.REQUIRED'],
  ] as const)('%j -> %s', (text, code) => {
    expect(validateOrderProductText(text)?.code).toBe(code);
  });

  it('names the limit', () => {
    expect(validateOrderProductText('x'.repeat(101))).toEqual({
      code: 'ORDER.PRODUCT_TEXT_TOO_LONG',
      params: { max: 100 },
    });
  });

  it('accepts 1-100 characters only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (length) => {
        expect(validateOrderProductText('t'.repeat(length)) === undefined).toBe(length <= 100);
      }),
    );
  });
});

describe('validateOrderSkuCount', () => {
  const skus = (count: number) => Array.from({ length: count }, (_, i) => `SKU-${i}`);

  it.each([
    [0, 18, 'ORDER.NO_PRODUCTS'],
    [1, 18, undefined],
    [18, 18, undefined],
    [19, 18, 'ORDER.TOO_MANY_SKUS'],
    [4, 4, undefined],
    [5, 4, 'ORDER.TOO_MANY_SKUS'],
  ] as const)('%i SKUs with a cap of %i -> %s', (count, max, code) => {
    expect(validateOrderSkuCount(skus(count), max)?.code).toBe(code);
  });

  it('counts a SKU typed with spaces around it once', () => {
    const lines = [...skus(4), ' SKU-0', 'SKU-1 ', ' SKU-2 '];
    expect(validateOrderSkuCount(lines, 4)).toBeUndefined();
    expect(validateOrderSkuCount([...lines, 'SKU-4'], 4)).toEqual({
      code: 'ORDER.TOO_MANY_SKUS',
      params: { max: 4 },
    });
  });

  it('uses the spec text for an empty order', () => {
    expect(validateOrderSkuCount([])).toEqual({ code: 'ORDER.NO_PRODUCTS' });
  });

  it('counts distinct SKUs against the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(4, 18),
        fc.integer({ min: 1, max: 3 }),
        (count, max, copies) => {
          const lines = skus(count).flatMap((sku) => Array.from({ length: copies }, () => sku));
          const check = validateOrderSkuCount(lines, max);
          if (count <= max) expect(check).toBeUndefined();
          else expect(check).toEqual({ code: 'ORDER.TOO_MANY_SKUS', params: { max } });
        },
      ),
    );
  });
});
