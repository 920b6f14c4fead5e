import type { Static } from 'typebox';
import { Type } from 'typebox';
import { list } from '../schemas/kit';
/** One row of an uploaded spreadsheet: created, or refused with its reasons in the caller's language. */
export const ProductUploadRowSchema = Type.Object({
  row: Type.Number({ description: 'The spreadsheet row number (the header is row 1).' }),
  sku: Type.String(),
  ok: Type.Boolean(),
  product_id: Type.Union([Type.Number(), Type.Null()]),
  msg: list(Type.String()),
});
export type ProductUploadRow = Static<typeof ProductUploadRowSchema>;

export const ProductUploadResultSchema = Type.Object({
  id: Type.Number(),
  file_name: Type.String(),
  created_at: Type.String(),
  total: Type.Number(),
  created: Type.Number(),
  failed: Type.Number(),
  rows: list(ProductUploadRowSchema),
});
export type ProductUploadResult = Static<typeof ProductUploadResultSchema>;
