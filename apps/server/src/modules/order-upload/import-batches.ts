import type {
  OrderUploadSaveAs,
  SkippedRow,
  TemplateRow,
  ValidationFieldIssue,
} from '@portal/domain';
import { ORDER_UPLOAD_MACHINE } from '@portal/domain';
import { insertRowsAsJson } from '../../db/bulk-insert';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../http/context';
import type { Actor } from '../order/fulfilment';
import { lockMerchant } from '../order/repository';
import { finishUpload, storedRows } from './finish-upload';
import type { StoredColumn } from './import-orders';
import { checkGroups, skippedGroups, writeGroups } from './import-orders';
import type { UploadRecord } from './repository';
import { insertUpload, insertUploadRows } from './repository';
import { isUniqueViolation } from './unique-violation';

/**
 * Orders written per transaction (ADR 0065): on PGlite every other request waits for the one
 * connection while a transaction holds it, and 10 orders (created, submitted, their rows' results)
 * take tens of milliseconds on an idle machine. Each staged row holds one batch, so staging 2,000
 * orders inserts 200 rows, not 2,000.
 */
export const BATCH_ORDERS = 10;

/** A batch that lost a reference to another request meanwhile is checked and written again. */
const BATCH_ATTEMPTS = 3;

/** Who imports and when, kept on the upload while the import runs, so anyone may finish it. */
interface Importing {
  readonly actor: Actor;
  readonly now: string;
}

/** What the merchant's request knows of an upload before its orders are written. */
export interface ImportStart {
  readonly customerId: number;
  readonly actor: Actor;
  readonly fileName: string;
  readonly format: 'csv' | 'xlsx' | 'xls';
  readonly fingerprint: string;
  readonly saveAs: OrderUploadSaveAs;
  readonly autoSubmitAbnormal: boolean;
  readonly columns: readonly StoredColumn[];
  readonly rows: number;
  /** What a mapping could not translate, by row number (ADR 0072): checked with its order. */
  readonly mappingIssues?: ReadonlyMap<number, readonly ValidationFieldIssue[]>;
  /** Rows a mapping's skip rules left out, stored with the upload as skipped with their reason. */
  readonly skipped?: readonly SkippedRow[];
}

/** One staged batch: its orders' rows and what the mapping found in those rows. */
interface StagedBatch {
  readonly groups: readonly (readonly TemplateRow[])[];
  readonly mappingIssues: readonly (readonly [number, readonly ValidationFieldIssue[]])[];
}

function stagedBatch(
  groups: readonly (readonly TemplateRow[])[],
  mappingIssues: ReadonlyMap<number, readonly ValidationFieldIssue[]>,
): StagedBatch {
  const rows = new Set(groups.flatMap((group) => group.map((row) => row.number)));
  return { groups, mappingIssues: [...mappingIssues].filter(([row]) => rows.has(row)) };
}

/**
 * The import's first transaction, a short one: the upload's record (status `checking`, marked
 * importing, so no screen of the merchant's shows it yet) and every order's rows staged. The
 * unique fingerprint refuses the same file a second time here.
 */
export async function stageImport(
  deps: Deps,
  start: ImportStart,
  groups: readonly (readonly TemplateRow[])[],
): Promise<UploadRecord> {
  const now = deps.now();
  const importing: Importing = { actor: start.actor, now: now.toISOString() };
  const mappingIssues = start.mappingIssues ?? new Map();
  return inTransaction(deps.db, async (tx) => {
    const record = await insertUpload(tx, {
      customer_id: start.customerId,
      kind: 'orders',
      file_name: start.fileName,
      format: start.format,
      fingerprint: start.fingerprint,
      uploaded_by: start.actor.name,
      save_as: start.saveAs,
      auto_submit_abnormal: start.autoSubmitAbnormal,
      status: ORDER_UPLOAD_MACHINE.initial,
      total_rows: start.rows,
      created: 0,
      errors: 0,
      skipped: 0,
      columns: JSON.stringify(start.columns),
      created_at: now,
      deleted_at: null,
      importing: JSON.stringify(importing),
    });
    await insertRowsAsJson(
      tx,
      'order_upload_staged',
      Array.from({ length: Math.ceil(groups.length / BATCH_ORDERS) }, (_, seq) => ({
        upload_id: record.id,
        seq,
        rows: JSON.stringify(
          stagedBatch(groups.slice(seq * BATCH_ORDERS, (seq + 1) * BATCH_ORDERS), mappingIssues),
        ),
        done: false,
      })),
      { returning: ['seq'], json: ['rows'] },
    );
    const skipped = skippedGroups(start.skipped ?? []);
    if (skipped.length > 0) {
      const context = {
        customerId: start.customerId,
        uploadId: record.id,
        saveAs: start.saveAs,
        autoResume: start.autoSubmitAbnormal,
        actor: start.actor,
        now,
        columns: record.columns,
      };
      await insertUploadRows(tx, storedRows(record.id, await writeGroups(tx, context, skipped)));
    }
    return record;
  });
}

const importOf = (record: UploadRecord) =>
  record.importing === null ? undefined : (record.importing as Importing);

