import type { CatalogSection } from '../../types';

/** Batch order uploads (issue 13), en: the upload machine, the template rules, the server's answers. */
export const orderUploads: CatalogSection = {
  SERVER: {
    ORDER_UPLOAD_DONE:
      'Upload checked: {{created}} orders created, {{errors}} rows with errors, {{skipped}} rows skipped',
    ORDER_UPLOAD_REPEATED: 'This file was uploaded before ({{file}}): nothing was imported again',
    ORDER_UPLOAD_UNKNOWN: 'No such upload',
    ORDER_UPLOAD_NOT_ERROR_ROW:
      'Row {{row}} is not an error row: only error rows are corrected, submitted or deleted',
    ORDER_UPLOAD_ROW_UNKNOWN: 'The upload has no row {{row}}',
    ORDER_UPLOAD_ROWS_INVALID: 'Give the row numbers separated by commas',
    ORDER_UPLOAD_CELLS_INVALID: 'The corrected row must be a JSON object of template fields',
    ORDER_UPLOAD_REFERENCE_SKIPPED:
      'Imported before: an order with the reference number {{reference}} exists',
    ORDER_UPLOAD_DELETED:
      'Upload deleted: its orders not yet submitted are hidden until it is restored',
    ORDER_UPLOAD_RESTORED: 'Upload restored with its orders',
    ORDER_UPLOAD_IS_DELETED: 'This upload is deleted: restore it first',
    ORDER_UPLOAD_NOT_DELETED: 'This upload is not deleted',
    ORDER_UPLOAD_RESTORE_TOO_LATE:
      'Order {{order}} of this upload is no longer a draft: the upload cannot be restored',
    ORDER_UPLOAD_NO_ERROR_ROWS: 'This upload has no error rows',
    ORDER_UPLOAD_ERROR_COLUMN: 'Errors',
    ORDER_UPLOAD_ROWS_SAVED: '{{created}} orders created, {{errors}} rows still with errors',
    ORDER_UPLOAD_ROWS_DELETED: '{{rows}} error rows deleted',
    ORDER_UPLOAD_SUBMIT_REFUSED: 'The order was created but not submitted: {{reason}}',
    ORDER_UPLOAD_MAPPING_UNKNOWN: 'No such column mapping',
    ORDER_UPLOAD_MAPPING_SAVED: 'Column mapping saved',
    ORDER_UPLOAD_MAPPING_INVALID: 'The columns must be a JSON list of { heading, field }',
    ORDER_UPLOAD_FIELDS_INVALID: "The upload's options are not valid: {{field}}",
    ORDER_TRACKING_ORDER_UNKNOWN: 'You have no order {{order}}',
    ORDER_TRACKING_SET: 'Own-label tracking number {{tracking}} ({{carrier}})',
    ORDER_TRACKING_DONE: 'Tracking numbers set on {{created}} orders, {{errors}} rows with errors',
  },
};
