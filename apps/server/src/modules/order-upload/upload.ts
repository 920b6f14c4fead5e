import type { OrderUploadResult } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type {
  Language,
  MessageCode,
  OrderMapping,
  OrderUploadKind,
  OrderUploadSaveAs,
  TemplateRow,
} from '@portal/domain';
import {
  applyOrderMapping,
  checkMappedOrderSheet,
  checkOrderSheet,
  err,
  groupOrderRows,
  message,
  ok,
  ORDER_UPLOAD_ROWS_MAX,
  ORDER_UPLOAD_SAVE_AS,
  orderMappingOf,
  readOrderSheet,
  UPLOAD_PROFILES,
  validateUploadFile,
  validationMessage,
} from '@portal/domain';
import type { Sheet } from '@portal/spreadsheet';
import type { Outcome } from '../../envelope';
import { fail, invalid, invalidFields } from '../../envelope';
import type { Deps, HandlerContext } from '../../http/context';
import { sessionOf } from '../../http/context';
import { isFlagOn, isFlagText } from '../../http/flag';
import type { UploadedFile } from '../../http/uploaded-file';
import { readUploadedFile } from '../../http/uploaded-file';
import { limitExceeded } from '../shared/account-limit';
import { actorOf } from '../order/use-cases';
import { fileFingerprint } from './fingerprint';
import type { ImportStart } from './import-batches';
import { runImport, stageImport } from './import-batches';
import type { UploadRecord } from './repository';
import { ownMapping, uploadByFingerprint } from './repository';
import { isUniqueViolation } from './unique-violation';
import { sheetReadMessage } from '../../sheets/refusal-message';
import { loadResult } from './results';

export { isUniqueViolation } from './unique-violation';

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
  const found = await uploadByFingerprint(deps.db, customerId, kind, fingerprint);
  // The same file's import still running (or stopped by a crash): finish it, then answer it.
  const earlier =
    found !== undefined && found.importing !== null ? await runImport(deps, found.id) : found;
  return earlier === undefined
    ? undefined
    : succeedWith(
        await loadResult(deps, language, earlier, undefined, true),
        message('SERVER.ORDER_UPLOAD_REPEATED', { file: earlier.file_name }),
      );
}

export { finishUpload, storedRows } from './finish-upload';

/**
 * The batch order upload (issue 13): one XLSX, XLS or CSV within the provider's byte limit (500 KB
 * by default), rate limited per merchant as the product upload is. The same file again answers its
 * first upload and creates nothing. The sheet is parsed in a worker thread (in the merchant's
 * turn), the column mapping applied, the 2,000-order limit checked; the orders are staged, then
 * checked and written in bounded batches, hidden until the last shows them all (ADR 0065).
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
  const file = await readUploadedFile(ctx);
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
  let mapping: OrderMapping | undefined;
  if (options.value.mappingId !== undefined) {
    const saved = await ownMapping(deps.db, session.customerId, options.value.mappingId);
    if (!saved) return fail(API_CODES.notFound, 'SERVER.ORDER_UPLOAD_MAPPING_UNKNOWN');
    mapping = orderMappingOf(saved.columns);
  }
  const sheet = await readSheet(deps, session.customerId, format, file.value.bytes);
  if (!sheet.ok) return sheet.error;
  // Through a mapping kept as data (ADR 0072) as portal-check and the browser read it.
  const limits = { ordersMax: deps.config.orderUploads.ordersMax };
  const mapped = mapping && applyOrderMapping(sheet.value, mapping);
  const orderSheet = mapped ?? readOrderSheet(sheet.value);
  const tooMuch = mapped
    ? checkMappedOrderSheet(mapped, limits)
    : checkOrderSheet(orderSheet, limits);
  if (tooMuch) return fail(API_CODES.invalid, tooMuch);
  const groups = groupOrderRows(orderSheet.rows).map((group): readonly TemplateRow[] => group.rows);
  const start: ImportStart = {
    customerId: session.customerId,
    actor: await actorOf(deps, session),
    fileName,
    format,
    fingerprint,
    saveAs: options.value.saveAs,
    autoSubmitAbnormal: options.value.autoSubmitAbnormal,
    columns: orderSheet.columns.map((c) => ({ heading: c.heading, field: c.field ?? null })),
    rows: orderSheet.rows.length + (mapped?.skipped.length ?? 0),
    mappingIssues: mapped?.issues,
    skipped: mapped?.skipped,
  };
  let staged: UploadRecord;
  try {
    staged = await stageImport(deps, start, groups);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same file staged by another request meanwhile: answer that upload once finished.
    const other = await repeated();
    if (other) return other;
    throw error;
  }
  const stored = await runImport(deps, staged.id);
  return succeedWith(
    await loadResult(deps, ctx.language, stored),
    message('SERVER.ORDER_UPLOAD_DONE', {
      created: stored.created,
      errors: stored.errors,
      skipped: stored.skipped,
    }),
  );
}
