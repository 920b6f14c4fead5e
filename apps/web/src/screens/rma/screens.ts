import type { LazyScreen } from '../../routing/screen-registry';

/** The warehouse.rma.* screens by route name, each its own lazily loaded chunk. */
export const RMA_SCREENS: Readonly<Record<string, LazyScreen>> = {};
