import type { ProductUploadResult } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Language, MessageCode, ValidationFieldIssue } from '@portal/domain';
import {
  err,
  message,
  PRODUCT_MACHINE,
  PRODUCT_UPLOAD_ROWS_MAX as ROWS_MAX,
  UPLOAD_PROFILES,
  validateUploadFile,
} from '@portal/domain';
import { setImmediate } from 'node:timers/promises';
import type { Sheet } from '@portal/spreadsheet';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, HandlerContext, InputFor } from '../../http/context';
import { REPLY_SENT, sessionOf } from '../../http/context';
import { readUploadedFile } from '../../http/uploaded-file';
import { text as translate } from '../../i18n';
import { sheetReadMessage } from '../../sheets/refusal-message';
import { limitExceeded } from '../shared/account-limit';
import type { ProductValues } from './product-form';
import { productFormText, readProductForm } from './product-form';
import { insertProducts } from './repository';
import { fieldOfHeader, UPLOAD_COLUMNS, uploadTemplateCsv } from './upload-columns';
import { inTransaction } from '../../db/transaction';

/** A refusal of a row: the field's rule, and the file's own heading of that field's column. */
type RowIssue = MessageCode & { readonly field?: string; readonly column?: string };

interface StoredRow {
  readonly row: number;
  readonly sku: string;
  readonly product_id: number | null;
  readonly codes: readonly RowIssue[];
}

/**
 * A row's refusal names its column: by the heading the merchant's file gave it,
 * else (a column the file lacks) the template's heading in the reader's language; refusals of no
 * field (results stored before columns were kept) are the bare text.
 */
function issueText(language: Language, issue: RowIssue): string {
  const text = translate(language, issue);
  const column = issue.column ?? UPLOAD_COLUMNS.find((c) => c.field === issue.field)?.[language];
  return column === undefined
    ? text
    : translate(language, message('SERVER.UPLOAD_ROW_ISSUE', { column, message: text }));
}

export async function uploadTemplate(ctx: HandlerContext): Promise<typeof REPLY_SENT> {
  const name = ctx.language === 'zh' ? 'product-template-zh.csv' : 'product-template-en.csv';
  await ctx.reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(uploadTemplateCsv(ctx.language));
  return REPLY_SENT;
}

const resultOf = (
  language: Language,
  row: {
    id: number;
    file_name: string;
    created_at: Date | string;
    total: number;
    created: number;
    /** jsonb: the rows this server wrote as StoredRow[] (migration 014). */
    rows: readonly unknown[];
  },
): ProductUploadResult => {
  const rows = row.rows as readonly StoredRow[];
  return {
    id: row.id,
    file_name: row.file_name,
    created_at: new Date(row.created_at).toISOString(),
    total: row.total,
    created: row.created,
    failed: row.total - row.created,
    rows: rows.map((r) => ({
      row: r.row,
      sku: r.sku,
      ok: r.product_id !== null,
      product_id: r.product_id,
      msg: r.codes.map((issue) => issueText(language, issue)),
    })),
  };
};

/** Rows validated between two turns of the event loop (a few tens of milliseconds of work). */
const CHUNK_ROWS = 20;

type CheckedRow =
  | { readonly row: number; readonly sku: string; readonly codes: readonly RowIssue[] }
  | { readonly row: number; readonly values: ProductValues };

/**
 * Every row through the product rules, SKU uniqueness included (rows accepted earlier in the same
 * file count), a chunk of rows at a time with a turn of the event loop between chunks: on PGlite
 * a query's answer comes back without waiting for IO, so a loop of awaited queries alone would
 * never let another request in.
 */
