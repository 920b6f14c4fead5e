import type { CatalogSection } from '../../types';

/** Texts of the storage area's product screens (zh); the server's messages live in server.ts. */
export const storageProduct: CatalogSection = {
  UI: {
    PRODUCT: {},
  },
};
