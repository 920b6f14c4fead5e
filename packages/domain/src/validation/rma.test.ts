import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RmaFormInput } from './rma';
import { validateRma } from './rma';

const validRma: RmaFormInput = {
  orderNumber: 'SO2026001',
  trackingNumbers: ['RR123456789CN'],
  products: [{ sku: 'MUG-1', quantity: 2 }],
};

describe('validateRma', () => {
  it('accepts a complete return', () => {
    expect(validateRma(validRma)).toEqual([]);
  });

  it.each([
    [{ products: [] }, 'products', 'RMA.NO_PRODUCTS'],
    [{ trackingNumbers: ['RR 123'] }, 'trackingNumbers.0', 'TRACKING.NUMBER_SPACES'],
    [{ trackingNumbers: ['退货123'] }, 'trackingNumbers.0', 'TRACKING.NUMBER_CHINESE'],
    [
      { products: [{ sku: 'MUG-1', quantity: 0 }] },
      'products.0.quantity',
      'VALIDATION.INTEGER_MIN',
    ],
    [{ products: [{ sku: '', quantity: 1 }] }, 'products.0.sku', 'VALIDATION.REQUIRED'],
    [
      {
        boxes: [{ weightKg: '31.5', lengthCm: '1', widthCm: '1', heightCm: '1', skus: ['MUG-1'] }],
      },
      'boxes.0.weightKg',
      'BOX.WEIGHT_MAX',
    ],
  ] as const)('%j -> %s %s', (patch, field, code) => {
    expect(validateRma({ ...validRma, ...patch })).toEqual([
      expect.objectContaining({ field, code }),
    ]);
  });

  it('accepts every positive whole quantity and refuses every non-positive one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 10_000 }), (quantity) => {
        const issues = validateRma({ ...validRma, products: [{ sku: 'MUG-1', quantity }] });
        expect(issues.map((issue) => issue.code)).toEqual(
          quantity >= 1 ? [] : ['VALIDATION.INTEGER_MIN'],
        );
      }),
    );
  });
});
