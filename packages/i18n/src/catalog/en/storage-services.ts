import type { CatalogSection } from '../../types';

/** Texts of the storage area's services screens (en); the server's messages live in server.ts. */
export const storageServices: CatalogSection = {
  UI: {
    SERVICES: {
      CODE: 'Service code',
      CODE_HINT: 'For example LABEL',
      FILTER: 'Filter',
      SHOW_ALL: 'Show all services',
      NAME: 'Service',
      UNIT: 'Unit',
      PRICE: 'Price',
      PRICE_PER_UNIT: '{{price}} per {{unit}}',
      EMPTY: 'No added service has this code.',
    },
  },
};
