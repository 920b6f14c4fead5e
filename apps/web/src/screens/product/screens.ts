import type { LazyScreen } from '../../routing/screen-registry';

/** The warehouse.product.* screens by route name, each its own lazily loaded chunk. */
export const PRODUCT_SCREENS: Readonly<Record<string, LazyScreen>> = {};