/** The next batch not written yet, in file order: its seq and its orders' rows. */
const nextBatch = (deps: Deps, uploadId: number) =>
  deps.db
    .selectFrom('order_upload_staged')
    .select(['seq', 'rows'])
    .where('upload_id', '=', uploadId)
    .where('done', '=', false)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();

/**
 * One batch in one transaction, after the merchant (as every order change) and the upload are
 * locked: its orders created hidden (and submitted, to save as processing), their rows' results,
 * the staged orders marked done. A batch another runner wrote meanwhile writes nothing, so a batch
 * is written once, whoever runs it. False when the import was finished meanwhile.
 */
async function writeBatch(
  deps: Deps,
  record: UploadRecord,
  importing: Importing,
  batch: { readonly seq: number; readonly rows: unknown },
): Promise<boolean> {
  const staged = batch.rows as StagedBatch;
  const checked = await checkGroups(
    deps,
    record.customer_id,
    staged.groups,
    new Map(staged.mappingIssues),
  );
  return inTransaction(deps.db, async (tx) => {
    await lockMerchant(tx, record.customer_id);
    const upload = await tx
      .selectFrom('order_uploads')
      .select('importing')
      .where('id', '=', record.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (upload.importing === null) return false;
    const waiting = await tx
      .selectFrom('order_upload_staged')
      .select('seq')
      .where('upload_id', '=', record.id)
      .where('seq', '=', batch.seq)
      .where('done', '=', false)
      .forUpdate()
      .executeTakeFirst();
    if (waiting === undefined) return true;
    const results = await writeGroups(
      tx,
      {
        customerId: record.customer_id,
        uploadId: record.id,
        saveAs: record.save_as,
        autoResume: record.auto_submit_abnormal,
        actor: importing.actor,
        now: new Date(importing.now),
        columns: record.columns,
        hidden: true,
      },
      checked,
    );
    await insertUploadRows(tx, storedRows(record.id, results));
    await tx
      .updateTable('order_upload_staged')
      .set({ done: true })
      .where('upload_id', '=', record.id)
      .where('seq', '=', batch.seq)
      .execute();
    return true;
  });
}

/**
 * The import's last transaction: once every staged order is written, its orders shown all at once
 * (one UPDATE; the kept counts move with it), its counts and the machine's `pass` or `fail`, the
 * staging gone. Undefined while orders are still staged.
 */
async function finishImport(deps: Deps, uploadId: number): Promise<UploadRecord | undefined> {
  return inTransaction(deps.db, async (tx) => {
    const found = await tx
      .selectFrom('order_uploads')
      .select('customer_id')
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    await lockMerchant(tx, found.customer_id);
    const record = await tx
      .selectFrom('order_uploads')
      .selectAll()
      .where('id', '=', uploadId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const importing = importOf(record);
    if (importing === undefined) return record;
    const left = await tx
      .selectFrom('order_upload_staged')
      .select('seq')
      .where('upload_id', '=', uploadId)
      .where('done', '=', false)
      .limit(1)
      .execute();
    if (left.length > 0) return undefined;
    await tx
      .updateTable('orders')
      .set({ upload_hidden: false })
      .where('upload_id', '=', uploadId)
      .where('upload_hidden', '=', true)
      .execute();
    await tx.deleteFrom('order_upload_staged').where('upload_id', '=', uploadId).execute();
    await tx
      .updateTable('order_uploads')
      .set({ importing: null })
      .where('id', '=', uploadId)
      .execute();
    return finishUpload(tx, { ...record, importing: null }, new Date(importing.now));
  });
}

/** Test hooks: what happens between two batches (a crash, another request). */
export interface ImportHooks {
  readonly afterBatch?: (written: number) => Promise<void> | void;
}

/**
 * Writes an import's staged orders batch by batch, then finishes it (ADR 0065), letting every
 * other request in between two batches. Safe to run twice at once or after a crash: a batch is
 * written once, the finish happens once. Answers the finished upload.
 */
export async function runImport(
  deps: Deps,
  uploadId: number,
  hooks: ImportHooks = {},
): Promise<UploadRecord> {
  let written = 0;
  let conflicts = 0;
  for (;;) {
    const record = await deps.db
      .selectFrom('order_uploads')
      .selectAll()
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    const importing = importOf(record);
    if (importing === undefined) return record;
    const batch = await nextBatch(deps, uploadId);
    if (batch === undefined) {
      const finished = await finishImport(deps, uploadId);
      if (finished) return finished;
      continue;
    }
    try {
      if (!(await writeBatch(deps, record, importing, batch))) continue;
    } catch (error) {
      // A reference another request took between the check and the write: check the batch again.
      conflicts += 1;
      if (!isUniqueViolation(error) || conflicts >= BATCH_ATTEMPTS) throw error;
      continue;
    }
    written += (batch.rows as StagedBatch).groups.length;
    await hooks.afterBatch?.(written);
  }
}

/** Imports a restart found unfinished (a crash between batches): each finished as it was begun. */
export async function resumeImports(deps: Deps): Promise<number[]> {
  const unfinished = await deps.db
    .selectFrom('order_uploads')
    .select('id')
    .where('importing', 'is not', null)
    .orderBy('id')
    .execute();
  for (const { id } of unfinished) await runImport(deps, id);
  return unfinished.map(({ id }) => id);
}
