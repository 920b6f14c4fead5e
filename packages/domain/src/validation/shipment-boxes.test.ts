import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateBoxSkus,
  validateBoxWeight,
  validateShipmentBox,
  validateTrackingNumber,
} from './shipment-boxes';

describe('validateTrackingNumber', () => {
  it.each([
    ['1Z999AA10123456784', undefined],
    ['SF-1234567890', undefined],
    ['1Z999 AA1', 'TRACKING.NUMBER_SPACES'],
    ['1Z999\tAA1', 'TRACKING.NUMBER_SPACES'],
    ['顺丰1234', 'TRACKING.NUMBER_CHINESE'],
    ['', 'VALIDATION.REQUIRED'],
  ] as const)('%s -> %s', (number, code) => {
    expect(validateTrackingNumber(number)?.code).toBe(code);
  });

  it('accepts every run of printable ASCII without spaces and refuses it with a space inside', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[!-~]{2,30}$/), fc.nat(), (number, at) => {
        expect(validateTrackingNumber(number)).toBeUndefined();
        const cut = 1 + (at % (number.length - 1));
        expect(validateTrackingNumber(`${number.slice(0, cut)} ${number.slice(cut)}`)?.code).toBe(
          'TRACKING.NUMBER_SPACES',
        );
      }),
    );
  });
});

describe('validateBoxWeight', () => {
  it.each([
    ['31', false, undefined],
    ['31.00', false, undefined],
    ['31.01', false, 'BOX.WEIGHT_MAX'],
    ['32', false, 'BOX.WEIGHT_MAX'],
    ['9.99', true, 'BOX.AIR_WEIGHT_MIN'],
    ['10', true, undefined],
    ['9.99', false, undefined],
    ['31', true, undefined],
    ['31.01', true, 'BOX.WEIGHT_MAX'],
    ['0', false, 'VALIDATION.POSITIVE'],
    ['', false, 'VALIDATION.REQUIRED'],
  ] as const)('%s kg, air %s -> %s', (weight, air, code) => {
    expect(validateBoxWeight(weight, air)?.code).toBe(code);
  });

  it('accepts exactly (0, 31] kg, and [10, 31] kg by air', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.boolean(), (hundredths, air) => {
        const check = validateBoxWeight((hundredths / 100).toFixed(2), air);
        if (hundredths > 3100)
          expect(check).toEqual({ code: 'BOX.WEIGHT_MAX', params: { max: 31 } });
        else if (air && hundredths < 1000)
          expect(check).toEqual({ code: 'BOX.AIR_WEIGHT_MIN', params: { min: 10 } });
        else expect(check).toBeUndefined();
      }),
    );
  });
});

describe('validateBoxSkus', () => {
  it.each([
    [['A'], undefined],
    [['A', 'A'], undefined],
    [['A', 'B'], 'BOX.ONE_SKU'],
    [[], 'VALIDATION.REQUIRED'],
    [[' '], 'VALIDATION.REQUIRED'],
  ] as const)('%j -> %s', (skus, code) => {
    expect(validateBoxSkus(skus)?.code).toBe(code);
  });

  it('refuses every box with two different SKUs', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[A-Z]{1,5}$/), { minLength: 1, maxLength: 5 }),
        (skus) => {
          expect(validateBoxSkus(skus)?.code).toBe(skus.length === 1 ? undefined : 'BOX.ONE_SKU');
        },
      ),
    );
  });
});

describe('validateShipmentBox', () => {
  const box = { weightKg: '12', lengthCm: '40', widthCm: '30', heightCm: '30', skus: ['A'] };

  it.each([
    [{}, []],
    [{ lengthCm: '0' }, ['lengthCm']],
    [{ widthCm: '-1', heightCm: '' }, ['widthCm', 'heightCm']],
    [{ weightKg: '40', skus: ['A', 'B'] }, ['weightKg', 'skus']],
    [{ quantity: '12' }, []],
    [{ quantity: '0' }, ['quantity']],
    [{ quantity: '1.5' }, ['quantity']],
    [{ quantity: '' }, ['quantity']],
  ] as const)('%j -> %j', (patch, fields) => {
    expect(validateShipmentBox({ ...box, ...patch }, true).map((issue) => issue.field)).toEqual(
      fields,
    );
  });

  it('accepts every box with positive measures, one SKU and a weight of 10-31 kg', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 3100 }),
        fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        (weight, [length, width, height], air) => {
          const sized = {
            weightKg: (weight / 100).toFixed(2),
            lengthCm: (length! / 100).toFixed(2),
            widthCm: (width! / 100).toFixed(2),
            heightCm: (height! / 100).toFixed(2),
            skus: ['A'],
          };
          expect(validateShipmentBox(sized, air)).toEqual([]);
          expect(validateShipmentBox({ ...sized, heightCm: '0' }, air)).toEqual([
            { field: 'heightCm', code: 'VALIDATION.POSITIVE' },
          ]);
        },
      ),
    );
  });
});
