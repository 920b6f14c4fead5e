/** One row of an uploaded spreadsheet: created, or refused with its reasons in the caller's language. */
export interface ProductUploadRow {
  /** The spreadsheet row number (the header is row 1). */
  readonly row: number;
  readonly sku: string;
  readonly ok: boolean;
  readonly product_id: number | null;
  readonly msg: readonly string[];
}

export interface ProductUploadResult {
  readonly id: number;
  readonly file_name: string;
  readonly created_at: string;
  readonly total: number;
  readonly created: number;
  readonly failed: number;
  readonly rows: readonly ProductUploadRow[];
}
