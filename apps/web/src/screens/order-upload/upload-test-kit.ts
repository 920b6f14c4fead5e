import type { OrderUploadResult, OrderUploadResultRow, OrderUploadRow } from '@portal/contract';
import { ORDER_UPLOAD_COLUMNS } from '@portal/domain';

/** The cells of an order line the domain accepts (US standard channel, a New York address). */
export const GOOD_CELLS: Readonly<Record<string, string>> = {
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
  insurance_agreement: '0',
  product_name: 'Mug',
  description: 'Ceramic mug',
  quantity: '2',
  declared_value: '20',
};

const quoted = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A CSV of the template (its headings in `language`), one line per row of cells by field. */
export function templateCsv(
  rows: readonly Readonly<Record<string, string>>[],
  language: 'en' | 'zh' = 'en',
): string {
  const header = ORDER_UPLOAD_COLUMNS.map((column) => quoted(column[language])).join(',');
  const lines = rows.map((row) =>
    ORDER_UPLOAD_COLUMNS.map((column) => quoted(row[column.field] ?? '')).join(','),
  );
  return [header, ...lines].join('\n') + '\n';
}

/** A good order line with its reference and SKU, and any cells changed. */
export const orderRow = (reference: string, sku: string, cells: Record<string, string> = {}) => ({
  ...GOOD_CELLS,
  reference_number: reference,
  sku,
  ...cells,
});

export const bytesOf = (text: string) => new TextEncoder().encode(text);

/** An upload of the history as the server lists it. */
export const uploadRow = (overrides: Partial<OrderUploadRow> = {}): OrderUploadRow => ({
  id: 7,
  kind: 'orders',
  file_name: 'orders.csv',
  created_at: '2026-11-20T08:00:00.000Z',
  uploaded_by: 'demo',
  rows: 3,
  orders_created: 2,
  errors: 1,
  skipped: 0,
  status: 'error',
  save_as: 'pending_submit',
  auto_submit_abnormal: false,
  deleted_at: null,
  ...overrides,
});

/** A row of a result: created unless it has issues. */
export const resultRow = (
  row: number,
  reference: string,
  issues: OrderUploadResultRow['issues'] = [],
  cells: Record<string, string> = {},
): OrderUploadResultRow => ({
  row,
  reference,
  outcome: issues.length > 0 ? 'error' : 'created',
  order_id: issues.length > 0 ? null : row,
  order_no: issues.length > 0 ? null : `OB${row}`,
  order_status: issues.length > 0 ? null : 'pending_submit',
  abnormal_reason: null,
  cells: orderRow(reference, `SKU-${row}`, cells),
  issues,
});

/** The answer of an upload: two good rows and one with a bad postcode. */
export const mixedResult = (overrides: Partial<OrderUploadRow> = {}): OrderUploadResult => ({
  upload: uploadRow(overrides),
  repeated: false,
  columns: ORDER_UPLOAD_COLUMNS.map((column) => ({ heading: column.en, field: column.field })),
  rows: [
    resultRow(2, 'A-1'),
    resultRow(3, 'A-2'),
    resultRow(
      4,
      'A-3',
      [
        {
          field: 'postcode',
          column: 'Postcode',
          code: 'VALIDATION.POSTCODE_FORMAT',
          params: {},
          message: 'server text',
        },
      ],
      { postcode: 'ABC' },
    ),
  ],
});
