import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BARCODE_LENGTHS, BARCODE_TYPES, validateBarcode, validateFbaBarcode } from './barcode';

describe('validateBarcode', () => {
  it.each([
    ['standard', '123', 'PRODUCT.BARCODE_LENGTH'],
    ['standard', '1234', undefined],
    ['standard', '1'.repeat(15), undefined],
    ['standard', '1'.repeat(16), 'PRODUCT.BARCODE_LENGTH'],
    ['standard', '', 'VALIDATION.REQUIRED'],
    ['selfMade', '1', undefined],
    ['selfMade', '1'.repeat(10), undefined],
    ['selfMade', '1'.repeat(11), 'PRODUCT.BARCODE_LENGTH'],
    ['selfMade', '', 'VALIDATION.REQUIRED'],
    ['generated', '', undefined],
    ['generated', '1'.repeat(10), undefined],
    ['generated', '1'.repeat(11), 'PRODUCT.BARCODE_LENGTH'],
  ] as const)('%s %s -> %s', (type, barcode, code) => {
    expect(validateBarcode(barcode, type)?.code).toBe(code);
  });

  it('accepts exactly the lengths of each type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BARCODE_TYPES),
        fc.integer({ min: 1, max: 30 }),
        (type, length) => {
          const { min, max } = BARCODE_LENGTHS[type];
          const check = validateBarcode('7'.repeat(length), type);
          if (length >= min && length <= max) expect(check).toBeUndefined();
          else expect(check).toEqual({ code: 'PRODUCT.BARCODE_LENGTH', params: { min, max } });
        },
      ),
    );
  });
});

describe('validateFbaBarcode', () => {
  it.each([
    ['', undefined],
    ['X00ABCDEFG', undefined],
    ['X00ABCDEFGH', 'PRODUCT.BARCODE_LENGTH'],
  ] as const)('%s -> %s', (barcode, code) => {
    expect(validateFbaBarcode(barcode)?.code).toBe(code);
  });

  it('accepts up to 10 characters and refuses more', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,20}$/), (barcode) => {
        const check = validateFbaBarcode(barcode);
        if (barcode.length <= 10) expect(check).toBeUndefined();
        else expect(check?.code).toBe('PRODUCT.BARCODE_LENGTH');
      }),
    );
  });
});
