import { storageScreen } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

/** The warehouse.special.list screens by route name, each its own lazily loaded chunk. */
export const SPECIAL_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'warehouse.special.list': storageScreen(() => import('./AddedServicesScreen')),
};
