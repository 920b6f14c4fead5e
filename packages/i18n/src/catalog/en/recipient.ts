import type { CatalogSection } from '../../types';

/** Recipient address rules read from Google's address metadata (en). */
export const recipient: CatalogSection = {
  RECIPIENT: {
    POSTCODE_UNASSIGNED: 'The postcode {{postcode}} is not in use in {{country}}.',
    POSTCODE_OUTSIDE_REGION: 'A postcode for {{country}} begins with {{prefixes}}.',
  },
  UI: {
    ORDER_PACKING: {
      NONE: 'No packing material found among the products: search for it by SKU above.',
      SKU: 'Packing material {{n}}',
      CHOOSE: 'Choose a packing material',
      QUANTITY: 'Quantity of packing material {{n}}',
      REMOVE: 'Remove packing material {{n}}',
      ADD: 'Add packing material',
    },
    RECIPIENT: {
      NO_POSTCODE: '{{country}} has no postcodes: none is asked for.',
    },
  },
};
