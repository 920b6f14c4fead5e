import type { CatalogSection } from '../../types';

/** Texts of the web app's own screens (zh): labels, buttons, headings, empty states. */
export const ui: CatalogSection = {};
