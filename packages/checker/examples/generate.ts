// Writes the example files of docs/guide/portal-check.md and the checker's tests: a good and a
// bad file per template (CSV, plus the same rows as XLSX and XLS), and an unreadable one.
// Run with `pnpm --filter @portal/checker exec tsx examples/generate.ts` after changing a template.
import { writeFileSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import { ORDER_UPLOAD_COLUMNS, PRODUCT_UPLOAD_COLUMNS } from '@portal/domain';
import { xlsxOf } from '@portal/spreadsheet/testing';

type Row = Readonly<Record<string, string>>;

const product = (sku: string, overrides: Row = {}): Row => ({
  sku,
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
  barcode_type: 'standard',
  barcode: '6901234567890',
  brand_type: 'none',
  battery: '1',
  ...overrides,
});

const order = (reference: string, sku: string, overrides: Row = {}): Row => ({
  reference_number: reference,
  warehouse: 'LAX-1',
  shipping_method: 'US-STD',
  currency: 'USD',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '2125550123',
  country: 'US',
  state: 'NY',
  city: 'New York',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
  sku,
  product_name: 'Mug',
  description: 'Ceramic mug',
  quantity: '2',
  declared_value: '20',
  ...overrides,
});
/** A further product line of an order: the order's cells are written once, on its first row. */
const line = (reference: string, sku: string, overrides: Row = {}): Row => ({
  reference_number: reference,
  sku,
  product_name: 'Cup',
  description: 'Paper cup',
  quantity: '1',
  declared_value: '15',
  ...overrides,
});

export const EXAMPLES = {
  'products-good': {
    columns: PRODUCT_UPLOAD_COLUMNS,
    language: 'en',
    rows: [product('MUG-01'), product('MUG-02', { name_en: 'Tea mug, "large"', battery: '0' })],
  },
  'products-bad': {
    columns: PRODUCT_UPLOAD_COLUMNS,
    language: 'zh',
    rows: [
      product('MUG-01'),
      product('MUG-02', { hs_code: '12' }),
      product('MUG-01'),
      product('-MUG', { price: '0', liquid: 'maybe' }),
      product('MUG-03', { product_link: 'shop.example/mug' }),
    ],
  },
  'orders-good': {
    columns: ORDER_UPLOAD_COLUMNS,
    language: 'en',
    rows: [order('PO-1001', 'MUG-01'), line('PO-1001', 'CUP-01'), order('PO-1002', 'MUG-02')],
  },
  'orders-bad': {
    columns: ORDER_UPLOAD_COLUMNS,
    language: 'zh',
    rows: [
      order('PO-2001', 'MUG-01', { postcode: 'ABC' }),
      line('PO-2001', 'CUP-01'),
      order('PO-2002', 'MUG-02'),
      line('PO-2002', 'CUP-02', { quantity: '0' }),
      order('PO-2003', 'MUG-03'),
      order('', 'MUG-04'),
    ],
  },
} as const;

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The example's table: the header in its language, then its rows in column order. */
export function tableOf(name: keyof typeof EXAMPLES): string[][] {
  const { columns, language, rows } = EXAMPLES[name];
  return [
    columns.map((column) => column[language]),
    ...rows.map((row: Row) => columns.map((column) => row[column.field] ?? '')),
  ];
}

export const csvOf = (table: readonly (readonly string[])[]) =>
  `\uFEFF${table.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;

/**
 * An XLSX as spreadsheet programs save one (shared strings, deflated by zlib: SheetJS's own writer
 * deflates weakly, so a 2,000-row order file would pass the 500 KB limit), or an Excel 97-2003 XLS.
 */
export function workbookOf(table: readonly (readonly string[])[], bookType: 'xlsx' | 'biff8') {
  if (bookType === 'xlsx') return xlsxOf(table, true);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(table.map((row) => [...row])), 'Sheet1');
  return write(book, { type: 'buffer', bookType }) as Buffer;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const dir = new URL('./', import.meta.url);
  for (const name of Object.keys(EXAMPLES) as (keyof typeof EXAMPLES)[]) {
    const table = tableOf(name);
    writeFileSync(new URL(`${name}.csv`, dir), csvOf(table));
    writeFileSync(new URL(`${name}.xlsx`, dir), workbookOf(table, 'xlsx'));
    writeFileSync(new URL(`${name}.xls`, dir), workbookOf(table, 'biff8'));
  }
  // A file named as a spreadsheet that is not one: what a mail client's rename leaves behind.
  writeFileSync(new URL('unreadable.xlsx', dir), 'This is a text file renamed to .xlsx\n');
}
