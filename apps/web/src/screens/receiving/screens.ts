import { lazy } from 'react';
import type { LazyScreen } from '../../routing/screen-registry';

/** The warehouse.receiving.* screens by route name, each its own lazily loaded chunk. */
export const RECEIVING_SCREENS: Readonly<Record<string, LazyScreen>> = {
  'warehouse.receiving.list': lazy(() => import('./AsnListScreen')),
  'warehouse.receiving.create': lazy(() => import('./AsnFormScreen')),
  'warehouse.receiving.edit': lazy(() => import('./AsnFormScreen')),
  'warehouse.receiving.view': lazy(() => import('./AsnViewScreen')),
};
