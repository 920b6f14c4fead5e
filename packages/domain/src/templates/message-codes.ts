/**
 * Every message code of the upload templates, so packages/i18n can prove each has an en and a zh
 * text. Built through `templateMessage`, whose parameter type is this list.
 */
export const TEMPLATE_MESSAGE_CODES = [
  'TEMPLATE.UNREADABLE',
  'TEMPLATE.TOO_LARGE',
  'TEMPLATE.TOO_MANY_CELLS',
  'TEMPLATE.HEADER_MISSING',
  'TEMPLATE.NO_ROWS',
  'TEMPLATE.TOO_MANY_ROWS',
  'TEMPLATE.FLAG_INVALID',
  'TEMPLATE.ORDER_CELL_DIFFERS',
  'TEMPLATE.ORDER_REFUSED',
  'TEMPLATE.TOO_MANY_ORDERS',
  'TEMPLATE.MAPPING_EMPTY',
  'TEMPLATE.MAPPING_HEADING_REPEATED',
  'TEMPLATE.MAPPING_FIELD_UNKNOWN',
  'TEMPLATE.MAPPING_FIELD_REPEATED',
  'TEMPLATE.TRACKING_ORDER_REPEATED',
] as const;

export type TemplateMessageCode = (typeof TEMPLATE_MESSAGE_CODES)[number];
