import type { InventoryRow } from '@portal/contract';
import type { InventoryGateway } from '../../gateways/inventory-gateway';
import { routePath } from '../../kit/route-path';
import { PagedList } from '../../lists/paged-list';

/** A stock row is one product in one warehouse: the key keeps both apart in one number. */
export const stockKey = (row: Pick<InventoryRow, 'product_id' | 'warehouse_id'>): number =>
  row.product_id * 100_000 + row.warehouse_id;

/** The edit screen of one product's stock in one warehouse. */
export const inventoryEditPath = (productId: number, warehouseId: number): string =>
  routePath('warehouse.inventoryList.edit', {
    product_id: String(productId),
    waId: String(warehouseId),
  });

/**
 * The inventory list: server pages of stock rows, filtered by warehouse (one of the user's; at
 * first the one chosen in the header), keyword and low stock only.
 */
export function inventoryList(
  gateway: InventoryGateway,
  warehouseId = '',
): PagedList<InventoryRow> {
  return new PagedList<InventoryRow>((query) => gateway.list(query), stockKey, {
    warehouse_id: warehouseId,
    keyword: '',
    low_stock: '',
  });
}
