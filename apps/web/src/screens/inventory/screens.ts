import { lazy } from 'react';
import type { LazyScreen } from '../../routing/screen-registry';

/** The warehouse.inventoryList.* screens by route name, each its own lazily loaded chunk. */
export const INVENTORY_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'warehouse.inventoryList.list': lazy(() => import('./InventoryListScreen')),
  'warehouse.inventoryList.edit': lazy(() => import('./InventoryEditScreen')),
};
