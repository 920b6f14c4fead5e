import type { CatalogSection } from '../../types';

/** Upload template messages (en): the checker and any reader of the order and product templates. */
export const templates: CatalogSection = {
  TEMPLATE: {
    UNREADABLE: 'The file could not be read as an XLSX, XLS or CSV spreadsheet',
    TOO_LARGE: 'The spreadsheet unpacks to far more data than an upload may hold',
    TOO_MANY_CELLS:
      'The spreadsheet holds more than {{max}} cells: an upload reads at most {{rows}} rows of {{columns}} columns',
    HEADER_MISSING: 'The first row must hold the template headers (at least the {{column}} column)',
    NO_ROWS: 'The spreadsheet has no data rows',
    TOO_MANY_ROWS: 'At most {{max}} rows per file',
    FLAG_INVALID: 'The column {{column}} takes 1 or 0',
    ORDER_CELL_DIFFERS:
      "The column {{column}} differs from the order's first row: write an order's details once",
    ORDER_REFUSED: 'This order is refused: see its problems on row {{row}}',
    TOO_MANY_ORDERS: 'At most {{max}} orders per file (this file has {{orders}})',
    MAPPING_EMPTY: 'A mapping names at least one column',
    MAPPING_HEADING_REPEATED: 'The heading {{heading}} is mapped twice',
    MAPPING_FIELD_UNKNOWN: 'The template has no field {{field}}',
    MAPPING_FIELD_REPEATED: 'The field {{field}} is filled by two headings',
    TRACKING_ORDER_REPEATED: 'This order is already on row {{row}}',
    MAPPING_SOURCE_UNKNOWN:
      'A field takes a column, a fixed value, the first non-empty of several columns or a part of a full name',
    MAPPING_LIST_TOO_LONG: 'At most {{max}} entries in one list',
    MAPPING_MAP_UNKNOWN:
      'There is no built-in translation {{map}} (country, weight_kg, length_cm, amount or unquote)',
    MAPPING_UNIT_UNKNOWN: 'The unit {{unit}} is not one the translation reads',
    MAPPING_HEADING_ABSENT:
      'This file has no column {{heading}}, which the mapping reads: choose another mapping or adjust it',
    VALUE_NOT_COUNTRY:
      'The column {{column}} holds {{value}}, which is neither a country name nor a two-letter country code',
    VALUE_NOT_WEIGHT:
      'The column {{column}} holds {{value}}, which is not a weight such as 1.5 lb, 12 oz, 500 g or 2 kg',
    VALUE_NOT_LENGTH:
      'The column {{column}} holds {{value}}, which is not a length such as 10 in, 25 cm or 250 mm',
    VALUE_NOT_MAPPED:
      'The column {{column}} holds {{value}}, which the mapping does not translate: add it to the mapping',
    VALUE_NOT_AMOUNT:
      'The column {{column}} holds {{value}}, which is not an amount such as 12.99 or $1,234.50',
    ROW_SKIPPED_EMPTY: 'Not imported: the column {{column}} is empty',
    ROW_SKIPPED_VALUE: 'Not imported: the column {{column}} is {{value}}',
  },
};
