import type { OrderUploadResult } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type {
  Language,
  MessageCode,
  OrderUploadKind,
  OrderUploadSaveAs,
  TemplateRow,
} from '@portal/domain';
import {
  checkOrderSheet,
  err,
  groupOrderRows,
  message,
  ok,
  ORDER_UPLOAD_MACHINE,
  ORDER_UPLOAD_ROWS_MAX,
  ORDER_UPLOAD_SAVE_AS,
  orderUploadCheckedEvent,
  readOrderSheet,
  UPLOAD_PROFILES,
  validateUploadFile,
  validationMessage,
} from '@portal/domain';
import type { Sheet } from '@portal/spreadsheet';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, invalid, invalidFields } from '../../envelope';
import type { Deps, HandlerContext } from '../../http/context';
import { sessionOf } from '../../http/context';
import { isFlagOn, isFlagText } from '../../http/flag';
import type { UploadedFile } from '../../http/uploaded-file';
import { readUploadedFile } from '../../http/uploaded-file';
import { limitExceeded } from '../shared/account-limit';
import { applyDomainEvent } from '../shared/status';
import type { Actor } from '../order/fulfilment';
import { actorOf } from '../order/use-cases';
import { fileFingerprint } from './fingerprint';
import type { RowResult, StoredColumn } from './import-orders';
import { checkGroups, writeGroups } from './import-orders';
import type { UploadRecord } from './repository';
import {
  countUploadRows,
  insertUpload,
  insertUploadRows,
  ownMapping,
  uploadByFingerprint,
} from './repository';
import { sheetReadMessage } from '../../sheets/refusal-message';
import { loadResult } from './results';

export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The options sent before the file part, checked as the contract documents them. */
interface UploadOptions {
  readonly saveAs: OrderUploadSaveAs;
  readonly autoSubmitAbnormal: boolean;
  readonly mappingId: number | undefined;
}

function uploadOptions(fields: Readonly<Record<string, string>>) {
  const saveAs = (fields['save_as'] ?? '').trim() || 'pending_submit';
  const auto = fields['auto_submit_abnormal'] ?? '';
  const mapping = (fields['mapping_id'] ?? '').trim();
  const issues = [];
  if (!(ORDER_UPLOAD_SAVE_AS as readonly string[]).includes(saveAs))
    issues.push({ field: 'save_as', ...validationMessage('VALIDATION.CHOICE_INVALID') });
  if (!isFlagText(auto))
    issues.push({
      field: 'auto_submit_abnormal',
      ...validationMessage('VALIDATION.CHOICE_INVALID'),
    });
  if (mapping !== '' && !/^[1-9]\d{0,8}$/.test(mapping))
    issues.push({ field: 'mapping_id', ...validationMessage('VALIDATION.CHOICE_INVALID') });
  if (issues.length > 0) return err(issues);
  return ok<UploadOptions>({
    saveAs: saveAs as OrderUploadSaveAs,
    autoSubmitAbnormal: isFlagOn(auto),
    mappingId: mapping === '' ? undefined : Number(mapping),
  });
}

/** The file's name, format and the refusal of its type or size (the provider's byte limit). */
export function spreadsheetOf(deps: Deps, file: UploadedFile) {
  const fileName = file.fileName.slice(0, 200);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const profile = {
    ...UPLOAD_PROFILES.spreadsheet,
    maxBytes: deps.config.orderUploads.maxBytes,
    sizeLabel: `${Math.round(deps.config.orderUploads.maxBytes / 1024)} KB`,
  };
  const refused = validateUploadFile({ name: fileName, sizeBytes: file.bytes.length }, profile);
  return { fileName, format: extension as 'csv' | 'xlsx' | 'xls', refused };
}

/**
 * The sheet read off the main thread (the worker pool, in the merchant's turn): a zip bomb or a
 * flood is refused, each refusal with its own message.
 */
