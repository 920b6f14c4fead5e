import type { InventoryBatchRow, InventoryLogRow, InventoryRow, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import { availableStock, isLowStock, message } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, SessionContext } from '../../http/context';
import { optionalId, requiredId } from '../../http/input';
import { pageOf, readPaging } from '../../http/paging';
import { readFlag } from '../shared/read-flag';
import { pageOfBatches, pageOfLog, pageOfStock, setLowStockThreshold } from './repository';

type Input = Readonly<Record<string, string>>;
const THRESHOLD_MAX = 999_999;

const failures = (...results: ({ ok: true } | { ok: false; error: MessageCode })[]) =>
  results.flatMap((r) => (r.ok ? [] : [r.error]));

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
  const { rows, total } = await pageOfStock(
    deps.db,
    {
      customerId: session.customerId,
      warehouseId: warehouse.value,
      productId: product.value,
      keyword: (input['keyword'] ?? '').trim().toLowerCase(),
      lowStock: lowStock.value,
    },
    paging.value,
  );
  return succeed(pageOf(rows.map(inventoryRow), total, paging.value));
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
  const { rows, total } = await pageOfLog(
    deps.db,
    { customerId: session.customerId, productId: product.value, warehouseId: warehouse.value },
    paging.value,
  );
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
  const { rows, total } = await pageOfBatches(
    deps.db,
    session.customerId,
    product.value,
    paging.value,
  );
  return succeed(
    pageOf(
      rows.map((r) => ({ ...r, received_at: new Date(r.received_at).toISOString() })),
      total,
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
  const row = await setLowStockThreshold(deps.db, {
    customerId: session.customerId,
    productId: product.value,
    warehouseId: warehouse.value,
    threshold: Number(raw),
    now: deps.now(),
  });
  if (!row) return fail(API_CODES.notFound, 'SERVER.STOCK_UNKNOWN');
  return succeed(inventoryRow(row), 'SERVER.STOCK_ALERT_SAVED');
}
