import type { CatalogSection } from '../../types';

/** Recipient address rules read from Google's address metadata (en). */
export const recipient: CatalogSection = {
  RECIPIENT: {
    POSTCODE_UNASSIGNED: 'The postcode {{postcode}} is not in use in {{country}}.',
    POSTCODE_OUTSIDE_REGION: 'A postcode for {{country}} begins with {{prefixes}}.',
    STATE_REQUIRED: 'Addresses in {{country}} need a state or province.',
    STATE_UNKNOWN: '{{state}} is not a state or province of {{country}}.',
    STATE_POSTCODE_MISMATCH:
      'The state {{state}} and the postcode {{postcode}} do not match: please check both.',
    STATE_POSTCODE_OTHER_REGION:
      'The postcode {{postcode}} is in {{region}}, not in the state {{state}}: please check the state and the postcode.',
    TERRITORY_AS_COUNTRY:
      '{{region}} is a destination of its own: please select {{country}} as the country.',
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
