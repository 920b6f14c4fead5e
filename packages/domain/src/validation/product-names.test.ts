import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateMaterialEn,
  validateMaterialZh,
  validateProductNameEn,
  validateProductNameZh,
  validateSkuName,
} from './product-names';

const latinText = (min: number, max: number) =>
  fc.stringMatching(new RegExp(`^[A-Za-z0-9][A-Za-z0-9 ,.-]{${min - 1},${max - 2}}[A-Za-z0-9]$`));
const hanText = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'手机壳杯子台灯瑜伽垫'.split('')),
    minLength: min,
    maxLength: max,
  });

// Each rule trims first: blank is missing, and spaces around a name of the maximum length do not
// push it over.
describe.each([
  ['validateProductNameEn', validateProductNameEn, 'x'.repeat(50)],
  ['validateProductNameZh', validateProductNameZh, '手'.repeat(50)],
  [
    'validateSkuName standard',
    (name?: string | null) => validateSkuName(name, 'standard'),
    'x'.repeat(50),
  ],
  [
    'validateSkuName extended',
    (name?: string | null) => validateSkuName(name, 'extended'),
    'x'.repeat(256),
  ],
] as const)('%s trims', (_, validate, longest) => {
  it.each([undefined, null, '', '   ', '\t\n'])('%j is required', (name) => {
    expect(validate(name)).toEqual({ code: 'VALIDATION.REQUIRED' });
  });

  it('accepts the longest name between spaces', () => {
    expect(validate(`  ${longest}  `)).toBeUndefined();
  });
});

describe.each([
  ['validateMaterialEn', validateMaterialEn, 'x'.repeat(50)],
  ['validateMaterialZh', validateMaterialZh, '棉'.repeat(50)],
] as const)('%s is optional and trims', (_, validate, longest) => {
  it.each([undefined, null, '', '   '])('accepts %j', (text) => {
    expect(validate(text)).toBeUndefined();
  });

  it('accepts the longest text between spaces and refuses one more character', () => {
    expect(validate(`  ${longest}  `)).toBeUndefined();
    expect(validate(`  ${longest}${longest.slice(-1)}  `)).toEqual({
      code: 'PRODUCT.MATERIAL_TOO_LONG',
      params: { max: 50 },
    });
  });
});

describe('validateProductNameEn', () => {
  it.each([
    ['Phone case', undefined],
    ['x'.repeat(50), undefined],
    ['x'.repeat(51), 'PRODUCT.NAME_EN_TOO_LONG'],
    ['Phone 手机壳', 'PRODUCT.NAME_EN_CHINESE'],
    ['', 'VALIDATION.REQUIRED'],
  ] as const)('%s -> %s', (name, code) => {
    expect(validateProductNameEn(name)?.code).toBe(code);
  });

  it('accepts every Latin name of 1-50 and refuses it once it holds Chinese', () => {
    fc.assert(
      fc.property(latinText(2, 45), hanText(1, 3), (name, han) => {
        expect(validateProductNameEn(name)).toBeUndefined();
        expect(validateProductNameEn(name + han)?.code).toBe('PRODUCT.NAME_EN_CHINESE');
      }),
    );
  });

  it('refuses every name longer than 50', () => {
    fc.assert(
      fc.property(latinText(51, 80), (name) => {
        expect(validateProductNameEn(name)).toEqual({
          code: 'PRODUCT.NAME_EN_TOO_LONG',
          params: { max: 50 },
        });
      }),
    );
  });
});

describe('validateProductNameZh', () => {
  it.each([
    ['手机壳', undefined],
    ['iPhone 手机壳', undefined],
    ['手'.repeat(50), undefined],
    ['手'.repeat(51), 'PRODUCT.NAME_ZH_TOO_LONG'],
    ['Phone case', 'PRODUCT.NAME_ZH_NEEDS_CHINESE'],
    ['', 'VALIDATION.REQUIRED'],
  ] as const)('%s -> %s', (name, code) => {
    expect(validateProductNameZh(name)?.code).toBe(code);
  });

  it('accepts every name of 1-50 with Chinese and refuses every one without', () => {
    fc.assert(
      fc.property(hanText(1, 50), latinText(2, 40), (han, latin) => {
        expect(validateProductNameZh(han)).toBeUndefined();
        expect(validateProductNameZh(latin)?.code).toBe('PRODUCT.NAME_ZH_NEEDS_CHINESE');
      }),
    );
  });

  it('refuses every Chinese name longer than 50', () => {
    fc.assert(
      fc.property(hanText(51, 80), (name) => {
        expect(validateProductNameZh(name)?.code).toBe('PRODUCT.NAME_ZH_TOO_LONG');
      }),
    );
  });
});

describe('validateSkuName', () => {
  it.each([
    ['standard', 'x', undefined],
    ['standard', 'x'.repeat(50), undefined],
    ['standard', 'x'.repeat(51), 'PRODUCT.SKU_NAME_LENGTH'],
    ['extended', 'xx', 'PRODUCT.SKU_NAME_LENGTH'],
    ['extended', 'xxx', undefined],
    ['extended', 'x'.repeat(256), undefined],
    ['extended', 'x'.repeat(257), 'PRODUCT.SKU_NAME_LENGTH'],
    ['extended', '', 'VALIDATION.REQUIRED'],
  ] as const)('%s %s -> %s', (variant, name, code) => {
    expect(validateSkuName(name, variant)?.code).toBe(code);
  });

  it('accepts exactly the lengths of its variant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('standard', 'extended' as const),
        fc.integer({ min: 1, max: 300 }),
        (variant, length) => {
          const bounds = variant === 'standard' ? [1, 50] : [3, 256];
          const check = validateSkuName('n'.repeat(length), variant);
          if (length >= bounds[0]! && length <= bounds[1]!) expect(check).toBeUndefined();
          else
            expect(check).toEqual({
              code: 'PRODUCT.SKU_NAME_LENGTH',
              params: { min: bounds[0], max: bounds[1] },
            });
        },
      ),
    );
  });
});

describe('material descriptions', () => {
  it.each([
    ['en', '', undefined],
    ['en', 'Cotton 100%', undefined],
    ['en', 'x'.repeat(50), undefined],
    ['en', 'x'.repeat(51), 'PRODUCT.MATERIAL_TOO_LONG'],
    ['en', 'Cotton 棉', 'PRODUCT.MATERIAL_EN_CHINESE'],
    ['zh', '纯棉', undefined],
    ['zh', '棉'.repeat(50), undefined],
    ['zh', '棉'.repeat(51), 'PRODUCT.MATERIAL_TOO_LONG'],
    ['zh', '纯棉 cotton', 'PRODUCT.MATERIAL_ZH_ENGLISH'],
    ['zh', '纯棉 100%', undefined],
  ] as const)('%s %s -> %s', (language, text, code) => {
    const check = language === 'en' ? validateMaterialEn(text) : validateMaterialZh(text);
    expect(check?.code).toBe(code);
  });

  it('accepts Latin en and Han zh texts up to 50, and refuses the other script', () => {
    fc.assert(
      fc.property(latinText(2, 50), hanText(1, 50), (latin, han) => {
        expect(validateMaterialEn(latin)).toBeUndefined();
        expect(validateMaterialZh(han)).toBeUndefined();
        expect(validateMaterialEn(`${han}`.slice(0, 50))?.code).toBe('PRODUCT.MATERIAL_EN_CHINESE');
        expect(validateMaterialZh(`a${han}`.slice(0, 50))?.code).toBe(
          'PRODUCT.MATERIAL_ZH_ENGLISH',
        );
      }),
    );
  });
});
