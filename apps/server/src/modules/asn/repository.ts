import type { AsnStatus, MerchantProducts } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AsnValues } from './asn-values';

type Db = Kysely<Database> | Transaction<Database>;

/** The MerchantProducts port of an ASN: the merchant's active products, with their declared value. */
export const activeProducts = (
  db: Db,
  customerId: number,
): MerchantProducts<{ id: number; sku: string; declared_cents: number }> => ({
  findBySkus: (skus) =>
    db
      .selectFrom('products')
      .select(['id', 'sku', 'declared_cents'])
      .where('customer_id', '=', customerId)
      .where('status', '=', 'active')
      .where('sku', 'in', skus)
      .execute(),
});

/** The ASN columns a status step needs, the row locked for the caller's transaction. */
const lockedAsn = (tx: Transaction<Database>, id: number) =>
  tx
    .selectFrom('asns')
    .select(['id', 'customer_id', 'warehouse_id', 'asn_no', 'status'])
    .where('id', '=', id)
    .forUpdate();

/** Locks the merchant's own ASN for a change; another merchant's reads as unknown. */
export const lockOwnAsn = (tx: Transaction<Database>, customerId: number, id: number) =>
  lockedAsn(tx, id).where('customer_id', '=', customerId).executeTakeFirst();

/**
 * What a draft may leave out (migration 105) a submitted notice has: the submit checked the whole
 * form. So an operator step meeting a null meets a fault (500), never a value to guess.
 */
export function submittedValue<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`a submitted ASN without its ${what}`);
  return value;
}

/** Locks any merchant's ASN, for an operator step. */
export const lockAsn = (tx: Transaction<Database>, id: number) =>
  lockedAsn(tx, id).executeTakeFirst();

