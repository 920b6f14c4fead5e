import { storageScreen } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

/** The warehouse.inventoryList.* screens by route name, each its own lazily loaded chunk. */
export const INVENTORY_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'warehouse.inventoryList.list': storageScreen(() => import('./InventoryListScreen')),
  'warehouse.inventoryList.edit': storageScreen(() => import('./InventoryEditScreen')),
};
