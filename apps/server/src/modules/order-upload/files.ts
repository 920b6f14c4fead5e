import type { OrderUploadFile } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Language, OrderUploadFileFormat, OrderUploadKind } from '@portal/domain';
import { message, ORDER_UPLOAD_COLUMNS, TRACKING_UPLOAD_COLUMNS } from '@portal/domain';
import { CONTENT_TYPES, csvOf, xlsxBase64Of } from '@portal/spreadsheet';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { text as translate } from '../../i18n';
import { UNKNOWN_UPLOAD } from './history';
import { ownUpload, uploadRows } from './repository';
import { issueView } from './result-view';

/** The example rows of the templates: one order of two lines, and one tracking number. */
const EXAMPLES: Readonly<Record<OrderUploadKind, readonly Readonly<Record<string, string>>[]>> = {
  orders: [
    {
      reference_number: 'SHOP-1001',
      warehouse: 'LAX-1',
      shipping_method: 'US-STD',
      currency: 'USD',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '2125550123',
      email: 'ada@example.com',
      country: 'US',
      state: 'NY',
      city: 'New York',
      postcode: '10001',
      address_line1: '350 Fifth Avenue',
      sku: 'MUG-01',
      product_name: 'Ceramic mug',
      description: 'Ceramic mug',
      quantity: '2',
      declared_value: '12.50',
    },
    {
      reference_number: 'SHOP-1001',
      sku: 'CUP-01',
      product_name: 'Paper cup',
      description: 'Paper cup',
      quantity: '1',
      declared_value: '3.00',
    },
  ],
  tracking: [{ order_no: 'SO202611270001', carrier: 'UPS', tracking_no: '1Z999AA10123456784' }],
};

const TEMPLATE_COLUMNS = { orders: ORDER_UPLOAD_COLUMNS, tracking: TRACKING_UPLOAD_COLUMNS };

/** A file as the answer carries it: CSV as UTF-8 text, XLSX as its bytes, both base64. */
function fileOf(
  name: string,
  format: OrderUploadFileFormat,
  rows: readonly (readonly string[])[],
): OrderUploadFile {
  return {
    file_name: `${name}.${format}`,
    content_type: CONTENT_TYPES[format],
    content_base64:
      format === 'csv'
        ? Buffer.from(csvOf(rows), 'utf8').toString('base64')
        : xlsxBase64Of([{ name, rows }]),
    rows: rows.length - 1,
  };
}

/** The order or tracking template: the template's headings in the reader's language, an example. */
export function uploadTemplate(
  language: Language,
  input: InputFor<'orderUpload.template'>,
): Outcome<OrderUploadFile> {
  const columns = TEMPLATE_COLUMNS[input.kind] as readonly {
    field: string;
    en: string;
    zh: string;
  }[];
  const rows = [
    columns.map((column) => column[language]),
    ...EXAMPLES[input.kind].map((example) => columns.map((column) => example[column.field] ?? '')),
  ];
  const name = `${input.kind === 'orders' ? 'order' : 'tracking'}-template-${language}`;
  return succeed(fileOf(name, input.format, rows));
}

/**
 * The error rows to fix and upload again: the file's own headings (so a saved column mapping
 * still fits) and cells, and an error column in the reader's language. CSV stays CSV; XLSX and
 * XLS come back as XLSX (ADR 0043: what every spreadsheet program opens, Unicode intact, and the
 * upload takes it).
 */
export async function errorRowsFile(
  deps: Deps,
  session: SessionContext,
  language: Language,
  input: InputFor<'orderUpload.errorFile'>,
): Promise<Outcome<OrderUploadFile>> {
  const upload = await ownUpload(deps.db, session.customerId, input.id);
  if (!upload) return fail(API_CODES.notFound, UNKNOWN_UPLOAD);
  const rows = await uploadRows(deps.db, upload.id, 'error');
  if (rows.length === 0) return fail(API_CODES.conflict, 'SERVER.ORDER_UPLOAD_NO_ERROR_ROWS');
  const columns = upload.columns.filter((column) => column.field !== null);
  const errorHeading = translate(language, message('SERVER.ORDER_UPLOAD_ERROR_COLUMN'));
  const table = [
    [...columns.map((column) => column.heading), errorHeading],
    ...rows.map((row) => [
      ...columns.map((column) => row.cells[column.field ?? ''] ?? ''),
      row.issues
        .map((issue) => {
          const shown = issueView(language, upload.kind, issue);
          return `${shown.column}: ${shown.message}`;
        })
        .join('; '),
    ]),
  ];
  const base = upload.file_name.replace(/\.[^.]*$/, '');
  return succeed(fileOf(`${base}-errors`, upload.format === 'csv' ? 'csv' : 'xlsx', table));
}
