import type { OrderUploadKind, OrderUploadRowOutcome } from '@portal/domain';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database, OrderUploadRowsTable, OrderUploadsTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type UploadRecord = Selectable<OrderUploadsTable>;
export type UploadRowRecord = Selectable<OrderUploadRowsTable>;

/**
 * The merchant's upload; undefined when it is not theirs, or while its import still runs: an
 * unfinished import is none of the merchant's until it finishes (ADR 0065).
 */
export const ownUpload = (db: Db, customerId: number, id: number) =>
  db
    .selectFrom('order_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('importing', 'is', null)
    .executeTakeFirst();

/** The merchant's finished upload locked for this transaction (row actions, delete, restore). */
export const lockOwnUpload = (tx: Transaction<Database>, customerId: number, id: number) =>
  tx
    .selectFrom('order_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('importing', 'is', null)
    .forUpdate()
    .executeTakeFirst();

/** An earlier upload of the same file (same fingerprint) by the merchant, deleted or not. */
export const uploadByFingerprint = (
  db: Db,
  customerId: number,
  kind: OrderUploadKind,
  fingerprint: string,
) =>
  db
    .selectFrom('order_uploads')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();

export const insertUpload = (tx: Transaction<Database>, upload: Insertable<OrderUploadsTable>) =>
  tx.insertInto('order_uploads').values(upload).returningAll().executeTakeFirstOrThrow();

/** The rows of an upload, in file order; only those of one outcome when given. */
export function uploadRows(db: Db, uploadId: number, outcome?: OrderUploadRowOutcome) {
  let query = db
    .selectFrom('order_upload_rows')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .orderBy('row_number');
  if (outcome !== undefined) query = query.where('outcome', '=', outcome);
  return query.execute();
}

/** Rows written in multi-row INSERTs of a few hundred (one statement each, few parameters). */
export async function insertUploadRows(
  tx: Transaction<Database>,
  rows: readonly Insertable<OrderUploadRowsTable>[],
) {
  for (let start = 0; start < rows.length; start += 500)
    await tx
      .insertInto('order_upload_rows')
      .values(rows.slice(start, start + 500))
      .execute();
}

/** A row's new outcome after a correction, a submission or a delete. */
export const updateUploadRow = (
  tx: Transaction<Database>,
  uploadId: number,
  rowNumber: number,
  values: {
    readonly outcome: OrderUploadRowOutcome;
    readonly order_id?: number | null;
    readonly cells?: string;
    readonly issues?: string;
    readonly reference?: string;
  },
) =>
  tx
    .updateTable('order_upload_rows')
    .set(values)
    .where('upload_id', '=', uploadId)
    .where('row_number', '=', rowNumber)
    .execute();

/**
 * The upload's counts from its rows: orders created (distinct orders: an order has several rows),
 * rows in error, rows skipped. `count` answers text on PostgreSQL, hence Number().
 */
export async function countUploadRows(db: Db, uploadId: number) {
  const row = await db
    .selectFrom('order_upload_rows')
    .select([
      sql<string>`count(distinct order_id) filter (where outcome = 'created')`.as('created'),
      sql<string>`count(*) filter (where outcome = 'error')`.as('errors'),
      sql<string>`count(*) filter (where outcome = 'skipped')`.as('skipped'),
    ])
    .where('upload_id', '=', uploadId)
    .executeTakeFirstOrThrow();
  return { created: Number(row.created), errors: Number(row.errors), skipped: Number(row.skipped) };
}

/** A page of the merchant's uploads of a kind, newest first; deleted ones or live ones. */
export async function pageOfUploads(
  db: Db,
  customerId: number,
  kind: OrderUploadKind,
  deleted: boolean,
  paging: { readonly pageSize: number; readonly offset: number },
) {
  const base = db
    .selectFrom('order_uploads')
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('importing', 'is', null)
    .where('deleted_at', deleted ? 'is not' : 'is', null);
  const [list, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n) };
}

/** The orders an upload created, with their status and reference (the result's order columns). */
export const uploadOrders = (db: Db, uploadId: number) =>
  db
    .selectFrom('orders')
    .select(['id', 'order_no', 'status', 'abnormal_reason', 'upload_hidden'])
    .where('upload_id', '=', uploadId)
    .execute();

/** References among `references` that a live order of the merchant already has. */
export async function takenReferences(
  db: Db,
  customerId: number,
  references: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(references.filter((reference) => reference !== ''))];
  const taken = new Set<string>();
  for (let start = 0; start < wanted.length; start += 500) {
    const rows = await db
      .selectFrom('orders')
      .select('reference_no')
      .where('customer_id', '=', customerId)
      .where('status', '<>', 'deleted')
      .where('reference_no', '=', sql<string>`any(${wanted.slice(start, start + 500)}::text[])`)
      .execute();
    for (const row of rows) taken.add(row.reference_no);
  }
  return taken;
}

/** The merchant's warehouses by what a file may call them: code, name, Chinese name or id. */
export async function warehouseIdsByName(db: Db, customerId: number) {
  const rows = await db
    .selectFrom('customer_warehouses')
    .innerJoin('warehouses', 'warehouses.id', 'customer_warehouses.warehouse_id')
    .select(['warehouses.id', 'warehouses.code', 'warehouses.name', 'warehouses.cn_name'])
    .where('customer_warehouses.customer_id', '=', customerId)
    .execute();
  const byName = new Map<string, number>();
  for (const row of rows)
    for (const name of [row.code, row.name, row.cn_name, String(row.id)])
      if (name.trim() !== '') byName.set(name.trim().toLowerCase(), row.id);
  return byName;
}

export const ownMappings = (db: Db, customerId: number) =>
  db
    .selectFrom('order_upload_mappings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();

export const ownMapping = (db: Db, customerId: number, id: number) =>
  db
    .selectFrom('order_upload_mappings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
