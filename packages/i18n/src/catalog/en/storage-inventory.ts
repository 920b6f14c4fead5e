import type { CatalogSection } from '../../types';

/** Texts of the storage area's inventory screens (en); the server's messages live in server.ts. */
export const storageInventory: CatalogSection = {
  UI: {
    INVENTORY: {},
  },
};
