import type { InventoryBatchRow, InventoryLogRow, InventoryRow, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import { availableStock, isLowStock, message } from '@portal/domain';
import { sql } from 'kysely';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, SessionContext } from '../../http/context';
import { optionalId, requiredId } from '../../http/input';
import { pageOf, readPaging } from '../../http/paging';
import { readFlag } from '../shared/read-flag';

type Input = Readonly<Record<string, string>>;
const THRESHOLD_MAX = 999_999;

const failures = (...results: ({ ok: true } | { ok: false; error: MessageCode })[]) =>
  results.flatMap((r) => (r.ok ? [] : [r.error]));

function stockQuery(deps: Deps, customerId: number) {
  return deps.db
    .selectFrom('inventory as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('warehouses as w', 'w.id', 'i.warehouse_id')
    .where('i.customer_id', '=', customerId);
}

type StockRecord = {
  product_id: number;
  sku: string;
  name: string;
  cn_name: string;
  warehouse_id: number;
  warehouse: string;
  on_hand: number;
  reserved: number;
  in_transit: number;
  unqualified: number;
  low_stock_threshold: number;
};

const inventoryRow = (r: StockRecord): InventoryRow => {
  const available = availableStock({ onHand: r.on_hand, reserved: r.reserved });
  return {
    product_id: r.product_id,
    sku: r.sku,
    name_en: r.name,
    name_zh: r.cn_name,
    warehouse_id: r.warehouse_id,
    warehouse: r.warehouse,
    on_hand: r.on_hand,
    reserved: r.reserved,
    available,
    in_transit: r.in_transit,
    unqualified: r.unqualified,
    low_stock_threshold: r.low_stock_threshold,
    low_stock: isLowStock(available, r.low_stock_threshold),
  };
};

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

export async function listInventory(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<Page<InventoryRow>>> {
  const paging = readPaging(input);
  const warehouse = optionalId(input, 'warehouse_id');
  const product = optionalId(input, 'product_id');
  const lowStock = readFlag(input, 'low_stock');
  if (!paging.ok || !warehouse.ok || !product.ok || !lowStock.ok)
    return invalid(failures(paging, warehouse, product, lowStock));
  let query = stockQuery(deps, session.customerId);
  if (warehouse.value !== undefined) query = query.where('i.warehouse_id', '=', warehouse.value);
  if (product.value !== undefined) query = query.where('i.product_id', '=', product.value);
  const keyword = (input['keyword'] ?? '').trim().toLowerCase();
  if (keyword !== '') {
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(p.sku)`, 'like', pattern),
        eb(sql`lower(p.name)`, 'like', pattern),
        eb('p.cn_name', 'like', pattern),
      ]),
    );
  }
  // The domain's isLowStock(availableStock(...), threshold) in SQL, so the filter can page.
  if (lowStock.value)
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
    .limit(paging.value.pageSize)
    .offset(paging.value.offset)
    .execute();
  return succeed(pageOf(rows.map(inventoryRow), Number(total.n), paging.value));
}

/** The log's size from the counts moveStock keeps, for the whole merchant or one warehouse. */
async function logCount(deps: Deps, customerId: number, warehouseId?: number): Promise<number> {
  let query = deps.db
    .selectFrom('inventory_log_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .where('customer_id', '=', customerId);
  if (warehouseId !== undefined) query = query.where('warehouse_id', '=', warehouseId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function inventoryLog(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<Page<InventoryLogRow>>> {
  const paging = readPaging(input);
  const product = optionalId(input, 'product_id');
  const warehouse = optionalId(input, 'warehouse_id');
  if (!paging.ok || !product.ok || !warehouse.ok)
    return invalid(failures(paging, product, warehouse));
  let query = deps.db
    .selectFrom('inventory_log as l')
    .where('l.customer_id', '=', session.customerId);
  if (product.value !== undefined) query = query.where('l.product_id', '=', product.value);
  if (warehouse.value !== undefined) query = query.where('l.warehouse_id', '=', warehouse.value);
  const total =
    product.value === undefined
      ? await logCount(deps, session.customerId, warehouse.value)
      : Number(
          (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())
            .n,
        );
  // The page is cut from the log alone (index on customer, id), then joined for the SKUs.
  const page = query
    .selectAll('l')
    .orderBy('l.id', 'desc')
    .limit(paging.value.pageSize)
    .offset(paging.value.offset)
    .as('page');
  const rows = await deps.db
    .selectFrom(page)
    .innerJoin('products as p', 'p.id', 'page.product_id')
    .selectAll('page')
    .select('p.sku')
    .orderBy('page.id', 'desc')
    .execute();
  return succeed(
    pageOf(
      rows.map((r) => ({
        id: Number(r.id),
        product_id: r.product_id,
        sku: r.sku,
        warehouse_id: r.warehouse_id,
        cause: r.cause,
        reference: r.reference,
        on_hand_delta: r.on_hand_delta,
        reserved_delta: r.reserved_delta,
        in_transit_delta: r.in_transit_delta,
        unqualified_delta: r.unqualified_delta,
        operator: r.operator,
        created_at: new Date(r.created_at).toISOString(),
      })),
      total,
      paging.value,
    ),
  );
}

export async function inventoryBatches(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<Page<InventoryBatchRow>>> {
  const paging = readPaging(input);
  const product = optionalId(input, 'product_id');
  if (!paging.ok || !product.ok) return invalid(failures(paging, product));
  let query = deps.db
    .selectFrom('inventory_batches as b')
    .innerJoin('products as p', 'p.id', 'b.product_id')
    .where('b.customer_id', '=', session.customerId);
  if (product.value !== undefined) query = query.where('b.product_id', '=', product.value);
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
    .limit(paging.value.pageSize)
    .offset(paging.value.offset)
    .execute();
  return succeed(
    pageOf(
      rows.map((r) => ({ ...r, received_at: new Date(r.received_at).toISOString() })),
      Number(total.n),
      paging.value,
    ),
  );
}

/**
 * What a merchant may edit of its stock is the low-stock alert threshold only: the figures
 * themselves move through ASNs, returns and orders, each with a log line.
 */
export async function editInventory(
  deps: Deps,
  session: SessionContext,
  input: Input,
): Promise<Outcome<InventoryRow>> {
  const product = requiredId(input, 'product_id');
  const warehouse = requiredId(input, 'warehouse_id');
  const raw = (input['low_stock_threshold'] ?? '').trim();
  const thresholdOk = /^\d{1,6}$/.test(raw) && Number(raw) <= THRESHOLD_MAX;
  const errors = failures(product, warehouse);
  if (!thresholdOk) errors.push(message('SERVER.INVALID_FIELD', { field: 'low_stock_threshold' }));
  if (!product.ok || !warehouse.ok || errors.length > 0) return invalid(errors);
  const updated = await deps.db
    .updateTable('inventory')
    .set({ low_stock_threshold: Number(raw), updated_at: deps.now() })
    .where('customer_id', '=', session.customerId)
    .where('product_id', '=', product.value)
    .where('warehouse_id', '=', warehouse.value)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return fail(API_CODES.notFound, 'SERVER.STOCK_UNKNOWN');
  const row = await stockQuery(deps, session.customerId)
    .where('i.product_id', '=', product.value)
    .where('i.warehouse_id', '=', warehouse.value)
    .select([...STOCK_COLUMNS])
    .executeTakeFirstOrThrow();
  return succeed(inventoryRow(row), 'SERVER.STOCK_ALERT_SAVED');
}
