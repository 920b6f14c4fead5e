import { storageScreen } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

/** The warehouse.receiving.* screens by route name, each its own lazily loaded chunk. */
export const RECEIVING_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'warehouse.receiving.list': storageScreen(() => import('./AsnListScreen')),
  'warehouse.receiving.create': storageScreen(() => import('./AsnFormScreen')),
  'warehouse.receiving.edit': storageScreen(() => import('./AsnFormScreen')),
  'warehouse.receiving.view': storageScreen(() => import('./AsnViewScreen')),
};
