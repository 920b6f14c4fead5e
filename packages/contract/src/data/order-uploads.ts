import {
  ORDER_ABNORMAL_REASONS,
  ORDER_STATUSES,
  ORDER_UPLOAD_KINDS,
  ORDER_UPLOAD_ROW_OUTCOMES,
  ORDER_UPLOAD_SAVE_AS,
  ORDER_UPLOAD_STATUSES,
} from '@portal/domain';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { described, list, nullable, oneOf } from '../schemas/kit';

/** One upload of the history (/order/upload, /order/delUpload, /order/fetchUpload). */
export const OrderUploadRowSchema = Type.Object({
  id: Type.Integer(),
  kind: oneOf(ORDER_UPLOAD_KINDS),
  file_name: Type.String(),
  created_at: Type.String({ description: 'ISO 8601' }),
  uploaded_by: described(Type.String(), 'the main account or sub-account that uploaded it'),
  rows: Type.Integer({ minimum: 0, description: 'data rows of the file' }),
  orders_created: Type.Integer({
    minimum: 0,
    description: 'orders created (tracking: orders given a tracking number)',
  }),
  errors: Type.Integer({ minimum: 0, description: 'rows still in error' }),
  skipped: Type.Integer({ minimum: 0, description: 'rows imported before (reference taken)' }),
  status: oneOf(ORDER_UPLOAD_STATUSES),
  save_as: oneOf(ORDER_UPLOAD_SAVE_AS),
  auto_submit_abnormal: Type.Boolean(),
  deleted_at: described(nullable(Type.String()), 'set while the upload is deleted (restorable)'),
});
export type OrderUploadRow = Static<typeof OrderUploadRowSchema>;

/** One problem of a row: the template field, the file's own heading of it, the code and its text. */
export const OrderUploadIssueSchema = Type.Object({
  field: Type.String({ description: 'template field (wire name), e.g. postcode' }),
  column: Type.String({ description: "the file's own heading of that field, else the template's" }),
  code: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  message: Type.String({ description: 'in the request language' }),
});
export type OrderUploadIssue = Static<typeof OrderUploadIssueSchema>;

/** One data row of an upload and what became of it; error rows keep their cells to be corrected. */
export const OrderUploadResultRowSchema = Type.Object({
  row: Type.Integer({ description: 'the spreadsheet row number (the header is row 1)' }),
  reference: Type.String({ description: 'the order number the row belongs to' }),
  outcome: oneOf(ORDER_UPLOAD_ROW_OUTCOMES),
  order_id: nullable(Type.Integer()),
  order_no: nullable(Type.String()),
  order_status: nullable(oneOf(ORDER_STATUSES)),
  abnormal_reason: nullable(oneOf(ORDER_ABNORMAL_REASONS)),
  cells: described(
    Type.Record(Type.String(), Type.String()),
    'the row as read, by template field (after the column mapping)',
  ),
  issues: list(OrderUploadIssueSchema),
});
export type OrderUploadResultRow = Static<typeof OrderUploadResultRowSchema>;

/** A column of the file: its own heading and the template field it fills (null: not read). */
export const OrderUploadColumnSchema = Type.Object({
  heading: Type.String(),
  field: nullable(Type.String()),
});

/** An upload with every row's outcome (the result screen; any past upload can be opened). */
export const OrderUploadResultSchema = Type.Object({
  upload: OrderUploadRowSchema,
  repeated: described(
    Type.Boolean(),
    'true when the same file (by fingerprint) was uploaded before: nothing was created, this is that upload',
  ),
  columns: list(OrderUploadColumnSchema),
  rows: list(OrderUploadResultRowSchema),
});
export type OrderUploadResult = Static<typeof OrderUploadResultSchema>;

/** A saved column mapping: the file's heading -> the template field, remembered per merchant. */
export const OrderUploadMappingSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  columns: list(Type.Object({ heading: Type.String(), field: Type.String() })),
  created_at: Type.String(),
});
export type OrderUploadMapping = Static<typeof OrderUploadMappingSchema>;

/** A file sent back as data (a template, the error rows), as the order export answers. */
export const OrderUploadFileSchema = Type.Object({
  file_name: Type.String(),
  content_type: Type.String(),
  content_base64: Type.String(),
  rows: Type.Integer({ minimum: 0 }),
});
export type OrderUploadFile = Static<typeof OrderUploadFileSchema>;
