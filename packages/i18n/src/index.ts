export { catalogs, interpolate, lookup, translate } from './translate';
export type { Catalog, CatalogSection, CatalogTree } from './types';
export { en } from './catalog/en';
export { zh } from './catalog/zh';
