import type { CatalogSection } from '../../types';

/** request messages (en). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const request: CatalogSection = {
  REQUEST: {
    NETWORK_ERROR: 'The network request failed. Please check your connection and try again.',
    FAILED: 'The request could not be completed. Please try again later.',
  },
};
