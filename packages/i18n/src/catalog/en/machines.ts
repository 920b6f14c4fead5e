import type { CatalogSection } from '../../types';

/** machines messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const machines: CatalogSection = {};