/** A new ASN with the status and number the domain gave it. */
export const insertAsn = (
  tx: Transaction<Database>,
  asn: {
    readonly customerId: number;
    readonly asnNo: string;
    readonly status: AsnStatus;
    readonly values: AsnValues;
    readonly now: Date;
  },
) =>
  tx
    .insertInto('asns')
    .values({
      ...asn.values.columns,
      customer_id: asn.customerId,
      warehouse_id: asn.values.warehouseId,
      asn_no: asn.asnNo,
      status: asn.status,
      created_at: asn.now,
      updated_at: asn.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Rewrites a draft's fields (its status moves only through applyDomainEvent). */
export const updateAsnFields = (
  tx: Transaction<Database>,
  id: number,
  values: AsnValues,
  now: Date,
) =>
  tx
    .updateTable('asns')
    .set({ ...values.columns, warehouse_id: values.warehouseId, updated_at: now })
    .where('id', '=', id)
    .execute();

/** Replaces the lines and boxes of an ASN (only a draft is ever rewritten). */
export async function writeAsnParts(tx: Transaction<Database>, asnId: number, values: AsnValues) {
  await tx.deleteFrom('asn_lines').where('asn_id', '=', asnId).execute();
  await tx.deleteFrom('asn_boxes').where('asn_id', '=', asnId).execute();
  // a draft may have no lines yet
  if (values.lines.length > 0)
    await tx
      .insertInto('asn_lines')
      .values(
        values.lines.map((l) => ({ asn_id: asnId, product_id: l.productId, quantity: l.quantity })),
      )
      .execute();
  if (values.boxes.length > 0)
    await tx
      .insertInto('asn_boxes')
      .values(
        values.boxes.map((b, index) => ({
          asn_id: asnId,
          box_no: index + 1,
          sku: b.sku,
          quantity: b.quantity,
          weight_centikg: b.weight,
          length_mm10: b.length,
          width_mm10: b.width,
          height_mm10: b.height,
        })),
      )
      .execute();
}

/** The lines of a submitted ASN, locked, for approval, a receipt or the end of receiving. */
export const lockAsnLines = async (tx: Transaction<Database>, asnId: number) =>
  (
    await tx
      .selectFrom('asn_lines')
      .selectAll()
      .where('asn_id', '=', asnId)
      .orderBy('id')
      .forUpdate()
      .execute()
  ).map((line) => ({ ...line, quantity: submittedValue(line.quantity, 'line quantity') }));

export const recordLineReceipt = (
  tx: Transaction<Database>,
  lineId: number,
  totals: { readonly received: number; readonly qualified: number; readonly unqualified: number },
) => tx.updateTable('asn_lines').set(totals).where('id', '=', lineId).execute();

export const setAsnRejectReason = (tx: Transaction<Database>, id: number, reason: string) =>
  tx.updateTable('asns').set({ reject_reason: reason }).where('id', '=', id).execute();

/** The merchant's ASN ids of one page (all but deleted, or one status), newest first, and the total. */
export async function pageOfAsnIds(
  db: Db,
  filter: {
    readonly customerId: number;
    readonly status: AsnStatus | undefined;
    readonly keyword: string;
  },
  paging: { readonly pageSize: number; readonly offset: number },
) {
  let query = db.selectFrom('asns as a').where('a.customer_id', '=', filter.customerId);
  query =
    filter.status === undefined
      ? query.where('a.status', '<>', 'deleted')
      : query.where('a.status', '=', filter.status);
  if (filter.keyword !== '')
    query = query.where(
      'a.asn_no',
      'like',
      `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const ids = await query
    .select('a.id')
    .orderBy('a.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total.n), ids: ids.map((r) => r.id) };
}

/**
 * The list columns: the ASN, its warehouse name and the summed quantities of its lines (a draft
 * may name no warehouse yet, hence the left join).
 */
export function asnRows(db: Db) {
  return db
    .selectFrom('asns as a')
    .leftJoin('warehouses as w', 'w.id', 'a.warehouse_id')
    .select((eb) => [
      'a.id',
      'a.customer_id',
      'a.asn_no',
      'a.warehouse_id',
      'w.name as warehouse',
      'a.status',
      'a.level',
      'a.delivery_mode',
      'a.estimated_arrival',
      'a.created_at',
      eb
        .selectFrom('asn_lines as l')
        .whereRef('l.asn_id', '=', 'a.id')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('l.quantity'), s.lit(0)).as('q'))
        .as('quantity'),
      eb
        .selectFrom('asn_lines as l')
        .whereRef('l.asn_id', '=', 'a.id')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('l.received'), s.lit(0)).as('r'))
        .as('received'),
    ]);
}

/** The list rows of the given ASN ids, newest first. */
export const asnRowsByIds = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : asnRows(db)
        .where('a.id', 'in', [...ids])
        .orderBy('a.id', 'desc')
        .execute();

/** One ASN of this merchant with its detail columns, lines and boxes; undefined when not theirs. */
export async function findAsnDetail(db: Db, customerId: number, id: number) {
  const row = await asnRows(db)
    .select([
      'a.prepacking',
      'a.tracking_numbers',
      'a.fba',
      'a.fba_address',
      'a.unloading',
      'a.air_freight',
      'a.freight_minor',
      'a.vat_minor',
      'a.insurance_minor',
      'a.currency',
      'a.reject_reason',
    ])
    .where('a.id', '=', id)
    .where('a.customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const lines = await db
    .selectFrom('asn_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.id',
      'l.product_id',
      'p.sku',
      'l.quantity',
      'l.received',
      'l.qualified',
      'l.unqualified',
    ])
    .where('l.asn_id', '=', id)
    .orderBy('l.id')
    .execute();
  const boxes = await db
    .selectFrom('asn_boxes')
    .selectAll()
    .where('asn_id', '=', id)
    .orderBy('box_no')
    .execute();
  return { row, lines, boxes };
}

/** Every merchant's ASNs in one status, oldest first, for the operator queue. */
export const opsAsnCount = (db: Db, status: AsnStatus) =>
  db
    .selectFrom('asns')
    .where('status', '=', status)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

export const opsAsnPage = (
  db: Db,
  status: AsnStatus,
  paging: { readonly pageSize: number; readonly offset: number },
) =>
  asnRows(db)
    .where('a.status', '=', status)
    .orderBy('a.id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();

/** A received batch of one line, named after the ASN, the line and the running total. */
export const insertBatch = (
  tx: Transaction<Database>,
  batch: {
    readonly customerId: number;
    readonly productId: number;
    readonly warehouseId: number;
    readonly batchNo: string;
    readonly source: string;
    readonly qualified: number;
    readonly unqualified: number;
    readonly now: Date;
  },
) =>
  tx
    .insertInto('inventory_batches')
    .values({
      customer_id: batch.customerId,
      product_id: batch.productId,
      warehouse_id: batch.warehouseId,
      batch_no: batch.batchNo,
      source: batch.source,
      qualified: batch.qualified,
      unqualified: batch.unqualified,
      received_at: batch.now,
    })
    .execute();
