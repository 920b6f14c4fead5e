import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProductRow, checkProductRows } from './product-rows';

const row = (number: number, cells: Record<string, string> = {}) => ({
  number,
  cells: {
    sku: `MUG-${number}`,
    name_en: 'Ceramic mug',
    name_zh: '陶瓷杯',
    price: '12.50',
    declared_value: '12.50',
    weight: '0.45',
    length: '10',
    width: '10',
    height: '12.5',
    customs_description: 'Ceramic mug',
    hs_code: '69120000',
    origin: 'China',
    product_type: 'needs_box',
    barcode_type: 'generated',
    brand_type: 'none',
    ...cells,
  },
});
const free = { isTaken: () => false };
const found = async (cells: Record<string, string>) =>
  (await checkProductRow(row(2, cells), free)).map((i) => `${i.field}:${i.code}`);

describe('checkProductRow', () => {
  it('accepts the template example row', async () => {
    expect(await found({})).toEqual([]);
  });

  it.each([
    [{ barcode_type: 'bogus' }, 'barcode_type:VALIDATION.CHOICE_INVALID'],
    [{ brand_type: '' }, 'brand_type:VALIDATION.REQUIRED'],
    [{ product_type: 'crate' }, 'product_type:VALIDATION.CHOICE_INVALID'],
    [{ liquid: 'maybe' }, 'liquid:SERVER.INVALID_FIELD'],
    [{ usage: 'u'.repeat(201) }, 'usage:VALIDATION.TEXT_TOO_LONG'],
    [{ spec_model: 's'.repeat(101) }, 'spec_model:VALIDATION.TEXT_TOO_LONG'],
    [{ product_link: 'shop.example/x' }, 'product_link:VALIDATION.LINK_INVALID'],
    [{ price: '30000000', declared_value: '30000000' }, 'price:VALIDATION.NUMBER_TOO_LARGE'],
    [{ hs_code: '12' }, 'hs_code:PRODUCT.HS_CODE_INVALID'],
    [{ name_en: '杯子' }, 'name_en:PRODUCT.NAME_EN_CHINESE'],
    [{ sku: '-MUG' }, 'sku:PRODUCT.SKU_LEADING_HYPHEN'],
    [
      { brand_type: 'licensed', brand_name: 'Acme' },
      'brand_certificates:PRODUCT.BRAND_CERTIFICATE_REQUIRED',
    ],
  ])('reads %j as %s', async (cells, issue) => {
    expect(await found(cells)).toContain(issue);
  });

  it.each([
    [{ usage: 'u'.repeat(200), spec_model: 's'.repeat(100) }],
    [{ product_link: 'https://shop.example/mug' }],
    [{ battery: 'YES', liquid: 'off', powder: '' }],
    [{ price: '20000000', declared_value: '20000000' }],
  ])('accepts the boundary %j', async (cells) => {
    expect(await found(cells)).toEqual([]);
  });

  it('reports a field under its template column name, never the form name', async () => {
    const fields = fc.constantFrom('name_en', 'name_zh', 'price', 'hs_code', 'customs_description');
    await fc.assert(
      fc.asyncProperty(fields, async (field) => {
        const issues = await checkProductRow(row(2, { [field]: '' }), free);
        expect(issues.map((i) => i.field)).toContain(field);
      }),
      { numRuns: 20 },
    );
  });
});

describe('checkProductRows', () => {
  it('takes a SKU once a valid row has it, as the upload writes rows in order', async () => {
    const result = await checkProductRows(
      [
        row(2, { sku: 'A', hs_code: '1' }),
        row(3, { sku: 'A' }),
        row(4, { sku: 'A' }),
        row(5, { sku: 'B' }),
      ],
      ['B'],
    );
    expect(result.map((r) => [r.row, r.key, r.issues.map((i) => i.code)])).toEqual([
      [2, 'A', ['PRODUCT.HS_CODE_INVALID']],
      [3, 'A', []],
      [4, 'A', ['PRODUCT.SKU_TAKEN']],
      [5, 'B', ['PRODUCT.SKU_TAKEN']],
    ]);
  });

  it('accepts a file of distinct valid SKUs whatever they are', async () => {
    const sku = fc.stringMatching(/^[A-Za-z0-9_][A-Za-z0-9_-]{0,19}$/);
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(sku, { maxLength: 8 }), async (skus) => {
        const result = await checkProductRows(skus.map((s, i) => row(i + 2, { sku: s })));
        expect(result.every((r) => r.issues.length === 0)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
