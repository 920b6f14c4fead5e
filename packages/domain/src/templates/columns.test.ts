import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnFinder } from './columns';
import { ORDER_UPLOAD_COLUMNS, orderUploadFieldOfHeader } from './order-upload';
import { PRODUCT_UPLOAD_COLUMNS, productUploadFieldOfHeader } from './product-upload';

describe.each([
  ['product', PRODUCT_UPLOAD_COLUMNS, productUploadFieldOfHeader],
  ['order', ORDER_UPLOAD_COLUMNS, orderUploadFieldOfHeader],
] as const)('the %s template', (_name, columns, fieldOf) => {
  it('names each field once and each header once per language', () => {
    const fields = columns.map((c) => c.field);
    expect(new Set(fields).size).toBe(fields.length);
    for (const language of ['en', 'zh'] as const) {
      const headers = columns.map((c) => c[language].toLowerCase());
      expect(new Set(headers).size).toBe(headers.length);
    }
  });

  it('finds every column by its header in either language, any case, padded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...columns),
        fc.constantFrom('en', 'zh'),
        fc.boolean(),
        fc.constantFrom('', ' ', '\t'),
        (column, language, upper, pad) => {
          const header = column[language];
          const text = `${pad}${upper ? header.toUpperCase() : header}${pad}`;
          expect(fieldOf(text)).toBe(column.field);
        },
      ),
    );
  });
});

describe('columnFinder', () => {
  const find = columnFinder([{ field: 'sku', en: 'SKU', zh: 'SKU编码' }]);
  it.each([
    ['SKU', 'sku'],
    [' sku ', 'sku'],
    ['SKU编码', 'sku'],
    ['SKU code', undefined],
    ['', undefined],
  ])('reads %j as %j', (header, field) => {
    expect(find(header)).toBe(field);
  });
});
