import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductFormInput } from './product';
import { validateProduct, validateProductAsync } from './product';

const validProduct: ProductFormInput = {
  sku: 'MUG-350-WHT',
  nameEn: 'Ceramic mug 350 ml',
  nameZh: '陶瓷马克杯',
  priceUsd: '3.20',
  declaredValueUsd: '4.00',
  weightKg: '0.45',
  lengthCm: '12',
  widthCm: '9.5',
  heightCm: '10',
  customsDescription: 'Ceramic mug',
  materialEn: 'Ceramic',
  materialZh: '陶瓷',
  hsCode: '69120010',
  origin: 'China',
  barcodeType: 'standard',
  barcode: '6901234567892',
  brandType: 'none',
  images: [{ name: 'front.jpg', sizeBytes: 300_000 }],
};

describe('validateProduct', () => {
  it('accepts a complete product', () => {
    expect(validateProduct(validProduct)).toEqual([]);
  });

  it.each([
    [{ sku: 'A'.repeat(21) }, 'sku', 'PRODUCT.SKU_TOO_LONG'],
    [{ nameEn: '马克杯' }, 'nameEn', 'PRODUCT.NAME_EN_CHINESE'],
    [{ nameZh: 'Mug' }, 'nameZh', 'PRODUCT.NAME_ZH_NEEDS_CHINESE'],
    [{ declaredValueUsd: '3.19' }, 'declaredValueUsd', 'PRODUCT.DECLARED_BELOW_COST'],
    [{ weightKg: '0' }, 'weightKg', 'VALIDATION.POSITIVE'],
    [{ lengthCm: '0' }, 'lengthCm', 'VALIDATION.POSITIVE'],
    [{ widthCm: '-1' }, 'widthCm', 'VALIDATION.POSITIVE'],
    [{ heightCm: '1.234' }, 'heightCm', 'VALIDATION.DECIMALS'],
    [{ materialEn: '陶瓷' }, 'materialEn', 'PRODUCT.MATERIAL_EN_CHINESE'],
    [{ materialZh: 'Ceramic' }, 'materialZh', 'PRODUCT.MATERIAL_ZH_ENGLISH'],
    [{ fbaBarcode: 'X'.repeat(11) }, 'fbaBarcode', 'PRODUCT.BARCODE_LENGTH'],
    [
      { customsDescription: 'Gift mug' },
      'customsDescription',
      'PRODUCT.CUSTOMS_DESCRIPTION_BANNED_WORD',
    ],
    [{ hsCode: '6912' }, 'hsCode', 'PRODUCT.HS_CODE_INVALID'],
    [{ barcode: '123' }, 'barcode', 'PRODUCT.BARCODE_LENGTH'],
    [
      { brandType: 'licensed', brandName: 'Acme' },
      'brandCertificates',
      'PRODUCT.BRAND_CERTIFICATE_REQUIRED',
    ],
    [
      { brandType: 'licensed', brandCertificates: [{ name: 'l.jpg', sizeBytes: 1 }] },
      'brandName',
      'VALIDATION.REQUIRED',
    ],
    [
      { images: Array.from({ length: 9 }, (_, i) => ({ name: `${i}.png`, sizeBytes: 1 })) },
      'images',
      'UPLOAD.TOO_MANY_FILES',
    ],
    [
      { certificates: Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, sizeBytes: 1 })) },
      'certificates',
      'UPLOAD.TOO_MANY_FILES',
    ],
  ] as const)('%j -> %s %s', (patch, field, code) => {
    expect(validateProduct({ ...validProduct, ...patch })).toEqual([
      expect.objectContaining({ field, code }),
    ]);
  });

  it('accepts a product without the optional fields and files', () => {
    const { materialEn, materialZh, images, ...required } = validProduct;
    expect([materialEn, materialZh, images].every((value) => value !== undefined)).toBe(true);
    expect(validateProduct(required)).toEqual([]);
  });

  it('reports every broken field, each once', () => {
    const issues = validateProduct({
      ...validProduct,
      sku: '',
      nameEn: '',
      priceUsd: 'x',
      origin: '',
    });
    expect(issues.map((issue) => issue.field)).toEqual(['sku', 'nameEn', 'priceUsd', 'origin']);
  });

  it('stays valid for every valid price and declared value at or above it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        (cost, extra) => {
          const product = {
            ...validProduct,
            priceUsd: (cost / 100).toFixed(2),
            declaredValueUsd: ((cost + extra) / 100).toFixed(2),
          };
          expect(validateProduct(product)).toEqual([]);
        },
      ),
    );
  });
});

describe('validateProductAsync', () => {
  it.each([
    [['MUG-350-WHT'], ['PRODUCT.SKU_TAKEN']],
    [['OTHER'], []],
  ] as const)('existing %j -> %j', async (existing, codes) => {
    const issues = await validateProductAsync(validProduct, {
      isTaken: (sku) => Promise.resolve((existing as readonly string[]).includes(sku)),
    });
    expect(issues.map((issue) => issue.code)).toEqual(codes);
  });

  it('still asks the port when only other fields are broken, and reports both', async () => {
    const asked: string[] = [];
    const issues = await validateProductAsync(
      { ...validProduct, nameEn: '' },
      { isTaken: (sku) => (asked.push(sku), true) },
    );
    expect(asked).toEqual(['MUG-350-WHT']);
    expect(issues).toEqual([
      { field: 'sku', code: 'PRODUCT.SKU_TAKEN' },
      { field: 'nameEn', code: 'VALIDATION.REQUIRED' },
    ]);
  });

  it('does not ask the port about a malformed SKU', async () => {
    const asked: string[] = [];
    const issues = await validateProductAsync(
      { ...validProduct, sku: '-bad' },
      { isTaken: (sku) => (asked.push(sku), true) },
    );
    expect(asked).toEqual([]);
    expect(issues.map((issue) => issue.code)).toEqual(['PRODUCT.SKU_LEADING_HYPHEN']);
  });

  it('reports a taken SKU exactly when the port says so', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), async (taken) => {
        const issues = await validateProductAsync(validProduct, { isTaken: async () => taken });
        expect(issues.map((issue) => issue.code)).toEqual(taken ? ['PRODUCT.SKU_TAKEN'] : []);
      }),
    );
  });
});
