import { PRODUCT_UPLOAD_COLUMNS, productUploadFieldOfHeader } from '@portal/domain';
import { csvOf } from '@portal/spreadsheet';

// The template's columns live in the domain, so the command-line checker reads files the same way.
export const UPLOAD_COLUMNS = PRODUCT_UPLOAD_COLUMNS;

/** The form field of a header cell, or undefined for a column the upload does not know. */
export const fieldOfHeader = productUploadFieldOfHeader;

/** The template: a UTF-8 CSV (with a BOM, so spreadsheet programs read the Chinese) and one example row. */
export function uploadTemplateCsv(language: 'en' | 'zh'): string {
  const example = {
    sku: 'MUG-01',
    name_en: 'Ceramic mug',
    name_zh: '陶瓷杯',
    price: '12.50',
    declared_value: '12.50',
    weight: '0.45',
    length: '10',
    width: '10',
    height: '12',
    customs_description: 'Ceramic mug',
    hs_code: '69120000',
    origin: 'China',
    product_type: 'needs_box',
    barcode_type: 'generated',
    brand_type: 'none',
  } as Readonly<Record<string, string>>;
  return csvOf([
    UPLOAD_COLUMNS.map((c) => c[language]),
    UPLOAD_COLUMNS.map((c) => example[c.field] ?? ''),
  ]);
}
