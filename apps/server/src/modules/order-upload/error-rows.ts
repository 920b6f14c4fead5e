import type { OrderUploadResult } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Language, TemplateRow } from '@portal/domain';
import { message, ORDER_UPLOAD_COLUMNS } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, invalidFields } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { lockMerchant } from '../order/repository';
import { actorOf } from '../order/use-cases';
import { UNKNOWN_UPLOAD } from './history';
import { checkGroups, writeGroups } from './import-orders';
import type { UploadRecord, UploadRowRecord } from './repository';
import { lockOwnUpload, ownUpload, updateUploadRow, uploadRows } from './repository';
import { loadResult } from './results';
import { finishUpload, succeedWith } from './upload';
import { inTransaction } from '../../db/transaction';

const TEMPLATE_FIELDS = new Set<string>(ORDER_UPLOAD_COLUMNS.map((column) => column.field));
const referenceOf = (cells: Readonly<Record<string, string>>) =>
  (cells['reference_number'] ?? '').trim();

/** The corrected cells: a JSON object; only template fields are kept, every value as text. */
function correctedCells(text: string): Record<string, string> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const cells: Record<string, string> = {};
  for (const [field, cell] of Object.entries(value as Record<string, unknown>))
    if (TEMPLATE_FIELDS.has(field))
      cells[field] = typeof cell === 'string' ? cell : typeof cell === 'number' ? String(cell) : '';
  return cells;
}

/** '2, 3,5' -> [2, 3, 5]; undefined when any part is not a row number. */
function rowNumbers(text: string): number[] | undefined {
  const parts = text.split(/[,\s]+/).filter((part) => part !== '');
  if (parts.length === 0 || parts.some((part) => !/^[1-9]\d{0,6}$/.test(part))) return undefined;
  return [...new Set(parts.map(Number))];
}

type Found =
  | { readonly ok: true; readonly upload: UploadRecord; readonly rows: UploadRowRecord[] }
  | { readonly ok: false; readonly refusal: Outcome<never> };

/**
 * The merchant's live order upload and the listed rows, which must all be error rows: the row
 * actions apply to error rows only (warehouse-shipping.md section 2).
 */
async function errorRowsOf(
  deps: Deps,
  customerId: number,
  uploadId: number,
  numbers: readonly number[],
): Promise<Found> {
  const upload = await ownUpload(deps.db, customerId, uploadId);
  if (!upload || upload.kind !== 'orders')
    return { ok: false, refusal: fail(API_CODES.notFound, UNKNOWN_UPLOAD) };
  if (upload.deleted_at !== null)
    return { ok: false, refusal: fail(API_CODES.conflict, 'SERVER.ORDER_UPLOAD_IS_DELETED') };
  const rows = await uploadRows(deps.db, upload.id);
  const byNumber = new Map(rows.map((row) => [row.row_number, row]));
  for (const number of numbers) {
    const row = byNumber.get(number);
    if (!row)
      return {
        ok: false,
        refusal: fail(
          API_CODES.notFound,
          message('SERVER.ORDER_UPLOAD_ROW_UNKNOWN', { row: number }),
        ),
      };
    if (row.outcome !== 'error')
      return {
        ok: false,
        refusal: fail(
          API_CODES.conflict,
          message('SERVER.ORDER_UPLOAD_NOT_ERROR_ROW', { row: number }),
        ),
      };
  }
  return { ok: true, upload, rows };
}

/**
 * The orders the listed error rows belong to: with each, the other error rows of the same order
 * number (an order imports whole); a row without a number is an order alone.
 */
function groupsOf(
  rows: readonly UploadRowRecord[],
  chosen: readonly number[],
  replaced: ReadonlyMap<number, Readonly<Record<string, string>>> = new Map(),
): TemplateRow[][] {
  const errors = rows
    .filter((row) => row.outcome === 'error')
    .map((row) => ({ number: row.row_number, cells: replaced.get(row.row_number) ?? row.cells }));
  const seen = new Set<number>();
  const groups: TemplateRow[][] = [];
  for (const number of chosen) {
    if (seen.has(number)) continue;
    const row = errors.find((r) => r.number === number);
    if (!row) continue;
    const reference = referenceOf(row.cells);
    const group =
      reference === '' ? [row] : errors.filter((r) => referenceOf(r.cells) === reference);
    for (const member of group) seen.add(member.number);
    groups.push(group);
  }
  return groups;
}

/** The rows are still error rows now that the upload is locked (another request may have won). */
async function stillErrors(
  tx: Transaction<Database>,
  uploadId: number,
  numbers: readonly number[],
) {
  const rows = await tx
    .selectFrom('order_upload_rows')
    .select(['row_number', 'outcome'])
    .where('upload_id', '=', uploadId)
    .where('row_number', 'in', [...numbers])
    .execute();
  return rows.length === numbers.length && rows.every((row) => row.outcome === 'error');
}

