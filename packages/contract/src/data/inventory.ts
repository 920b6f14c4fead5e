export interface InventoryRow {
  readonly product_id: number;
  readonly sku: string;
  readonly name_en: string;
  readonly name_zh: string;
  readonly warehouse_id: number;
  readonly warehouse: string;
  readonly on_hand: number;
  readonly reserved: number;
  /** on hand minus reserved: what orders may still take. */
  readonly available: number;
  readonly in_transit: number;
  readonly unqualified: number;
  readonly low_stock_threshold: number;
  /** True when a threshold is set and the available stock is at or below it. */
  readonly low_stock: boolean;
}

/** One stock movement: the deltas, why (cause + reference such as an ASN number) and who. */
export interface InventoryLogRow {
  readonly id: number;
  readonly product_id: number;
  readonly sku: string;
  readonly warehouse_id: number;
  readonly cause: string;
  readonly reference: string;
  readonly on_hand_delta: number;
  readonly reserved_delta: number;
  readonly in_transit_delta: number;
  readonly unqualified_delta: number;
  readonly operator: string;
  readonly created_at: string;
}

export interface InventoryBatchRow {
  readonly id: number;
  readonly product_id: number;
  readonly sku: string;
  readonly warehouse_id: number;
  readonly batch_no: string;
  readonly source: string;
  readonly qualified: number;
  readonly unqualified: number;
  readonly received_at: string;
}
