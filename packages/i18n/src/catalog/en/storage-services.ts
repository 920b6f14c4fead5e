import type { CatalogSection } from '../../types';

/** Texts of the storage area's services screens (en); the server's messages live in server.ts. */
export const storageServices: CatalogSection = {
  UI: {
    SERVICES: {},
  },
};