/** Checks the groups again and imports those now correct, in one transaction. */
async function importAgain(
  deps: Deps,
  session: SessionContext,
  language: Language,
  found: { readonly upload: UploadRecord },
  groups: readonly TemplateRow[][],
): Promise<Outcome<OrderUploadResult>> {
  const checked = await checkGroups(deps, session.customerId, groups);
  const actor = await actorOf(deps, session);
  const now = deps.now();
  const numbers = groups.flat().map((row) => row.number);
  const answer = await inTransaction(deps.db, async (tx) => {
    await lockMerchant(tx, session.customerId);
    const upload = await lockOwnUpload(tx, session.customerId, found.upload.id);
    if (!upload || upload.deleted_at !== null || !(await stillErrors(tx, upload.id, numbers)))
      return undefined;
    const results = await writeGroups(
      tx,
      {
        customerId: session.customerId,
        uploadId: upload.id,
        saveAs: upload.save_as,
        autoResume: upload.auto_submit_abnormal,
        actor,
        now,
        columns: upload.columns,
      },
      checked,
    );
    for (const result of results)
      await updateUploadRow(tx, upload.id, result.row, {
        outcome: result.outcome,
        order_id: result.orderId,
        reference: result.reference,
        cells: JSON.stringify(result.cells),
        issues: JSON.stringify(result.issues),
      });
    const created = new Set(results.flatMap((r) => (r.orderId === null ? [] : [r.orderId]))).size;
    return { upload: await finishUpload(tx, upload, now), created };
  });
  if (answer === undefined) return fail(API_CODES.conflict, 'SERVER.ORDER_UPLOAD_NOT_ERROR_ROW');
  return succeedWith(
    await loadResult(deps, language, answer.upload),
    message('SERVER.ORDER_UPLOAD_ROWS_SAVED', {
      created: answer.created,
      errors: answer.upload.errors,
    }),
  );
}

/** Corrects one error row in place; its order (with its other error rows) is checked again. */
export async function saveErrorRow(
  deps: Deps,
  session: SessionContext,
  language: Language,
  input: InputFor<'orderUpload.saveRow'>,
): Promise<Outcome<OrderUploadResult>> {
  const cells = correctedCells(input.cells);
  if (!cells)
    return invalidFields([{ field: 'cells', ...message('SERVER.ORDER_UPLOAD_CELLS_INVALID') }]);
  const found = await errorRowsOf(deps, session.customerId, input.id, [input.row]);
  if (!found.ok) return found.refusal;
  const groups = groupsOf(found.rows, [input.row], new Map([[input.row, cells]]));
  return importAgain(deps, session, language, found, groups);
}

/** The error rows a batch action lists ('2, 3,5'), each checked as errorRowsOf checks them. */
async function listedErrorRows(
  deps: Deps,
  customerId: number,
  input: { readonly id: number; readonly rows: string },
): Promise<
  (Extract<Found, { ok: true }> & { readonly numbers: number[] }) | Extract<Found, { ok: false }>
> {
  const numbers = rowNumbers(input.rows);
  if (!numbers)
    return {
      ok: false,
      refusal: invalidFields([{ field: 'rows', ...message('SERVER.ORDER_UPLOAD_ROWS_INVALID') }]),
    };
  const found = await errorRowsOf(deps, customerId, input.id, numbers);
  return found.ok ? { ...found, numbers } : found;
}

/** Submits error rows again as stored: the orders now correct (stock, products) are imported. */
export async function submitErrorRows(
  deps: Deps,
  session: SessionContext,
  language: Language,
  input: InputFor<'orderUpload.submitRows'>,
): Promise<Outcome<OrderUploadResult>> {
  const found = await listedErrorRows(deps, session.customerId, input);
  if (!found.ok) return found.refusal;
  const { numbers } = found;
  return importAgain(deps, session, language, found, groupsOf(found.rows, numbers));
}

/** Deletes error rows: they stay in the result as deleted; the upload may end succeeded. */
export async function deleteErrorRows(
  deps: Deps,
  session: SessionContext,
  language: Language,
  input: InputFor<'orderUpload.deleteRows'>,
): Promise<Outcome<OrderUploadResult>> {
  const found = await listedErrorRows(deps, session.customerId, input);
  if (!found.ok) return found.refusal;
  const { numbers } = found;
  const now = deps.now();
  const upload = await inTransaction(deps.db, async (tx) => {
    const locked = await lockOwnUpload(tx, session.customerId, found.upload.id);
    if (!locked || locked.deleted_at !== null || !(await stillErrors(tx, locked.id, numbers)))
      return undefined;
    for (const number of numbers)
      await updateUploadRow(tx, locked.id, number, { outcome: 'deleted' });
    return finishUpload(tx, locked, now);
  });
  if (!upload) return fail(API_CODES.conflict, 'SERVER.ORDER_UPLOAD_NOT_ERROR_ROW');
  return succeedWith(
    await loadResult(deps, language, upload),
    message('SERVER.ORDER_UPLOAD_ROWS_DELETED', { rows: numbers.length }),
  );
}
