import type { OrderActorKind, OrderStatus, RateCard } from '@portal/domain';
import { parseBatchSearchNumbers } from '@portal/domain';
import type {
  Insertable,
  Kysely,
  Selectable,
  SelectQueryBuilder,
  Transaction,
  Updateable,
} from 'kysely';
import { sql } from 'kysely';
import type { Database, OrdersTable, RateCardsTable } from '../../db/schema';
import type { OrderColumns, OrderValues } from './order-values';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertOrder(
  tx: Transaction<Database>,
  order: {
    readonly customerId: number;
    readonly orderNo: string;
    readonly status: OrderStatus;
    readonly columns: OrderColumns;
    readonly now: Date;
    /** The batch upload that creates it and that upload's choice for abnormal orders. */
    readonly uploadId?: number;
    readonly autoResume?: boolean;
    /** Written by an import still running: hidden until the import finishes (ADR 0065). */
    readonly hidden?: boolean;
  },
): Promise<number> {
  const row = await tx
    .insertInto('orders')
    .values({
      customer_id: order.customerId,
      order_no: order.orderNo,
      status: order.status,
      created_at: order.now,
      updated_at: order.now,
      submitted_at: null,
      stop_reason: null,
      abnormal_reason: null,
      fees: null,
      ...(order.uploadId === undefined ? {} : { upload_id: order.uploadId }),
      ...(order.autoResume === undefined ? {} : { auto_resume: order.autoResume }),
      ...(order.hidden === true ? { upload_hidden: true } : {}),
      ...order.columns,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new form replaces the fields; an old quote no longer holds, so it goes too. */
export async function updateOrderColumns(
  tx: Transaction<Database>,
  id: number,
  columns: OrderColumns,
  now: Date,
): Promise<void> {
  await tx
    .updateTable('orders')
    .set({ ...columns, fees: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Lines, services and packing materials are replaced as a whole with the form. */
export async function writeOrderParts(
  tx: Transaction<Database>,
  orderId: number,
  values: OrderValues,
): Promise<void> {
  await tx.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  await tx.deleteFrom('order_services').where('order_id', '=', orderId).execute();
  await tx.deleteFrom('order_packing_materials').where('order_id', '=', orderId).execute();
  await insertOrderParts(tx, orderId, values);
}

/** The lines, services and packing materials of an order that has none yet (a new order). */
export async function insertOrderParts(
  tx: Transaction<Database>,
  orderId: number,
  values: OrderValues,
): Promise<void> {
  if (values.lines.length > 0)
    await tx
      .insertInto('order_lines')
      .values(
        values.lines.map((line) => ({
          order_id: orderId,
          product_id: line.productId,
          sku: line.sku,
          name: line.name,
          description: line.description,
          quantity: line.quantity,
          declared_value: line.declaredValue,
        })),
      )
      .execute();
  if (values.services.length > 0)
    await tx
      .insertInto('order_services')
      .values(values.services.map((s) => ({ order_id: orderId, ...s })))
      .execute();
  if (values.packing.length > 0)
    await tx
      .insertInto('order_packing_materials')
      .values(
        values.packing.map((p) => ({
          order_id: orderId,
          product_id: p.productId,
          sku: p.sku,
          quantity: p.quantity,
        })),
      )
      .execute();
}

const orderColumns = (db: Db) => db.selectFrom('orders').selectAll('orders');
export type OrderRecord = Awaited<
  ReturnType<ReturnType<typeof orderColumns>['executeTakeFirstOrThrow']>
>;

/** The merchant's order, locked for this transaction; undefined when it is not theirs. */
/**
 * Locks the merchant's row before any of its orders. An order's writes insert rows referring to
 * the customer (stock log, ledger), which take a key-share lock on it, and then charge or refund
 * under its update lock: two such transactions of one merchant deadlock on PostgreSQL unless
 * both take the update lock first. So every order change of a merchant runs one at a time.
 */
const lockMerchant = (tx: Transaction<Database>, customerId: number) =>
  tx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();

/**
 * The merchant's order, locked. An order hidden with its deleted upload is out of reach until the
 * upload is restored (ADR 0044); `importing` (an upload id) reaches the hidden orders that upload's
 * import is writing, for its own submissions (ADR 0065).
 */
export async function lockOwnOrder(
  tx: Transaction<Database>,
  customerId: number,
  id: number,
  importing?: number,
) {
  await lockMerchant(tx, customerId);
  return orderColumns(tx)
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where((eb) =>
      importing === undefined
        ? eb('upload_hidden', '=', false)
        : eb.or([eb('upload_hidden', '=', false), eb('upload_id', '=', importing)]),
    )
    .forUpdate()
    .executeTakeFirst();
}

/** Any merchant's order, locked (the operator's steps). */
export async function lockOrder(tx: Transaction<Database>, id: number) {
  const owner = await tx
    .selectFrom('orders')
    .select('customer_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (owner) await lockMerchant(tx, owner.customer_id);
  return orderColumns(tx).where('id', '=', id).forUpdate().executeTakeFirst();
}

export const orderLines = (db: Db, orderId: number) =>
  db
    .selectFrom('order_lines')
    .select([
      'id',
      'product_id',
      'sku',
      'name',
      'description',
      'quantity',
      'declared_value',
      'reserved',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
export type OrderLineRecord = Awaited<ReturnType<typeof orderLines>>[number];

export const orderServices = (db: Db, orderId: number) =>
  db
    .selectFrom('order_services')
    .select(['code', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

export const orderPacking = (db: Db, orderId: number) =>
  db
    .selectFrom('order_packing_materials')
    .select(['product_id', 'sku', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

export const orderEvents = (db: Db, orderId: number) =>
  db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

export interface OrderEventInput {
  readonly orderId: number;
  readonly actorKind: OrderActorKind;
  readonly actor: string;
  readonly action: string;
  readonly from?: OrderStatus | null;
  readonly to?: OrderStatus | null;
  readonly note?: { readonly code: string; readonly params?: Record<string, string | number> };
  readonly now: Date;
}

/** One line of the order's event log, in the transaction that did it. */
export async function appendOrderEvent(tx: Transaction<Database>, event: OrderEventInput) {
  await tx
    .insertInto('order_events')
    .values({
      order_id: event.orderId,
      at: event.now,
      actor_kind: event.actorKind,
      actor: event.actor,
      action: event.action,
      from_status: event.from ?? null,
      to_status: event.to ?? null,
      note_code: event.note?.code ?? null,
      note_params: event.note === undefined ? null : JSON.stringify(event.note.params ?? {}),
    })
    .execute();
}

/** Who acts for a session, as the event log names them: the main account's or sub-account's user. */
export async function sessionActorName(
  db: Db,
  session: { readonly customerId: number; readonly subAccountId: number | null },
): Promise<string> {
  if (session.subAccountId !== null) {
    const sub = await db
      .selectFrom('sub_accounts')
      .select('username')
      .where('id', '=', session.subAccountId)
      .executeTakeFirst();
    return sub?.username ?? `sub-${session.subAccountId}`;
  }
  const main = await db
    .selectFrom('customers')
    .select('username')
    .where('id', '=', session.customerId)
    .executeTakeFirst();
  return main?.username ?? `customer-${session.customerId}`;
}

export interface OrderFilter {
  readonly customerId?: number;
  readonly status?: OrderStatus;
  readonly abnormalReason?: string;
  readonly numbers?: string;
  readonly searchField?: string;
  readonly warehouseId?: number;
  readonly shippingMethod?: string;
  readonly country?: string;
  readonly sku?: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly interceptRequested?: boolean;
}

const SEARCHABLE = ['order_no', 'reference_no', 'platform_order_no', 'tracking_no'] as const;
type SearchField = (typeof SEARCHABLE)[number];

/** The batch search's numbers and the columns they are compared with (none: no search). */
function searchOf(filter: OrderFilter) {
  const numbers = parseBatchSearchNumbers(filter.numbers ?? '');
  const fields: readonly SearchField[] =
    filter.searchField === undefined || filter.searchField === 'all'
      ? SEARCHABLE
      : SEARCHABLE.filter((f) => f === filter.searchField);
  return { numbers, fields };
}

/**
 * The filter as a WHERE on orders, the batch search aside (`searchedOrders` answers it); deleted
 * orders show only on their own tab.
 */
function filtered<O>(
  query: SelectQueryBuilder<Database, 'orders', O>,
  filter: OrderFilter,
  withStatus: boolean,
): SelectQueryBuilder<Database, 'orders', O> {
  // Orders hidden with their deleted upload are not listed (ADR 0044).
  let q = query.where('orders.upload_hidden', '=', false);
  if (filter.customerId !== undefined) q = q.where('orders.customer_id', '=', filter.customerId);
  if (withStatus)
    q =
      filter.status === undefined
        ? q.where('orders.status', '<>', 'deleted')
        : q.where('orders.status', '=', filter.status);
  if (filter.abnormalReason !== undefined)
    q = q.where('orders.abnormal_reason', '=', filter.abnormalReason);
  if (filter.warehouseId !== undefined) q = q.where('orders.warehouse_id', '=', filter.warehouseId);
  if (filter.shippingMethod) q = q.where('orders.channel', '=', filter.shippingMethod);
  if (filter.country) q = q.where('orders.country', '=', filter.country.toUpperCase());
  if (filter.sku)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_lines')
          .select('order_lines.id')
          .whereRef('order_lines.order_id', '=', 'orders.id')
          .where('order_lines.sku', '=', filter.sku ?? ''),
      ),
    );
  if (filter.dateFrom)
    q = q.where('orders.created_at', '>=', new Date(`${filter.dateFrom}T00:00:00Z`));
  if (filter.dateTo)
    q = q.where(
      'orders.created_at',
      '<',
      new Date(new Date(`${filter.dateTo}T00:00:00Z`).getTime() + 86_400_000),
    );
  if (filter.interceptRequested) q = q.where('orders.intercept', '=', 'requested');
  return q;
}

/**
 * The orders a batch search finds (ADR 0040): one branch per column, each `column = any(array)`
 * probing the order number's unique index or a (customer, column) index with the 500 numbers as
 * one array parameter, the other filters checked on the rows found, the branches united. One OR
 * of four 500-value IN lists made the planner walk the list's time index testing every row
 * against 2,000 values, and the total counted the merchant's orders again the same way.
 */
function searchedOrders(
  db: Db,
  filter: OrderFilter,
  withStatus: boolean,
  search: { readonly numbers: readonly string[]; readonly fields: readonly SearchField[] },
) {
  const numbers = [...search.numbers];
  const branches = search.fields.map((field) =>
    filtered(db.selectFrom('orders'), filter, withStatus)
      .select(['orders.id', 'orders.created_at', 'orders.status'])
      .where(`orders.${field}`, '=', sql<string>`any(${numbers}::text[])`),
  );
  return branches.reduce((united, branch) => united.union(branch));
}

/** A page of the batch search's finds and their count, in one statement. */
async function pageOfSearch(
  db: Db,
  filter: OrderFilter,
  search: { readonly numbers: readonly string[]; readonly fields: readonly SearchField[] },
  paging: { readonly pageSize: number; readonly offset: number },
  oldestFirst: boolean,
): Promise<{ ids: number[]; total: number }> {
  if (search.fields.length === 0) return { ids: [], total: 0 };
  const direction = oldestFirst ? 'asc' : 'desc';
  const rows = await db
    .with('found', () => searchedOrders(db, filter, true, search))
    .selectFrom((eb) =>
      eb
        .selectFrom('found')
        .select((c) => c.fn.countAll<string>().as('total'))
        .as('counted'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('found')
          .select('found.id')
          .orderBy('found.created_at', direction)
          .orderBy('found.id', direction)
          .limit(paging.pageSize)
          .offset(paging.offset)
          .as('page'),
      (join) => join.onTrue(),
    )
    .select(['counted.total', 'page.id'])
    .execute();
  return {
    ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function pageOfOrderIds(
  db: Db,
  filter: OrderFilter,
  paging: { readonly pageSize: number; readonly offset: number },
  oldestFirst = false,
): Promise<{ ids: number[]; total: number }> {
  const search = searchOf(filter);
  if (search.numbers.length > 0) return pageOfSearch(db, filter, search, paging, oldestFirst);
  const base = filtered(db.selectFrom('orders'), filter, true);
  const kept = keptCounts(filter);
  const [page, count] = await Promise.all([
    base
      .select('orders.id')
      .orderBy('orders.created_at', oldestFirst ? 'asc' : 'desc')
      .orderBy('orders.id', oldestFirst ? 'asc' : 'desc')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    kept === undefined
      ? base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
      : keptTotal(db, kept, filter.status),
  ]);
  return { ids: page.map((r) => r.id), total: Number(count.n) };
}

/**
 * The merchant whose counts the trigger keeps (migration 032) answers a filter that narrows by
 * nothing but the merchant and the status; any other filter counts its rows.
 */
function keptCounts(filter: OrderFilter): number | undefined {
  const narrowed =
    filter.abnormalReason !== undefined ||
    parseBatchSearchNumbers(filter.numbers ?? '').length > 0 ||
    filter.warehouseId !== undefined ||
    Boolean(filter.shippingMethod) ||
    Boolean(filter.country) ||
    Boolean(filter.sku) ||
    Boolean(filter.dateFrom) ||
    Boolean(filter.dateTo) ||
    Boolean(filter.interceptRequested);
  return narrowed ? undefined : filter.customerId;
}

const keptRows = (db: Db, customerId: number) =>
  db
    .selectFrom('order_status_counts')
    .select(['status', 'n'])
    .where('customer_id', '=', customerId)
    .execute();

/** The list total from the kept counts: one status, or every status but deleted. */
async function keptTotal(db: Db, customerId: number, status: OrderStatus | undefined) {
  const rows = await keptRows(db, customerId);
  const n = rows
    .filter((r) => (status === undefined ? r.status !== 'deleted' : r.status === status))
    .reduce((sum, r) => sum + Number(r.n), 0);
  return { n: String(n) };
}

/** How many orders of each status match the filter (the status tabs). */
export async function statusCounts(db: Db, filter: OrderFilter) {
  const kept = keptCounts(filter);
  if (kept !== undefined)
    return new Map((await keptRows(db, kept)).map((r) => [r.status, Number(r.n)]));
  const search = searchOf(filter);
  if (search.numbers.length > 0) {
    if (search.fields.length === 0) return new Map<string, number>();
    const found = await db
      .selectFrom(searchedOrders(db, filter, false, search).as('found'))
      .select(['found.status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('found.status')
      .execute();
    return new Map(found.map((r) => [r.status, Number(r.n)]));
  }
  const rows = await filtered(db.selectFrom('orders'), filter, false)
    .select(['orders.status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('orders.status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** List rows with their warehouse and line totals, in the order of `ids`. */
export async function orderRowsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('warehouses', 'warehouses.id', 'orders.warehouse_id')
    .selectAll('orders')
    .select([
      'warehouses.name as warehouse',
      sql<number>`(select count(*) from order_lines l where l.order_id = orders.id)`.as(
        'sku_count',
      ),
      sql<number>`(select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = orders.id)`.as(
        'quantity',
      ),
    ])
    .where('orders.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
}
export type OrderListRecord = Awaited<ReturnType<typeof orderRowsByIds>>[number];

export async function loadRateCards(db: Db): Promise<Map<string, RateCard>> {
  const rows = await db.selectFrom('rate_cards').selectAll().execute();
  return new Map(rows.map((row) => [row.channel, rateCardOf(row)]));
}

export const rateCardRows = (db: Db) =>
  db.selectFrom('rate_cards').selectAll().orderBy('channel').execute();

export const rateCardOf = (row: Selectable<RateCardsTable>): RateCard => ({
  channel: row.channel,
  firstWeightG: row.first_weight_g,
  firstPrice: { amount: row.first_price_minor, currency: 'CNY' },
  stepWeightG: row.step_weight_g,
  stepPrice: { amount: row.step_price_minor, currency: 'CNY' },
  maxWeightG: row.max_weight_g,
  remoteSurcharge: { amount: row.remote_surcharge_minor, currency: 'CNY' },
});

export async function upsertRateCard(db: Db, row: Insertable<RateCardsTable>) {
  return db
    .insertInto('rate_cards')
    .values(row)
    .onConflict((oc) =>
      oc.column('channel').doUpdateSet((eb) => ({
        first_weight_g: eb.ref('excluded.first_weight_g'),
        first_price_minor: eb.ref('excluded.first_price_minor'),
        step_weight_g: eb.ref('excluded.step_weight_g'),
        step_price_minor: eb.ref('excluded.step_price_minor'),
        max_weight_g: eb.ref('excluded.max_weight_g'),
        remote_surcharge_minor: eb.ref('excluded.remote_surcharge_minor'),
        set_by: eb.ref('excluded.set_by'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The bought plan of the order's warehouse, locked (after the inventory rows and before the
 * balance, the order every submission and resume takes its locks in). Undefined when the merchant
 * bought none there: plan-items are then not counted (ADR 0030).
 */
export const lockOrderPlan = (tx: Transaction<Database>, customerId: number, warehouseId: number) =>
  tx
    .selectFrom('plans')
    .select(['id', 'plan_items', 'extra_plan_items', 'plan_items_used'])
    .where('customer_id', '=', customerId)
    .where('warehouse_id', '=', warehouseId)
    .where('status', '<>', 'inactive')
    .forUpdate()
    .executeTakeFirst();

/** Moves `units` plan-items to the order (negative: back to the plan), both counts kept together. */
export async function movePlanItems(
  tx: Transaction<Database>,
  move: { readonly orderId: number; readonly planId: number; readonly units: number },
): Promise<void> {
  await tx
    .updateTable('plans')
    .set((eb) => ({ plan_items_used: eb('plan_items_used', '+', move.units) }))
    .where('id', '=', move.planId)
    .execute();
  await tx
    .updateTable('orders')
    .set((eb) => ({ plan_items_held: eb('plan_items_held', '+', move.units) }))
    .where('id', '=', move.orderId)
    .execute();
}

/** The merchant's waiting orders a resume retries, by priority 1, 2, 3 and then oldest first. */
export const waitingOrderIds = (
  tx: Transaction<Database>,
  customerId: number,
  reasons: readonly string[],
  warehouseId?: number,
) => {
  let query = tx
    .selectFrom('orders')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'abnormal')
    .where('abnormal_reason', 'in', reasons);
  if (warehouseId !== undefined) query = query.where('warehouse_id', '=', warehouseId);
  return query.orderBy('priority').orderBy('created_at').orderBy('id').execute();
};

export const setAbnormalReason = (tx: Transaction<Database>, id: number, reason: string | null) =>
  tx.updateTable('orders').set({ abnormal_reason: reason }).where('id', '=', id).execute();

/** The inventory rows of the order's products in its warehouse, locked by product id. */
export const lockStockRows = (
  tx: Transaction<Database>,
  warehouseId: number,
  productIds: readonly number[],
) =>
  productIds.length === 0
    ? Promise.resolve([])
    : tx
        .selectFrom('inventory')
        .select(['product_id', 'on_hand', 'reserved'])
        .where('warehouse_id', '=', warehouseId)
        .where('product_id', 'in', [...productIds])
        .orderBy('product_id')
        .forUpdate()
        .execute();

export const lockBalance = (tx: Transaction<Database>, customerId: number) =>
  tx
    .selectFrom('customers')
    .select('balance_minor')
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export { lockMerchant };

/** Writes these columns of one order (the use cases decide which; this only stores them). */
export const setOrderColumns = (
  tx: Transaction<Database>,
  id: number,
  values: Updateable<OrdersTable>,
) => tx.updateTable('orders').set(values).where('id', '=', id).execute();

/** A line's units left its reservation (shipped or released). */
export const clearLineReservation = (tx: Transaction<Database>, lineId: number) =>
  tx.updateTable('order_lines').set({ reserved: 0 }).where('id', '=', lineId).execute();

/** The facts the order form reader checks against the database (ADR 0008: queries live here). */
export const approvedWarehouseRow = (db: Db, customerId: number, warehouseId: number) =>
  db
    .selectFrom('customer_warehouses')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('warehouse_id', '=', warehouseId)
    .where('status', '=', 'approved')
    .executeTakeFirst();

/** The ids of the merchant's approved warehouses. */
export const approvedWarehouseIds = async (db: Db, customerId: number) =>
  (
    await db
      .selectFrom('customer_warehouses')
      .select('warehouse_id')
      .where('customer_id', '=', customerId)
      .where('status', '=', 'approved')
      .execute()
  ).map((row) => row.warehouse_id);

export const activeProductsBySku = (db: Db, customerId: number, skus: readonly string[]) =>
  skus.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('products')
        .select(['id', 'sku', 'packing_material'])
        .where('customer_id', '=', customerId)
        .where('status', '=', 'active')
        .where('sku', 'in', [...skus])
        .execute();

export const knownServiceCodes = async (db: Db, codes: readonly string[]) =>
  codes.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .selectFrom('added_services')
            .select('sp_code')
            .where('sp_code', 'in', [...codes])
            .execute()
        ).map((row) => row.sp_code),
      );

/** Whether another live order of the merchant has this reference number. */
export async function referenceTaken(
  db: Db,
  customerId: number,
  reference: string,
  orderId: number | undefined,
): Promise<boolean> {
  let query = db
    .selectFrom('orders')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('reference_no', '=', reference)
    .where('status', '<>', 'deleted');
  if (orderId !== undefined) query = query.where('id', '<>', orderId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The merchant's own order by id, unlocked (a read), or undefined. */
export const ownOrderNumber = (db: Db, customerId: number, id: number) =>
  db
    .selectFrom('orders')
    .select(['id', 'order_no'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

/** The stock log rows an order left (reserved, released, shipped), oldest first, with the SKU. */
export const orderStockEntries = (db: Db, customerId: number, orderNo: string) =>
  db
    .selectFrom('inventory_log as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'p.sku',
      'l.warehouse_id',
      'l.cause',
      'l.on_hand_delta',
      'l.reserved_delta',
      'l.operator',
      'l.created_at',
    ])
    .where('l.customer_id', '=', customerId)
    .where('l.reference', '=', orderNo)
    .where('l.cause', 'in', ['order_reserved', 'order_released', 'order_shipped'])
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();

/**
 * The ledger rows of an order, oldest first: its charges (`SO…`, and `SO…#n` after a resubmit)
 * and their refunds (`refund:` the same), as fulfilment.ts names them.
 */
export const orderMoneyEntries = (db: Db, customerId: number, orderNo: string) =>
  db
    .selectFrom('ledger')
    .select(['kind', 'reference', 'amount_minor', 'currency', 'balance_after_minor', 'created_at'])
    .where('customer_id', '=', customerId)
    .where((eb) =>
      eb.or([
        eb('reference', '=', orderNo),
        eb('reference', 'like', `${orderNo}#%`),
        eb('reference', '=', `refund:${orderNo}`),
        eb('reference', 'like', `refund:${orderNo}#%`),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
