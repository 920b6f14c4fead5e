import type { StockDeltas } from '@portal/domain';
import { fullDeltas, isNoMove } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { BoundQuery } from '../../db/bound-queries';
import type { Database } from '../../db/schema';

export interface StockMovement {
  readonly customerId: number;
  readonly productId: number;
  readonly warehouseId: number;
  /** What the domain's stock rule decided (asnReceiptDeltas, rmaProcessDeltas, ...). */
  readonly deltas: StockDeltas;
  /** Why: asn_approved, asn_received, asn_finished, rma_received, ... */
  readonly cause: string;
  /** The document that moved it, such as an ASN or RMA number. */
  readonly reference: string;
  readonly operator: string;
  readonly now: Date;
}

/**
 * The only way stock changes: the deltas the domain's stock rules decided, written to the
 * inventory row and its log line in the caller's transaction, so the log always explains the
 * stock. A check constraint refuses a negative figure.
 */
export async function moveStock(tx: Transaction<Database>, move: StockMovement): Promise<void> {
  if (isNoMove(move.deltas)) return;
  const full = fullDeltas(move.deltas);
  const d = {
    on_hand: full.onHand,
    reserved: full.reserved,
    in_transit: full.inTransit,
    unqualified: full.unqualified,
  };
  // The row is created empty first: a check constraint applies to an INSERT's proposed row even
  // when ON CONFLICT turns it into an update, so the deltas go through a plain UPDATE.
  await tx
    .insertInto('inventory')
    .values({
      product_id: move.productId,
      warehouse_id: move.warehouseId,
      customer_id: move.customerId,
      updated_at: move.now,
    })
    .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doNothing())
    .execute();
  await tx
    .updateTable('inventory')
    .set({
      on_hand: sql`on_hand + ${d.on_hand}`,
      reserved: sql`reserved + ${d.reserved}`,
      in_transit: sql`in_transit + ${d.in_transit}`,
      unqualified: sql`unqualified + ${d.unqualified}`,
      updated_at: move.now,
    })
    .where('product_id', '=', move.productId)
    .where('warehouse_id', '=', move.warehouseId)
    .execute();
  await tx
    .insertInto('inventory_log')
    .values({
      customer_id: move.customerId,
      product_id: move.productId,
      warehouse_id: move.warehouseId,
      cause: move.cause,
      reference: move.reference,
      on_hand_delta: d.on_hand,
      reserved_delta: d.reserved,
      in_transit_delta: d.in_transit,
      unqualified_delta: d.unqualified,
      operator: move.operator,
      created_at: move.now,
    })
    .execute();
  await tx
    .insertInto('inventory_log_counts')
    .values({ customer_id: move.customerId, warehouse_id: move.warehouseId, n: 1 })
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'warehouse_id'])
        .doUpdateSet({ n: sql`inventory_log_counts.n + 1` }),
    )
    .execute();
}

type Db = Kysely<Database> | Transaction<Database>;
type Paging = { readonly pageSize: number; readonly offset: number };