async function checkRows(
  deps: Deps,
  customerId: number,
  header: Sheet['header'],
  rows: Sheet['rows'],
): Promise<CheckedRow[]> {
  const fields = header.map(fieldOfHeader);
  const withColumn = (issue: ValidationFieldIssue): RowIssue => {
    const heading = header[fields.findIndex((field) => field === issue.field)]?.trim();
    return heading === undefined || heading === '' ? issue : { ...issue, column: heading };
  };
  const accepted = new Set<string>();
  const checked: CheckedRow[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    if (start > 0) await setImmediate();
    for (const { number, cells } of rows.slice(start, start + CHUNK_ROWS)) {
      const input: Record<string, string> = {};
      fields.forEach((field, index) => {
        if (field !== undefined) input[field] = cells[index] ?? '';
      });
      const text = productFormText(input);
      const form = await readProductForm(deps.db, customerId, text, undefined, accepted);
      if (form.ok) {
        accepted.add(form.value.sku);
        checked.push({ row: number, values: form.value });
      } else
        checked.push({ row: number, sku: input['sku'] ?? '', codes: form.error.map(withColumn) });
    }
  }
  return checked;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * One XLSX, XLS or CSV of at most 500 KB (the domain's spreadsheet profile; see the README for the
 * readers), at most `RATE_LIMIT_UPLOAD_MAX` a minute per merchant. The sheet is parsed in a worker
 * thread; the rows are checked in chunks that let other requests through (checkRows); the valid
 * rows become drafts and the result is stored in one short transaction (one INSERT for them all), so a
 * failure leaves nothing half-written. A SKU created elsewhere between the check and the write
 * (the unique index refuses it) sends the file through the check once more.
 */
export async function uploadProducts(ctx: HandlerContext): Promise<Outcome<ProductUploadResult>> {
  const session = sessionOf(ctx);
  const { deps } = ctx;
  const limited = await limitExceeded(
    deps,
    `upload:${session.customerId}`,
    deps.config.rateLimits.upload,
  );
  if (limited) return limited;
  const file = await readUploadedFile(ctx);
  if (!file.ok) return err(file.error);
  const { bytes } = file.value;
  const fileName = file.value.fileName.slice(0, 200);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const refused = validateUploadFile(
    { name: fileName, sizeBytes: bytes.length },
    UPLOAD_PROFILES.spreadsheet,
  );
  if (refused) return invalid([refused]);
  const tooMany = message('SERVER.SPREADSHEET_TOO_MANY_ROWS', { max: ROWS_MAX });
  const sheet = await deps.sheets.read(extension, bytes, ROWS_MAX, session.customerId);
  // An XLSX unpacking to tens of megabytes is a sheet of far more rows than allowed, or a zip bomb.
  if (!sheet.ok)
    return fail(
      API_CODES.invalid,
      sheet.error === 'unreadable'
        ? message('SERVER.SPREADSHEET_UNREADABLE')
        : sheetReadMessage(sheet.error, ROWS_MAX, tooMany),
    );
  const { header, rows } = sheet.value;
  const fields = header.map(fieldOfHeader);
  if (!fields.includes('sku')) return fail(API_CODES.invalid, 'SERVER.SPREADSHEET_NO_HEADER');
  if (rows.length === 0) return fail(API_CODES.invalid, 'SERVER.SPREADSHEET_EMPTY');
  if (rows.length > ROWS_MAX) return fail(API_CODES.invalid, tooMany);
  for (let attempt = 1; ; attempt += 1) {
    const checked = await checkRows(deps, session.customerId, header, rows);
    try {
      const stored = await storeUpload(deps, session.customerId, fileName, checked);
      return succeed(resultOf(ctx.language, stored), 'SERVER.UPLOAD_DONE');
    } catch (error) {
      if (attempt > 1 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The drafts of the accepted rows and the upload's result, in one transaction. */
async function storeUpload(
  deps: Deps,
  customerId: number,
  fileName: string,
  checked: readonly CheckedRow[],
) {
  const now = deps.now();
  return inTransaction(deps.db, async (tx) => {
    // An uploaded row is a new product: the machine's initial status (a draft).
    const ids = await insertProducts(tx, {
      customerId,
      status: PRODUCT_MACHINE.initial,
      values: checked.flatMap((row) => ('values' in row ? [row.values] : [])),
      now,
    });
    const results: StoredRow[] = checked.map((row) =>
      'values' in row
        ? {
            row: row.row,
            sku: row.values.sku,
            product_id: ids.get(row.values.sku) ?? null,
            codes: [],
          }
        : { row: row.row, sku: row.sku, product_id: null, codes: row.codes },
    );
    return tx
      .insertInto('product_uploads')
      .values({
        customer_id: customerId,
        file_name: fileName,
        total: results.length,
        created: results.filter((r) => r.product_id !== null).length,
        rows: JSON.stringify(results),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function uploadResult(
  deps: Deps,
  ctx: HandlerContext<InputFor<'product.uploadResult'>>,
): Promise<Outcome<ProductUploadResult>> {
  const session = sessionOf(ctx);
  const id = ctx.input.id;
  const row = await deps.db
    .selectFrom('product_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', session.customerId)
    .executeTakeFirst();
  return row
    ? succeed(resultOf(ctx.language, row))
    : fail(API_CODES.notFound, 'SERVER.UPLOAD_RESULT_UNKNOWN');
}
