import type { CatalogSection } from '../../types';

/** request messages (zh). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const request: CatalogSection = {};
