import { storageScreen } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

/** The overdue lists by route name; their texts ride with the storage texts' chunk. */
export const OVERDUE_SCREENS: Readonly<Record<string, LazyScreen>> = {
  overdueAmount: storageScreen(() => import('./OverdueAmountScreen')),
  overdueProduct: storageScreen(() => import('./OverdueProductScreen')),
};
