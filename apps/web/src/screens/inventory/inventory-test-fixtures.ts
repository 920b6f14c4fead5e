import type { InventoryRow } from '@portal/contract';

/** A stock line as the inventory list gives it: MUG-01 in Shenzhen, not low. */
export const stockRow = (overrides: Partial<InventoryRow> = {}): InventoryRow => ({
  product_id: 7,
  sku: 'MUG-01',
  name_en: 'Ceramic mug',
  name_zh: '陶瓷杯',
  warehouse_id: 1,
  warehouse: 'Shenzhen',
  on_hand: 12,
  reserved: 2,
  available: 10,
  in_transit: 5,
  unqualified: 1,
  low_stock_threshold: 0,
  low_stock: false,
  ...overrides,
});
