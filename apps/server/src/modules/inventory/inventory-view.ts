import type { InventoryBatchRow, InventoryLogRow, InventoryRow } from '@portal/contract';
import { availableStock, isLowStock } from '@portal/domain';
import { isoTime } from '../shared/iso-time';
import type { BatchRecord, StockLogRecord, StockRecord } from './repository';

/** A stock row with what the domain derives: the available units and the low-stock flag. */
export const inventoryRow = (r: StockRecord): InventoryRow => {
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

export const inventoryLogRow = (r: StockLogRecord): InventoryLogRow => ({
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
  created_at: isoTime(r.created_at),
});

export const inventoryBatchRow = (r: BatchRecord): InventoryBatchRow => ({
  ...r,
  received_at: isoTime(r.received_at),
});
