import type { CatalogSection } from '../../types';

/** Texts of the web app's own screens (en): labels, buttons, headings, empty states. */
export const ui: CatalogSection = {};
