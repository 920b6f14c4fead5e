import type { CatalogSection } from '../../types';

/** Batch order uploads (issue 13), en: the upload machine, the template rules, the server's answers. */
export const orderUploads: CatalogSection = {
  ORDER_UPLOAD: {
    INVALID_TRANSITION: 'An upload in status {{from}} cannot {{event}}',
  },
};
