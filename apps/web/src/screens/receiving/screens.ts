import type { LazyScreen } from '../../routing/screen-registry';

/** The warehouse.receiving.* screens by route name, each its own lazily loaded chunk. */
export const RECEIVING_SCREENS: Readonly<Record<string, LazyScreen>> = {};
