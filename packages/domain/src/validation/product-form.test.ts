import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductFormFields } from './product-form';
import { validateProductForm, validateProductFormAsync } from './product-form';

const valid: ProductFormFields = {
  sku: 'MUG-01',
  name_en: 'Coffee mug',
  name_zh: '咖啡杯',
  price: '12.50',
  declared_value: '15',
  weight: '0.45',
  length: '12',
  width: '9',
  height: '10',
  customs_description: 'Ceramic mug',
  hs_code: '69120010',
  origin: 'China',
  product_type: 'needs_box',
  barcode_type: 'generated',
  brand_type: 'none',
};

const fieldsOf = (form: ProductFormFields) => validateProductForm(form).map((i) => i.field);

describe('validateProductForm (wire field names)', () => {
  it('accepts a complete product', () => {
    expect(validateProductForm(valid)).toEqual([]);
  });

  it.each([
    [{ sku: '' }, 'sku', 'VALIDATION.REQUIRED'],
    [{ name_en: '咖啡杯' }, 'name_en', 'PRODUCT.NAME_EN_CHINESE'],
    [{ price: '-1' }, 'price', 'VALIDATION.POSITIVE'],
    [{ declared_value: '1' }, 'declared_value', 'PRODUCT.DECLARED_BELOW_COST'],
    [{ weight: '30000000' }, 'weight', 'VALIDATION.NUMBER_TOO_LARGE'],
    [{ product_type: '' }, 'product_type', 'VALIDATION.REQUIRED'],
    [{ product_type: 'crate' }, 'product_type', 'VALIDATION.CHOICE_INVALID'],
    [{ brand_type: 'famous' }, 'brand_type', 'VALIDATION.CHOICE_INVALID'],
    [{ usage: 'x'.repeat(201) }, 'usage', 'VALIDATION.TEXT_TOO_LONG'],
    [{ spec_model: 'x'.repeat(101) }, 'spec_model', 'VALIDATION.TEXT_TOO_LONG'],
    [{ product_link: 'example.com/mug' }, 'product_link', 'VALIDATION.LINK_INVALID'],
    [{ product_link: 'x'.repeat(501) }, 'product_link', 'VALIDATION.TEXT_TOO_LONG'],
    [{ brand_type: 'licensed' }, 'brand_name', 'VALIDATION.REQUIRED'],
  ])('%j is refused on %s with %s', (change, field, code) => {
    const issue = validateProductForm({ ...valid, ...change }).find((i) => i.field === field);
    expect(issue?.code).toBe(code);
  });

  it('accepts an http(s) link', () => {
    expect(fieldsOf({ ...valid, product_link: 'https://example.com/mug' })).toEqual([]);
  });

  it('keys every issue by a wire field name and reports a field once', () => {
    const wire = new Set([
      ...Object.keys(valid),
      'material_en',
      'material_zh',
      'usage',
      'barcode',
      'fba_barcode',
      'brand_name',
      'manufacturer',
      'product_link',
      'spec_model',
      'brand_certificates',
      'images',
      'certificates',
    ]);
    fc.assert(
      fc.property(
        fc.record({
          sku: fc.string(),
          price: fc.string(),
          weight: fc.string(),
          product_link: fc.string(),
        }),
        (change) => {
          const fields = fieldsOf({ ...valid, ...change });
          expect(new Set(fields).size).toBe(fields.length);
          for (const field of fields) expect(wire.has(field), field).toBe(true);
        },
      ),
    );
  });

  it('answers a taken SKU on the sku field, asking the port only for a well-formed SKU', async () => {
    const asked: string[] = [];
    const port = { isTaken: async (sku: string) => (asked.push(sku), sku === 'MUG-01') };
    expect(await validateProductFormAsync(valid, port)).toEqual([
      { field: 'sku', code: 'PRODUCT.SKU_TAKEN' },
    ]);
    await validateProductFormAsync({ ...valid, sku: '-bad' }, port);
    expect(asked).toEqual(['MUG-01']);
  });
});
