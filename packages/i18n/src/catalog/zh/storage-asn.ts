import type { CatalogSection } from '../../types';

/** Texts of the storage area's asn screens (zh); the server's messages live in server.ts. */
export const storageAsn: CatalogSection = {
  UI: {
    ASN: {},
  },
};
