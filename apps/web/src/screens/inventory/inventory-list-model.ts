import type { InventoryRow } from '@portal/contract';
import { fillRoutePattern } from '@portal/domain';
import type { InventoryGateway } from '../../gateways/inventory-gateway';
import { PagedList } from '../../lists/paged-list';

const EDIT_PATTERN = '/warehouse/inventoryList/edit/{product_id}/{waId?}/{is_edit?}';

/** A stock row is one product in one warehouse: the key keeps both apart in one number. */
export const stockKey = (row: Pick<InventoryRow, 'product_id' | 'warehouse_id'>): number =>
  row.product_id * 100_000 + row.warehouse_id;

/** The edit screen of one product's stock in one warehouse (the route table's pattern). */
export function inventoryEditPath(productId: number, warehouseId: number): string {
  const path = fillRoutePattern(EDIT_PATTERN, {
    product_id: String(productId),
    waId: String(warehouseId),
  });
  return path.ok ? path.value : '/warehouse/inventoryList/list';
}

/**
 * The inventory list: server pages of stock rows, filtered by warehouse (one of the user's),
 * keyword and low stock only.
 */
export function inventoryList(gateway: InventoryGateway): PagedList<InventoryRow> {
  return new PagedList<InventoryRow>((query) => gateway.list(query), stockKey, {
    warehouse_id: '',
    keyword: '',
    low_stock: '',
  });
}
