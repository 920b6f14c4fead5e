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
  },
};
