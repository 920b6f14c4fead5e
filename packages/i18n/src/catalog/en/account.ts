import type { CatalogSection } from '../../types';

/** account messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const account: CatalogSection = {};
