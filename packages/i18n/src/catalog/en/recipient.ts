import type { CatalogSection } from '../../types';

/** Recipient address rules read from Google's address metadata (en). */
export const recipient: CatalogSection = {
  RECIPIENT: {
    POSTCODE_UNASSIGNED: 'The postcode {{postcode}} is not in use in {{country}}.',
    POSTCODE_OUTSIDE_REGION: 'A postcode for {{country}} begins with {{prefixes}}.',
  },
  UI: {
    RECIPIENT: {
      NO_POSTCODE: '{{country}} has no postcodes: none is asked for.',
    },
  },
};