function stockQuery(db: Db, customerId: number) {
  return db
    .selectFrom('inventory as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('warehouses as w', 'w.id', 'i.warehouse_id')
    .where('i.customer_id', '=', customerId);
}

const STOCK_COLUMNS = [
  'i.product_id',
  'p.sku',
  'p.name',
  'p.cn_name',
  'i.warehouse_id',
  'w.name as warehouse',
  'i.on_hand',
  'i.reserved',
  'i.in_transit',
  'i.unqualified',
  'i.low_stock_threshold',
] as const;

/** One page of the merchant's stock rows, newest product first, with the total. */
async function pageOfStock(
  db: Db,
  filter: {
    readonly customerId: number;
    readonly warehouseId: number | undefined;
    readonly productId: number | undefined;
    readonly keyword: string;
    readonly lowStock: boolean;
  },
  paging: Paging,
) {
  let query = stockQuery(db, filter.customerId);
  if (filter.warehouseId !== undefined)
    query = query.where('i.warehouse_id', '=', filter.warehouseId);
  if (filter.productId !== undefined) query = query.where('i.product_id', '=', filter.productId);
  if (filter.keyword !== '') {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(p.sku)`, 'like', pattern),
        eb(sql`lower(p.name)`, 'like', pattern),
        eb('p.cn_name', 'like', pattern),
      ]),
    );
  }
  // The domain's isLowStock(availableStock(...), threshold) in SQL, so the filter can page.
  if (filter.lowStock)
    query = query
      .where('i.low_stock_threshold', '>', 0)
      .where(sql<boolean>`greatest(i.on_hand - i.reserved, 0) <= i.low_stock_threshold`);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([...STOCK_COLUMNS])
    .orderBy('i.product_id', 'desc')
    .orderBy('i.warehouse_id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

/** The merchant's only edit of its stock: the alert threshold; the row after it, if it exists. */
async function setLowStockThreshold(
  db: Db,
  change: {
    readonly customerId: number;
    readonly productId: number;
    readonly warehouseId: number;
    readonly threshold: number;
    readonly now: Date;
  },
) {
  const updated = await db
    .updateTable('inventory')
    .set({ low_stock_threshold: change.threshold, updated_at: change.now })
    .where('customer_id', '=', change.customerId)
    .where('product_id', '=', change.productId)
    .where('warehouse_id', '=', change.warehouseId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return undefined;
  return stockQuery(db, change.customerId)
    .where('i.product_id', '=', change.productId)
    .where('i.warehouse_id', '=', change.warehouseId)
    .select([...STOCK_COLUMNS])
    .executeTakeFirstOrThrow();
}

/** The log's size from the counts moveStock keeps, for the whole merchant or one warehouse. */
async function logCount(db: Db, customerId: number, warehouseId?: number): Promise<number> {
  let query = db
    .selectFrom('inventory_log_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .where('customer_id', '=', customerId);
  if (warehouseId !== undefined) query = query.where('warehouse_id', '=', warehouseId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** One page of the stock log, newest first, with each line's SKU. */
async function pageOfLog(
  db: Db,
  filter: {
    readonly customerId: number;
    readonly productId: number | undefined;
    readonly warehouseId: number | undefined;
  },
  paging: Paging,
) {
  let query = db.selectFrom('inventory_log as l').where('l.customer_id', '=', filter.customerId);
  if (filter.productId !== undefined) query = query.where('l.product_id', '=', filter.productId);
  if (filter.warehouseId !== undefined)
    query = query.where('l.warehouse_id', '=', filter.warehouseId);
  const total =
    filter.productId === undefined
      ? await logCount(db, filter.customerId, filter.warehouseId)
      : Number(
          (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())
            .n,
        );
  // The page is cut from the log alone (index on customer, id), then joined for the SKUs.
  const page = query
    .selectAll('l')
    .orderBy('l.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .as('page');
  const rows = await db
    .selectFrom(page)
    .innerJoin('products as p', 'p.id', 'page.product_id')
    .selectAll('page')
    .select('p.sku')
    .orderBy('page.id', 'desc')
    .execute();
  return { rows, total };
}

/** One page of the received batches, newest first, optionally of one product. */
async function pageOfBatches(
  db: Db,
  customerId: number,
  productId: number | undefined,
  paging: Paging,
) {
  let query = db
    .selectFrom('inventory_batches as b')
    .innerJoin('products as p', 'p.id', 'b.product_id')
    .where('b.customer_id', '=', customerId);
  if (productId !== undefined) query = query.where('b.product_id', '=', productId);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'b.id',
      'b.product_id',
      'p.sku',
      'b.warehouse_id',
      'b.batch_no',
      'b.source',
      'b.qualified',
      'b.unqualified',
      'b.received_at',
    ])
    .orderBy('b.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

/**
 * The queries of the merchant's stock screens (ADR 0068), bound to one database by
 * `kyselyInventoryRepository`. `moveStock` stays a function of a transaction: the ASN, RMA and
 * order modules move stock inside their own.
 */
export interface InventoryRepository {
  readonly pageOfStock: BoundQuery<typeof pageOfStock>;
  readonly setLowStockThreshold: BoundQuery<typeof setLowStockThreshold>;
  readonly pageOfLog: BoundQuery<typeof pageOfLog>;
  readonly pageOfBatches: BoundQuery<typeof pageOfBatches>;
}

export const kyselyInventoryRepository = (db: Db): InventoryRepository => ({
  pageOfStock: (...args) => pageOfStock(db, ...args),
  setLowStockThreshold: (...args) => setLowStockThreshold(db, ...args),
  pageOfLog: (...args) => pageOfLog(db, ...args),
  pageOfBatches: (...args) => pageOfBatches(db, ...args),
});

export type StockRecord = Awaited<ReturnType<typeof pageOfStock>>['rows'][number];
export type StockLogRecord = Awaited<ReturnType<typeof pageOfLog>>['rows'][number];
export type BatchRecord = Awaited<ReturnType<typeof pageOfBatches>>['rows'][number];
