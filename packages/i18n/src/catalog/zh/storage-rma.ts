import type { CatalogSection } from '../../types';

/** Texts of the storage area's rma screens (zh); the server's messages live in server.ts. */
export const storageRma: CatalogSection = {
  UI: {
    RMA: {},
  },
};
