import type { InventoryBatchRow, InventoryLogRow, InventoryRow, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { availableStock, isLowStock } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { isFlagOn } from '../../http/flag';
import { pageOf, pagingOf } from '../../http/paging';
import { pageOfBatches, pageOfLog, pageOfStock, setLowStockThreshold } from './repository';

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
  input: InputFor<'inventory.list'>,
): Promise<Outcome<Page<InventoryRow>>> {
  const paging = pagingOf(input);
  const { rows, total } = await pageOfStock(
    deps.db,
    {
      customerId: session.customerId,
      warehouseId: input.warehouse_id,
      productId: input.product_id,
      keyword: (input['keyword'] ?? '').trim().toLowerCase(),
      lowStock: isFlagOn(input.low_stock),
    },
    paging,
  );
  return succeed(pageOf(rows.map(inventoryRow), total, paging));
}

export async function inventoryLog(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'inventory.log'>,
): Promise<Outcome<Page<InventoryLogRow>>> {
  const paging = pagingOf(input);
  const { rows, total } = await pageOfLog(
    deps.db,
    {
      customerId: session.customerId,
      productId: input.product_id,
      warehouseId: input.warehouse_id,
    },
    paging,
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
      paging,
    ),
  );
}

export async function inventoryBatches(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'inventory.batches'>,
): Promise<Outcome<Page<InventoryBatchRow>>> {
  const paging = pagingOf(input);
  const { rows, total } = await pageOfBatches(
    deps.db,
    session.customerId,
    input.product_id,
    paging,
  );
  return succeed(
    pageOf(
      rows.map((r) => ({ ...r, received_at: new Date(r.received_at).toISOString() })),
      total,
      paging,
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
  input: InputFor<'inventory.edit'>,
): Promise<Outcome<InventoryRow>> {
  const row = await setLowStockThreshold(deps.db, {
    customerId: session.customerId,
    productId: input.product_id,
    warehouseId: input.warehouse_id,
    threshold: input.low_stock_threshold,
    now: deps.now(),
  });
  if (!row) return fail(API_CODES.notFound, 'SERVER.STOCK_UNKNOWN');
  return succeed(inventoryRow(row), 'SERVER.STOCK_ALERT_SAVED');
}
