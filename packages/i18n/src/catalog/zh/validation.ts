import type { CatalogSection } from '../../types';

/** validation messages (zh). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const validation: CatalogSection = {};
