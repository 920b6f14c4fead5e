import type { Static } from 'typebox';
import { Type } from 'typebox';
export const InventoryRowSchema = Type.Object({
  product_id: Type.Number(),
  sku: Type.String(),
  name_en: Type.String(),
  name_zh: Type.String(),
  warehouse_id: Type.Number(),
  warehouse: Type.String(),
  on_hand: Type.Number(),
  reserved: Type.Number(),
  available: Type.Number({ description: 'on hand minus reserved: what orders may still take.' }),
  in_transit: Type.Number(),
  unqualified: Type.Number(),
  low_stock_threshold: Type.Number(),
  low_stock: Type.Boolean({
    description: 'True when a threshold is set and the available stock is at or below it.',
  }),
});
export type InventoryRow = Static<typeof InventoryRowSchema>;

/** One stock movement: the deltas, why (cause + reference such as an ASN number) and who. */
export const InventoryLogRowSchema = Type.Object({
  id: Type.Number(),
  product_id: Type.Number(),
  sku: Type.String(),
  warehouse_id: Type.Number(),
  cause: Type.String(),
  reference: Type.String(),
  on_hand_delta: Type.Number(),
  reserved_delta: Type.Number(),
  in_transit_delta: Type.Number(),
  unqualified_delta: Type.Number(),
  operator: Type.String(),
  created_at: Type.String(),
});
export type InventoryLogRow = Static<typeof InventoryLogRowSchema>;

export const InventoryBatchRowSchema = Type.Object({
  id: Type.Number(),
  product_id: Type.Number(),
  sku: Type.String(),
  warehouse_id: Type.Number(),
  batch_no: Type.String(),
  source: Type.String(),
  qualified: Type.Number(),
  unqualified: Type.Number(),
  received_at: Type.String(),
});
export type InventoryBatchRow = Static<typeof InventoryBatchRowSchema>;