export async function readSheet(
  deps: Deps,
  customerId: number,
  format: string,
  bytes: Buffer,
): Promise<{ ok: true; value: Sheet } | { ok: false; error: Outcome<never> }> {
  const sheet = await deps.sheets.read(format, bytes, ORDER_UPLOAD_ROWS_MAX, customerId);
  if (!sheet.ok) {
    const text =
      sheet.error === 'unreadable'
        ? message('SERVER.SPREADSHEET_UNREADABLE')
        : sheetReadMessage(sheet.error, ORDER_UPLOAD_ROWS_MAX);
    return { ok: false, error: fail(API_CODES.invalid, text) };
  }
  if (sheet.value.rows.length > ORDER_UPLOAD_ROWS_MAX)
    return {
      ok: false,
      error: fail(
        API_CODES.invalid,
        message('TEMPLATE.TOO_MANY_ROWS', { max: ORDER_UPLOAD_ROWS_MAX }),
      ),
    };
  return { ok: true, value: sheet.value };
}

/** A success answer with a message that has parameters. */
export const succeedWith = <T>(data: T, text: MessageCode): Outcome<T> =>
  ok({ data, message: text });

/**
 * The answer to a file of this kind the merchant uploaded before (the same fingerprint): the
 * first upload's result, marked repeated, so nothing is imported twice; undefined for a new file.
 */
export async function repeatedUpload(
  deps: Deps,
  language: Language,
  customerId: number,
  kind: OrderUploadKind,
  fingerprint: string,
): Promise<Outcome<OrderUploadResult> | undefined> {
  const earlier = await uploadByFingerprint(deps.db, customerId, kind, fingerprint);
  return earlier === undefined
    ? undefined
    : succeedWith(
        await loadResult(deps, language, earlier, undefined, true),
        message('SERVER.ORDER_UPLOAD_REPEATED', { file: earlier.file_name }),
      );
}

/** The upload's counts from its rows and the machine's step out of checking (or out of error). */
export async function finishUpload(
  tx: Transaction<Database>,
  upload: UploadRecord,
  now: Date,
): Promise<UploadRecord> {
  const counts = await countUploadRows(tx, upload.id);
  const event =
    upload.status === 'checking'
      ? orderUploadCheckedEvent(counts.errors)
      : upload.status === 'error' && counts.errors === 0
        ? 'resolve'
        : undefined;
  let status = upload.status;
  if (event !== undefined) {
    const moved = await applyDomainEvent(tx, {
      table: 'order_uploads',
      row: upload,
      machine: ORDER_UPLOAD_MACHINE,
      now,
      event,
    });
    if (!moved.ok) throw new Error(`upload ${upload.id}: ${moved.error.code}`);
    status = moved.value.to;
  }
  return tx
    .updateTable('order_uploads')
    .set(counts)
    .where('id', '=', upload.id)
    .returningAll()
    .executeTakeFirstOrThrow()
    .then((row) => ({ ...row, status }));
}

export const storedRows = (uploadId: number, results: readonly RowResult[]) =>
  results.map((result) => ({
    upload_id: uploadId,
    row_number: result.row,
    reference: result.reference,
    outcome: result.outcome,
    order_id: result.orderId,
    cells: JSON.stringify(result.cells),
    issues: JSON.stringify(result.issues),
  }));

interface Import {
  readonly customerId: number;
  readonly actor: Actor;
  readonly fileName: string;
  readonly format: 'csv' | 'xlsx' | 'xls';
  readonly fingerprint: string;
  readonly options: UploadOptions;
  readonly columns: readonly StoredColumn[];
  readonly rows: number;
}

/**
 * The whole upload in ONE transaction (ADR 0043): its record, every order (created, and submitted
 * to save as processing), every row's result, its final status. A server killed in the middle
 * leaves none of it; the unique fingerprint makes a second request with the same file fail here.
 */
