import type { CatalogSection } from '../../types';

/** server messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const server: CatalogSection = {};
