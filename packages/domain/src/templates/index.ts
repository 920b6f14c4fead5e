export type { TemplateColumn } from './columns';
export { columnFinder } from './columns';
export type { TemplateMessageCode } from './message-codes';
export { TEMPLATE_MESSAGE_CODES } from './message-codes';
export type { ProductUploadField } from './product-upload';
export {
  PRODUCT_UPLOAD_COLUMNS,
  PRODUCT_UPLOAD_ROWS_MAX,
  productUploadFieldOfHeader,
} from './product-upload';
export type {
  OrderTemplateColumn,
  OrderUploadField,
  TemplateRow,
  TemplateRowIssues,
} from './order-upload';
export {
  ORDER_UPLOAD_COLUMNS,
  ORDER_UPLOAD_ORDERS_MAX,
  ORDER_UPLOAD_ROWS_MAX,
  orderUploadFieldOfHeader,
  templateFlag,
} from './order-upload';
export type {
  OrderColumnMappingEntry,
  OrderRowGroup,
  OrderRowOptions,
  OrderSheet,
  OrderSheetColumn,
  OrderSheetLimits,
  SheetRows,
} from './order-batch';
export {
  checkOrderGroup,
  checkOrderRows,
  checkOrderSheet,
  groupOrderRows,
  headingOfField,
  mappingFitsHeader,
  offeredMapping,
  ORDER_MAPPING_HEADING_MAX,
  ORDER_MAPPING_NAME_MAX,
  ORDER_SHEET_LIMITS,
  orderFormOfRows,
  orderIssuePlace,
  orderUploadFieldsOf,
  readOrderSheet,
  validateOrderColumnMapping,
} from './order-batch';
export type { TrackingUploadField } from './tracking-upload';
export {
  checkTrackingRows,
  checkTrackingSheet,
  TRACKING_CARRIER_MAX,
  TRACKING_NUMBER_MAX,
  TRACKING_UPLOAD_COLUMNS,
  trackingUploadFieldOfHeader,
} from './tracking-upload';
export type {
  OrderUploadFileFormat,
  OrderUploadKind,
  OrderUploadRowOutcome,
  OrderUploadSaveAs,
} from './order-batch-enums';
export {
  ORDER_UPLOAD_FILE_FORMATS,
  ORDER_UPLOAD_KINDS,
  ORDER_UPLOAD_ROW_OUTCOMES,
  ORDER_UPLOAD_SAVE_AS,
} from './order-batch-enums';
export * from './mapping';
