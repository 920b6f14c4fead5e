import { lazy } from 'react';
import type { LazyScreen } from '../../routing/screen-registry';

const form = lazy(() => import('./RmaFormScreen'));

/** The warehouse.rma.* screens by route name, each its own lazily loaded chunk. */
export const RMA_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'warehouse.rma.create': form,
  'warehouse.rma.edit': form,
  'warehouse.rma.view': lazy(() => import('./RmaViewScreen')),
  'warehouse.rma.list': lazy(() => import('./RmaListScreen')),
};
