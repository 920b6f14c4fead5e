/** What a batch upload of the order area carries: orders, or tracking numbers of own labels. */
export const ORDER_UPLOAD_KINDS = ['orders', 'tracking'] as const;
export type OrderUploadKind = (typeof ORDER_UPLOAD_KINDS)[number];

/**
 * How an uploaded order is saved (warehouse-shipping.md section 2): pending submit, or submitted
 * at once (processing, or abnormal exactly as a single order's submit makes it).
 */
export const ORDER_UPLOAD_SAVE_AS = ['pending_submit', 'processing'] as const;
export type OrderUploadSaveAs = (typeof ORDER_UPLOAD_SAVE_AS)[number];

/**
 * What became of one row: its order created (or its tracking number set), skipped because it was
 * imported before (same reference number, or the same file again), refused with its issues (an
 * error row, which may be corrected, submitted or deleted), or deleted by the merchant.
 */
export const ORDER_UPLOAD_ROW_OUTCOMES = ['created', 'skipped', 'error', 'deleted'] as const;
export type OrderUploadRowOutcome = (typeof ORDER_UPLOAD_ROW_OUTCOMES)[number];

/** The file formats a template or an error-row file is written in. */
export const ORDER_UPLOAD_FILE_FORMATS = ['xlsx', 'csv'] as const;
export type OrderUploadFileFormat = (typeof ORDER_UPLOAD_FILE_FORMATS)[number];
