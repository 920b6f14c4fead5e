import type { MessageCode, Result, TemplateRow, TemplateRowIssues } from '@portal/domain';
import {
  checkOrderRows,
  checkOrderSheet,
  err,
  message,
  ok,
  ORDER_UPLOAD_ROWS_MAX,
  orderUploadFieldOfHeader,
  PRODUCT_UPLOAD_ROWS_MAX,
  productUploadFieldOfHeader,
  UPLOAD_PROFILES,
  readOrderSheet,
  validateUploadFile,
} from '@portal/domain';
import { sheetOf, sheetRefusalMessage } from '@portal/spreadsheet';
import { checkProductRows } from './product-rows';

export type FileKind = 'orders' | 'products';

export interface CheckOptions {
  /** SKUs the merchant already has (products): offline the checker cannot know them. */
  readonly existingSkus?: Iterable<string>;
}

/** What one template needs: its header lookup, the column a header must have, its row limit. */
const TEMPLATES = {
  orders: {
    fieldOf: orderUploadFieldOfHeader,
    keyColumn: 'reference_number',
    rowsMax: ORDER_UPLOAD_ROWS_MAX,
    check: async (rows: readonly TemplateRow[]) => checkOrderRows(rows),
  },
  products: {
    fieldOf: productUploadFieldOfHeader,
    keyColumn: 'sku',
    rowsMax: PRODUCT_UPLOAD_ROWS_MAX,
    check: (rows: readonly TemplateRow[], options: CheckOptions) =>
      checkProductRows(rows, options.existingSkus),
  },
} as const;

/**
 * Checks a file as the portal's upload would: the spreadsheet profile (XLSX, XLS or CSV, at most
 * 500 KB), the reader of @portal/spreadsheet, the template's headers in either language, its row
 * limit, then every row. A file the upload refuses whole comes back as the error: one message
 * code; otherwise each data row with its problems (none: the row imports).
 */
export async function checkFile(
  kind: FileKind,
  name: string,
  bytes: Buffer,
  options: CheckOptions = {},
): Promise<Result<TemplateRowIssues[], MessageCode>> {
  const template = TEMPLATES[kind];
  const refused = validateUploadFile(
    { name, sizeBytes: bytes.length },
    UPLOAD_PROFILES.spreadsheet,
  );
  if (refused) return err(refused);
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const sheet = sheetOf(extension, bytes, template.rowsMax);
  if (!sheet.ok) return err(sheetRefusalMessage(sheet.error, template.rowsMax));
  // Orders: the server's own reading (mapping, order number column, rows, the 2,000-order limit).
  if (kind === 'orders') {
    const orders = readOrderSheet(sheet.value);
    const refusedSheet = checkOrderSheet(orders);
    if (refusedSheet) return err(refusedSheet);
    return ok(checkOrderRows(orders.rows));
  }
  const fields = sheet.value.header.map(template.fieldOf);
  if (!fields.includes(template.keyColumn))
    return err(message('TEMPLATE.HEADER_MISSING', { column: template.keyColumn }));
  const { rows } = sheet.value;
  if (rows.length === 0) return err(message('TEMPLATE.NO_ROWS'));
  if (rows.length > template.rowsMax)
    return err(message('TEMPLATE.TOO_MANY_ROWS', { max: template.rowsMax }));
  const templateRows: TemplateRow[] = rows.map(({ number, cells }) => {
    const byField: Record<string, string> = {};
    fields.forEach((field, index) => {
      if (field !== undefined) byField[field] = cells[index] ?? '';
    });
    return { number, cells: byField };
  });
  return ok(await template.check(templateRows, options));
}
