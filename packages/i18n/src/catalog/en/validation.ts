import type { CatalogSection } from '../../types';

/** validation messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const validation: CatalogSection = {};
