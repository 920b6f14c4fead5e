import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AsnFormInput } from './asn';
import { validateAsn, validateAsnQuantity } from './asn';

describe('validateAsnQuantity', () => {
  it.each([
    [5, 5, 10, undefined],
    [4, 5, 10, 'ASN.QUANTITY_BELOW_RECEIVED'],
    [10, 5, 10, undefined],
    [11, 5, 10, 'ASN.QUANTITY_ABOVE_ORIGINAL'],
    ['7.5', 5, 10, 'VALIDATION.INTEGER_MIN'],
    [0, 0, 10, 'VALIDATION.INTEGER_MIN'],
    ['', 0, 10, 'VALIDATION.REQUIRED'],
  ] as const)('%s within [%s, %s] -> %s', (quantity, received, original, code) => {
    expect(validateAsnQuantity(quantity, { received, original })?.code).toBe(code);
  });

  it('accepts exactly the whole numbers within [max(received, 1), original]', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100 }),
        fc.nat({ max: 100 }),
        fc.integer({ min: 1, max: 250 }),
        (received, extra, quantity) => {
          const original = received + extra;
          const check = validateAsnQuantity(quantity, { received, original });
          if (quantity > original)
            expect(check).toEqual({ code: 'ASN.QUANTITY_ABOVE_ORIGINAL', params: { original } });
          else if (quantity < received)
            expect(check).toEqual({ code: 'ASN.QUANTITY_BELOW_RECEIVED', params: { received } });
          else expect(check).toBeUndefined();
        },
      ),
    );
  });
});

const validAsn: AsnFormInput = {
  warehouse: 'DE',
  products: [{ sku: 'MUG-1', quantity: 40 }],
  deliveryMode: 'carrier',
  trackingNumbers: ['1Z999AA10123456784'],
  fbaWarehouse: false,
  airFreight: true,
  boxes: [{ weightKg: '18.5', lengthCm: '50', widthCm: '40', heightCm: '35', skus: ['MUG-1'] }],
};

describe('validateAsn', () => {
  it('accepts a complete notice', () => {
    expect(validateAsn(validAsn)).toEqual([]);
  });

  it.each([
    [{ warehouse: '' }, 'warehouse', 'VALIDATION.REQUIRED'],
    [{ products: [] }, 'products', 'ASN.NO_PRODUCTS'],
    [{ trackingNumbers: [] }, 'trackingNumbers', 'VALIDATION.REQUIRED'],
    [{ trackingNumbers: ['AB 12'] }, 'trackingNumbers.0', 'TRACKING.NUMBER_SPACES'],
    [{ fbaWarehouse: true }, 'fbaDestinationAddress', 'VALIDATION.REQUIRED'],
    [
      { products: [{ sku: 'MUG-1', quantity: 0 }] },
      'products.0.quantity',
      'VALIDATION.INTEGER_MIN',
    ],
    [
      { products: [{ sku: 'MUG-1', quantity: 3, received: 5, original: 40 }] },
      'products.0.quantity',
      'ASN.QUANTITY_BELOW_RECEIVED',
    ],
    [
      { boxes: [{ weightKg: '9', lengthCm: '1', widthCm: '1', heightCm: '1', skus: ['MUG-1'] }] },
      'boxes.0.weightKg',
      'BOX.AIR_WEIGHT_MIN',
    ],
  ] as const)('%j -> %s %s', (patch, field, code) => {
    expect(validateAsn({ ...validAsn, ...patch })).toEqual([
      expect.objectContaining({ field, code }),
    ]);
  });

  it('a drop-off needs no tracking number', () => {
    expect(validateAsn({ ...validAsn, deliveryMode: 'dropOff', trackingNumbers: [] })).toEqual([]);
  });

  it('accepts every notice whose boxes weigh 10-31 kg by air', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 3100 }),
        fc.integer({ min: 1, max: 5000 }),
        (weight, quantity) => {
          const asn = {
            ...validAsn,
            products: [{ sku: 'MUG-1', quantity }],
            boxes: [{ ...validAsn.boxes[0]!, weightKg: (weight / 100).toFixed(2) }],
          };
          expect(validateAsn(asn)).toEqual([]);
        },
      ),
    );
  });
});
