/** A catalog is a tree of texts; a message code `A.B.C` names the text at that path. */
export interface CatalogTree {
  readonly [key: string]: string | CatalogTree;
}
export type CatalogSection = CatalogTree;
export type Catalog = CatalogTree;
