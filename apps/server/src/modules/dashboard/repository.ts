import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { BoundQuery } from '../../db/bound-queries';
import type { Database } from '../../db/schema';
import { findCustomer } from '../auth/repository';

export interface OrderFilter {
  readonly customerId: number;
  readonly from?: Date;
  readonly to?: Date;
  readonly warehouseId?: number | undefined;
}

/** Every dashboard query starts here: this merchant's orders only. */
function ordersOf(db: Kysely<Database>, filter: OrderFilter) {
  let query = db.selectFrom('orders').where('orders.customer_id', '=', filter.customerId);
  if (filter.from) query = query.where('orders.created_at', '>=', filter.from);
  if (filter.to) query = query.where('orders.created_at', '<', filter.to);
  if (filter.warehouseId !== undefined)
    query = query.where('orders.warehouse_id', '=', filter.warehouseId);
  return query;
}

const countBy = (
  db: Kysely<Database>,
  filter: OrderFilter,
  column: 'status' | 'channel' | 'abnormal_reason',
  onlyAbnormal = false,
) => {
  let query = ordersOf(db, filter);
  if (onlyAbnormal) query = query.where('status', '=', 'abnormal');
  // a draft with no shipping method chosen yet has no logistics to count
  if (column === 'channel') query = query.where('orders.channel', '<>', '');
  return query
    .select([`orders.${column} as key`, (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(`orders.${column}`)
    .orderBy(`orders.${column}`)
    .execute();
};

const countPerDay = (db: Kysely<Database>, filter: OrderFilter) =>
  ordersOf(db, filter)
    .select([
      sql<string>`to_char(orders.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .groupBy('day')
    .execute();

async function listOrders(
  db: Kysely<Database>,
  filter: OrderFilter & { readonly abnormalReason?: string },
  page: { readonly limit: number; readonly offset: number },
) {
  let query = ordersOf(db, filter);
  if (filter.abnormalReason !== undefined)
    query = query
      .where('status', '=', 'abnormal')
      .where('abnormal_reason', '=', filter.abnormalReason);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'id',
      'order_no',
      'status',
      'channel',
      'warehouse_id',
      'abnormal_reason',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(total.n), rows };
}

/**
 * The SKUs most short for the orders waiting for stock: per SKU and warehouse, the units those
 * orders need beyond what the warehouse has available (on hand less what other orders reserved),
 * summed over the warehouses, largest first. A SKU of such an order that the shelf covers is not
 * short (its order waits for another SKU) and is left out.
 */
const topStockOutSkus = (db: Kysely<Database>, filter: OrderFilter) =>
  db
    .with('demand', () =>
      ordersOf(db, filter)
        .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
        .where('orders.status', '=', 'abnormal')
        .where('orders.abnormal_reason', '=', 'insufficient_stock')
        .select([
          'order_lines.sku',
          'order_lines.product_id',
          'orders.warehouse_id',
          (eb) => eb.fn.sum<number>('order_lines.quantity').as('needed'),
        ])
        .groupBy(['order_lines.sku', 'order_lines.product_id', 'orders.warehouse_id']),
    )
    .with('short', (qc) =>
      qc
        .selectFrom('demand')
        .leftJoin('inventory', (join) =>
          join
            .onRef('inventory.product_id', '=', 'demand.product_id')
            .onRef('inventory.warehouse_id', '=', 'demand.warehouse_id'),
        )
        .select([
          'demand.sku',
          sql<number>`demand.needed - coalesce(inventory.on_hand - inventory.reserved, 0)`.as(
            'units',
          ),
        ]),
    )
    .selectFrom('short')
    .where('short.units', '>', 0)
    .select(['short.sku', (eb) => eb.fn.sum<number>('short.units').as('quantity')])
    .groupBy('short.sku')
    .orderBy('quantity', 'desc')
    .orderBy('short.sku')
    .limit(5)
    .execute();

export const countArrears = async (db: Kysely<Database>, customerId: number) =>
  Number(
    (
      await ordersOf(db, { customerId })
        .where('status', '=', 'abnormal')
        .where('abnormal_reason', '=', 'insufficient_funds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function listLedger(
  db: Kysely<Database>,
  customerId: number,
  filter: {
    readonly kind?: string | undefined;
    /** Inclusive start and exclusive end of the days asked for; open when absent. */
    readonly from?: Date | undefined;
    readonly before?: Date | undefined;
  },
  page: { readonly limit: number; readonly offset: number },
) {
  let query = db.selectFrom('ledger').where('customer_id', '=', customerId);
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.before !== undefined) query = query.where('created_at', '<', filter.before);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(total.n), rows };
}

/** What the account summary reads of the merchant: the balance and its currency. */
const balanceOf = async (db: Kysely<Database>, customerId: number) => {
  const customer = await findCustomer(db, customerId);
  return customer && { balance_minor: customer.balance_minor, currency: customer.currency };
};

/** Every query of the dashboard (ADR 0068), bound to one database by `kyselyDashboardRepository`. */
export interface DashboardRepository {
  readonly countBy: BoundQuery<typeof countBy>;
  readonly countPerDay: BoundQuery<typeof countPerDay>;
  readonly listOrders: BoundQuery<typeof listOrders>;
  readonly topStockOutSkus: BoundQuery<typeof topStockOutSkus>;
  readonly countArrears: BoundQuery<typeof countArrears>;
  readonly listLedger: BoundQuery<typeof listLedger>;
  readonly balanceOf: BoundQuery<typeof balanceOf>;
}

export const kyselyDashboardRepository = (db: Kysely<Database>): DashboardRepository => ({
  countBy: (...args) => countBy(db, ...args),
  countPerDay: (...args) => countPerDay(db, ...args),
  listOrders: (...args) => listOrders(db, ...args),
  topStockOutSkus: (...args) => topStockOutSkus(db, ...args),
  countArrears: (...args) => countArrears(db, ...args),
  listLedger: (...args) => listLedger(db, ...args),
  balanceOf: (...args) => balanceOf(db, ...args),
});

export type DashboardOrderRecord = Awaited<ReturnType<typeof listOrders>>['rows'][number];
export type LedgerRecord = Awaited<ReturnType<typeof listLedger>>['rows'][number];
