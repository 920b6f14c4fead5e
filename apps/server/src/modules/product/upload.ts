import type { ProductUploadResult } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Language, MessageCode } from '@portal/domain';
import {
  err,
  message,
  PRODUCT_MACHINE,
  PRODUCT_UPLOAD_ROWS_MAX as ROWS_MAX,
  UPLOAD_PROFILES,
  validateUploadFile,
} from '@portal/domain';
import { sheetOf } from '@portal/spreadsheet';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, HandlerContext, InputFor } from '../../http/context';
import { REPLY_SENT, sessionOf } from '../../http/context';
import { readUploadedFile } from '../../http/uploaded-file';
import { texts } from '../../i18n';
import { productFormText, readProductForm } from './product-form';
import { insertProduct } from './repository';
import { fieldOfHeader, uploadTemplateCsv } from './upload-columns';

interface StoredRow {
  readonly row: number;
  readonly sku: string;
  readonly product_id: number | null;
  readonly codes: readonly MessageCode[];
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
      msg: texts(language, r.codes),
    })),
  };
};

/**
 * One XLSX, XLS or CSV of at most 500 KB (the domain's spreadsheet profile; see the README for the
 * readers). Every row goes through the product rules, SKU uniqueness included (rows earlier in the
 * same file count, as they are already written in the transaction); valid rows become drafts and
 * the result is stored, all in one transaction, so a failure leaves nothing half-written.
 */
export async function uploadProducts(ctx: HandlerContext): Promise<Outcome<ProductUploadResult>> {
  const session = sessionOf(ctx);
  const file = await readUploadedFile(ctx.request);
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
  const sheet = sheetOf(extension, bytes, ROWS_MAX);
  // An XLSX unpacking to tens of megabytes is a sheet of far more rows than allowed, or a zip bomb.
  if (!sheet.ok)
    return fail(
      API_CODES.invalid,
      sheet.error === 'too_large' ? tooMany : 'SERVER.SPREADSHEET_UNREADABLE',
    );
  const { header, rows } = sheet.value;
  const fields = header.map(fieldOfHeader);
  if (!fields.includes('sku')) return fail(API_CODES.invalid, 'SERVER.SPREADSHEET_NO_HEADER');
  if (rows.length === 0) return fail(API_CODES.invalid, 'SERVER.SPREADSHEET_EMPTY');
  if (rows.length > ROWS_MAX) return fail(API_CODES.invalid, tooMany);
  const now = ctx.deps.now();
  const stored = await ctx.deps.db.transaction().execute(async (tx) => {
    const results: StoredRow[] = [];
    for (const { number, cells } of rows) {
      const input: Record<string, string> = {};
      fields.forEach((field, index) => {
        if (field !== undefined) input[field] = cells[index] ?? '';
      });
      const form = await readProductForm(tx, session.customerId, productFormText(input));
      if (!form.ok) {
        results.push({ row: number, sku: input['sku'] ?? '', product_id: null, codes: form.error });
        continue;
      }
      // An uploaded row is a new product: the machine's initial status (a draft).
      const product = await insertProduct(tx, {
        customerId: session.customerId,
        status: PRODUCT_MACHINE.initial,
        values: form.value,
        now,
      });
      results.push({ row: number, sku: form.value.sku, product_id: product.id, codes: [] });
    }
    return tx
      .insertInto('product_uploads')
      .values({
        customer_id: session.customerId,
        file_name: fileName,
        total: results.length,
        created: results.filter((r) => r.product_id !== null).length,
        rows: JSON.stringify(results),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return succeed(resultOf(ctx.language, stored), 'SERVER.UPLOAD_DONE');
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
