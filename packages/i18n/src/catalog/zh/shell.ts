import type { CatalogSection } from '../../types';

/** shell messages (zh). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const shell: CatalogSection = {};