async function storeImport(
  deps: Deps,
  upload: Import,
  checked: Parameters<typeof writeGroups>[2],
): Promise<UploadRecord> {
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const record = await insertUpload(tx, {
      customer_id: upload.customerId,
      kind: 'orders',
      file_name: upload.fileName,
      format: upload.format,
      fingerprint: upload.fingerprint,
      uploaded_by: upload.actor.name,
      save_as: upload.options.saveAs,
      auto_submit_abnormal: upload.options.autoSubmitAbnormal,
      status: ORDER_UPLOAD_MACHINE.initial,
      total_rows: upload.rows,
      created: 0,
      errors: 0,
      skipped: 0,
      columns: JSON.stringify(upload.columns),
      created_at: now,
      deleted_at: null,
    });
    const results = await writeGroups(
      tx,
      {
        customerId: upload.customerId,
        uploadId: record.id,
        saveAs: upload.options.saveAs,
        autoResume: upload.options.autoSubmitAbnormal,
        actor: upload.actor,
        now,
        columns: upload.columns,
      },
      checked,
    );
    await insertUploadRows(tx, storedRows(record.id, results));
    return finishUpload(tx, record, now);
  });
}

/**
 * The batch order upload (issue 13): one XLSX, XLS or CSV within the provider's byte limit (500 KB
 * by default), rate limited per merchant as the product upload is. The same file again answers its
 * first upload and creates nothing. The sheet is parsed in a worker thread, the column mapping
 * applied, the 2,000-order limit checked; the orders are checked in chunks that let other requests
 * through (checkGroups), then written in one transaction (storeImport). An order whose reference
 * another request took meanwhile (the unique index refuses it) sends the file through once more.
 */
export async function uploadOrders(ctx: HandlerContext): Promise<Outcome<OrderUploadResult>> {
  const session = sessionOf(ctx);
  const { deps } = ctx;
  const limited = await limitExceeded(
    deps,
    `order-upload:${session.customerId}`,
    deps.config.rateLimits.upload,
  );
  if (limited) return limited;
  const file = await readUploadedFile(ctx.request);
  if (!file.ok) return err(file.error);
  const options = uploadOptions(file.value.fields);
  if (!options.ok) return invalidFields(options.error);
  const { fileName, format, refused } = spreadsheetOf(deps, file.value);
  if (refused) return invalid([refused]);
  const fingerprint = fileFingerprint(file.value.bytes);
  const repeated = () =>
    repeatedUpload(deps, ctx.language, session.customerId, 'orders', fingerprint);
  const before = await repeated();
  if (before) return before;
  let mapping: readonly { heading: string; field: string }[] = [];
  if (options.value.mappingId !== undefined) {
    const saved = await ownMapping(deps.db, session.customerId, options.value.mappingId);
    if (!saved) return fail(API_CODES.notFound, 'SERVER.ORDER_UPLOAD_MAPPING_UNKNOWN');
    mapping = saved.columns;
  }
  const sheet = await readSheet(deps, session.customerId, format, file.value.bytes);
  if (!sheet.ok) return sheet.error;
  const orderSheet = readOrderSheet(sheet.value, mapping);
  const tooMuch = checkOrderSheet(orderSheet, { ordersMax: deps.config.orderUploads.ordersMax });
  if (tooMuch) return fail(API_CODES.invalid, tooMuch);
  const groups = groupOrderRows(orderSheet.rows).map((group): readonly TemplateRow[] => group.rows);
  const upload: Import = {
    customerId: session.customerId,
    actor: await actorOf(deps, session),
    fileName,
    format,
    fingerprint,
    options: options.value,
    columns: orderSheet.columns.map((c) => ({ heading: c.heading, field: c.field ?? null })),
    rows: orderSheet.rows.length,
  };
  for (let attempt = 1; ; attempt += 1) {
    const checked = await checkGroups(deps, session.customerId, groups);
    try {
      const stored = await storeImport(deps, upload, checked);
      return succeedWith(
        await loadResult(deps, ctx.language, stored),
        message('SERVER.ORDER_UPLOAD_DONE', {
          created: stored.created,
          errors: stored.errors,
          skipped: stored.skipped,
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same file committed by another request meanwhile: answer that upload.
      const other = await repeated();
      if (other) return other;
      if (attempt > 1) throw error;
    }
  }
}
