import type { CatalogSection } from '../../types';

/** request messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const request: CatalogSection = {};
