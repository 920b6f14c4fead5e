import type { CatalogSection } from '../../types';

/** fees messages (zh). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const fees: CatalogSection = {};
