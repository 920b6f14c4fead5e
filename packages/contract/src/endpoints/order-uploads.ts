import {
  ORDER_UPLOAD_FILE_FORMATS,
  ORDER_UPLOAD_KINDS,
  ORDER_UPLOAD_ROW_OUTCOMES,
} from '@portal/domain';
import { Type } from 'typebox';
import {
  OrderUploadFileSchema,
  OrderUploadMappingSchema,
  OrderUploadResultSchema,
  OrderUploadRowSchema,
} from '../data/order-uploads';
import { endpoint } from '../endpoint';
import { ORDER_UPLOAD_ROUTES } from '../routes/order-uploads';
import {
  defaulted,
  file,
  flag,
  id,
  list,
  NullData,
  oneOf,
  optionalInteger,
  requiredText,
  text,
  verbOf,
} from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';

const ROWS = requiredText('row numbers of error rows, separated by commas');

/**
 * The fields of the order upload's multipart body, before the file part (documented here; the
 * handler reads them from the stream): how the orders are saved, whether abnormal orders are
 * submitted again automatically, and a saved column mapping.
 */
export const ORDER_UPLOAD_FIELDS = {
  save_as: defaulted(verbOf(ORDER_UPLOAD_ROUTES.upload.actions.permissions), 'pending_submit'),
  auto_submit_abnormal: flag(
    'submit abnormal orders automatically when they become possible (stock, funds, plan-items)',
  ),
  mapping_id: optionalInteger('a saved column mapping applied to the file headings'),
  file: file('the spreadsheet: XLSX, XLS or CSV, at most 500 KB, at most 2,000 orders'),
} as const;

export const ORDER_UPLOAD_ENDPOINTS = {
  template: endpoint(ORDER_UPLOAD_ROUTES.template, {
    summary: 'The order (or tracking) upload template, headings in the request language',
    request: Type.Object({
      kind: defaulted(oneOf(ORDER_UPLOAD_KINDS), 'orders'),
      format: defaulted(oneOf(ORDER_UPLOAD_FILE_FORMATS), 'xlsx'),
    }),
    response: OrderUploadFileSchema,
  }),
  upload: endpoint(ORDER_UPLOAD_ROUTES.upload, {
    summary:
      'Batch order upload: rows with the same order number are one order; every row checked, the good orders saved (or submitted) in one transaction; a repeated file or a taken reference creates nothing twice',
    request: Type.Object(ORDER_UPLOAD_FIELDS),
    response: OrderUploadResultSchema,
  }),
  trackingUpload: endpoint(ORDER_UPLOAD_ROUTES.trackingUpload, {
    summary:
      "Tracking upload: order number -> carrier and tracking number, for orders shipped on the merchant's own labels",
    request: Type.Object({ file: ORDER_UPLOAD_FIELDS.file }),
    response: OrderUploadResultSchema,
  }),
  list: endpoint(ORDER_UPLOAD_ROUTES.list, {
    summary:
      'The upload history, newest first; deleted lists the deleted uploads (/order/delUpload)',
    request: Type.Object({
      ...PAGING_FIELDS,
      kind: defaulted(oneOf(ORDER_UPLOAD_KINDS), 'orders'),
      deleted: flag('the deleted uploads instead of the live ones'),
    }),
    response: PageSchema(OrderUploadRowSchema),
  }),
  result: endpoint(ORDER_UPLOAD_ROUTES.result, {
    summary: "One upload with its rows' outcomes, messages in the request language",
    request: Type.Object({
      id: id(),
      outcome: Type.Optional(oneOf(ORDER_UPLOAD_ROW_OUTCOMES, 'only the rows of this outcome')),
    }),
    response: OrderUploadResultSchema,
  }),
  saveRow: endpoint(ORDER_UPLOAD_ROUTES.saveRow, {
    summary:
      "Corrects an error row in place: its cells checked again with its order's other rows; a correct order is created",
    request: Type.Object({
      id: id('the upload'),
      row: id('the error row number'),
      cells: requiredText('JSON object: template field -> the corrected text'),
    }),
    response: OrderUploadResultSchema,
  }),
  submitRows: endpoint(ORDER_UPLOAD_ROUTES.submitRows, {
    summary:
      'Submits error rows again as they are stored: the orders now correct are created; only error rows are accepted',
    request: Type.Object({ id: id('the upload'), rows: ROWS }),
    response: OrderUploadResultSchema,
  }),
  deleteRows: endpoint(ORDER_UPLOAD_ROUTES.deleteRows, {
    summary: 'Deletes error rows (their order rows with them); only error rows are accepted',
    request: Type.Object({ id: id('the upload'), rows: ROWS }),
    response: OrderUploadResultSchema,
  }),
  errorFile: endpoint(ORDER_UPLOAD_ROUTES.errorFile, {
    summary:
      "The upload's error rows as a file in the uploaded format (CSV stays CSV, XLS and XLSX become XLSX) with an error column in the request language",
    request: Type.Object({ id: id() }),
    response: OrderUploadFileSchema,
  }),
  delete: endpoint(ORDER_UPLOAD_ROUTES.delete, {
    summary:
      'Deletes an upload: its orders not yet submitted are hidden from the order list (kept for a restore)',
    request: Type.Object({ id: id() }),
    response: OrderUploadRowSchema,
  }),
  restore: endpoint(ORDER_UPLOAD_ROUTES.restore, {
    summary: 'Restores a deleted upload and its hidden orders, while they are still not submitted',
    request: Type.Object({ id: id() }),
    response: OrderUploadRowSchema,
  }),
  mappings: endpoint(ORDER_UPLOAD_ROUTES.mappings, {
    summary:
      "The merchant's saved column mappings; given a file's headings, the one whose headings they contain is offered",
    request: Type.Object({
      headings: text("JSON array of the file's headings, to be offered a matching mapping"),
    }),
    response: Type.Object({
      list: list(OrderUploadMappingSchema),
      offered_id: Type.Union([Type.Integer(), Type.Null()]),
    }),
  }),
  mappingSave: endpoint(ORDER_UPLOAD_ROUTES.mappingSave, {
    summary: 'Saves a column mapping (a new one, or replaces the one of id)',
    request: Type.Object({
      id: optionalInteger('the mapping to replace'),
      name: requiredText('at most 50 characters'),
      columns: requiredText('JSON array of { heading, field }: the file heading -> template field'),
    }),
    response: OrderUploadMappingSchema,
  }),
  mappingDelete: endpoint(ORDER_UPLOAD_ROUTES.mappingDelete, {
    summary: 'Deletes a saved column mapping',
    request: Type.Object({ id: id() }),
    response: NullData,
  }),
} as const;
