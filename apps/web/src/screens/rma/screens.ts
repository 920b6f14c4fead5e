import { storageScreen } from '../../i18n/area-texts';
import type { LazyScreen } from '../../routing/lazy-screen';

const form = storageScreen(() => import('./RmaFormScreen'));

/** The warehouse.rma.* screens by route name, each its own lazily loaded chunk. */
export const RMA_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'warehouse.rma.create': form,
  'warehouse.rma.edit': form,
  'warehouse.rma.view': storageScreen(() => import('./RmaViewScreen')),
  'warehouse.rma.list': storageScreen(() => import('./RmaListScreen')),
};
