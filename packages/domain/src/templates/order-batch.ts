import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';
import { validateMaxLength } from '../validation/form-fields';
import type { ValidationFieldIssue } from '../validation/issues';
import { validateRequiredField } from '../validation/issues';
import type { OrderFormFields, OrderFormOptions } from '../validation/order-form';
import { ORDER_FORM_FIELD_KINDS, validateOrderForm } from '../validation/order-form';
import { ORDER_PAY_BY, ORDER_TYPES } from '../validation/order-form-enums';
import type { TemplateMessageCode } from './message-codes';
import type { OrderUploadField, TemplateRow, TemplateRowIssues } from './order-upload';
import {
  ORDER_UPLOAD_COLUMNS,
  ORDER_UPLOAD_ORDERS_MAX,
  orderUploadFieldOfHeader,
  templateFlag,
} from './order-upload';

const templateMessage = (code: TemplateMessageCode, params?: Record<string, string | number>) =>
  message(code, params);
const issue = (field: string, check: MessageCode): ValidationFieldIssue => ({ field, ...check });
const cell = (row: TemplateRow, field: OrderUploadField) => (row.cells[field] ?? '').trim();

// ---------------------------------------------------------------------------------------------
// Column mapping: a file whose headings differ from the template (a marketplace export)

/** One entry of a column mapping: a heading of the merchant's file and the template field it fills. */
export interface OrderColumnMappingEntry {
  readonly heading: string;
  readonly field: string;
}

const headingKey = (heading: string) => heading.trim().toLowerCase();
const TEMPLATE_FIELDS = new Set<string>(ORDER_UPLOAD_COLUMNS.map((column) => column.field));

/**
 * The template field of each column of a file: the mapping's field for a heading it names (any
 * case, trimmed), else the template's own heading in either language. A field filled by two
 * columns is read from the first only, so a mapping never makes a cell ambiguous.
 */
export function orderUploadFieldsOf(
  header: readonly string[],
  mapping: readonly OrderColumnMappingEntry[] = [],
): (OrderUploadField | undefined)[] {
  const mapped = new Map<string, string>(
    mapping.map((entry) => [headingKey(entry.heading), entry.field]),
  );
  const seen = new Set<string>();
  return header.map((heading) => {
    const named = mapped.get(headingKey(heading));
    const field = (named !== undefined && TEMPLATE_FIELDS.has(named) ? named : undefined) as
      OrderUploadField | undefined;
    const found = field ?? orderUploadFieldOfHeader(heading);
    if (found === undefined || seen.has(found)) return undefined;
    seen.add(found);
    return found;
  });
}

/** The longest name and heading a saved mapping takes. */
export const ORDER_MAPPING_NAME_MAX = 50;
export const ORDER_MAPPING_HEADING_MAX = 100;

/**
 * A mapping as the merchant saves it: a name (at most 50), at least one entry, each heading
 * given once (at most 100 characters), each a known template field named once.
 */
export function validateOrderColumnMapping(
  name: string,
  entries: readonly OrderColumnMappingEntry[],
): ValidationFieldIssue[] {
  const issues: ValidationFieldIssue[] = [];
  const nameCheck =
    validateRequiredField(name.trim()) ?? validateMaxLength(name.trim(), ORDER_MAPPING_NAME_MAX);
  if (nameCheck) issues.push(issue('name', nameCheck));
  if (entries.length === 0)
    issues.push(issue('columns', templateMessage('TEMPLATE.MAPPING_EMPTY')));
  const headings = new Set<string>();
  const fields = new Set<string>();
  entries.forEach((entry, index) => {
    const heading = entry.heading.trim();
    const headingCheck =
      validateRequiredField(heading) ?? validateMaxLength(heading, ORDER_MAPPING_HEADING_MAX);
    if (headingCheck) issues.push(issue(`columns.${index}.heading`, headingCheck));
    else if (headings.has(headingKey(heading)))
      issues.push(
        issue(
          `columns.${index}.heading`,
          templateMessage('TEMPLATE.MAPPING_HEADING_REPEATED', { heading }),
        ),
      );
    headings.add(headingKey(heading));
    if (!TEMPLATE_FIELDS.has(entry.field))
      issues.push(
        issue(
          `columns.${index}.field`,
          templateMessage('TEMPLATE.MAPPING_FIELD_UNKNOWN', { field: entry.field }),
        ),
      );
    else if (fields.has(entry.field))
      issues.push(
        issue(
          `columns.${index}.field`,
          templateMessage('TEMPLATE.MAPPING_FIELD_REPEATED', { field: entry.field }),
        ),
      );
    fields.add(entry.field);
  });
  return issues;
}

/** True when every heading the mapping names is among the file's headings. */
export function mappingFitsHeader(
  mapping: readonly OrderColumnMappingEntry[],
  header: readonly string[],
): boolean {
  const present = new Set(header.map(headingKey));
  return mapping.length > 0 && mapping.every((entry) => present.has(headingKey(entry.heading)));
}

/**
 * The saved mapping to offer for a file: among those whose headings the file has, the one naming
 * the most headings (the most specific); undefined when none fits or the file is a template.
 */
export function offeredMapping<M extends { readonly columns: readonly OrderColumnMappingEntry[] }>(
  mappings: readonly M[],
  header: readonly string[],
): M | undefined {
  if (orderUploadFieldsOf(header).includes('reference_number')) return undefined;
  return mappings
    .filter((mapping) => mappingFitsHeader(mapping.columns, header))
    .reduce<M | undefined>(
      (best, mapping) =>
        best === undefined || mapping.columns.length > best.columns.length ? mapping : best,
      undefined,
    );
}

// ---------------------------------------------------------------------------------------------
// Reading a sheet into template rows

/** A sheet as @portal/spreadsheet reads it: the heading row and each data row's cells. */
export interface SheetRows {
  readonly header: readonly string[];
  readonly rows: readonly { readonly number: number; readonly cells: readonly string[] }[];
}

/** A column of the file: its own heading and the template field it fills, if any. */
export interface OrderSheetColumn {
  readonly heading: string;
  readonly field: OrderUploadField | undefined;
}

export interface OrderSheet {
  readonly columns: readonly OrderSheetColumn[];
  readonly rows: readonly TemplateRow[];
}

/** The sheet's rows by template field, after the mapping; columns the template lacks are dropped. */
export function readOrderSheet(
  sheet: SheetRows,
  mapping: readonly OrderColumnMappingEntry[] = [],
): OrderSheet {
  const fields = orderUploadFieldsOf(sheet.header, mapping);
  const columns = sheet.header.map((heading, index) => ({ heading, field: fields[index] }));
  const rows = sheet.rows.map(({ number, cells }) => {
    const byField: Record<string, string> = {};
    fields.forEach((field, index) => {
      if (field !== undefined) byField[field] = cells[index] ?? '';
    });
    return { number, cells: byField };
  });
  return { columns, rows };
}

/** The file's own heading of a template field, when the file has that column. */
export function headingOfField(
  columns: readonly OrderSheetColumn[],
  field: string,
): string | undefined {
  return columns.find((column) => column.field === field)?.heading.trim() || undefined;
}

/** The limits of one order file; the provider may set others than the defaults. */
export interface OrderSheetLimits {
  readonly ordersMax: number;
}
export const ORDER_SHEET_LIMITS: OrderSheetLimits = { ordersMax: ORDER_UPLOAD_ORDERS_MAX };

/**
 * What refuses a whole file once it is read: no order number column (even after the mapping), no
 * data row, more orders than the limit. The rows are checked one by one afterwards.
 */
export function checkOrderSheet(
  sheet: OrderSheet,
  limits: OrderSheetLimits = ORDER_SHEET_LIMITS,
): MessageCode | undefined {
  if (!sheet.columns.some((column) => column.field === 'reference_number'))
    return templateMessage('TEMPLATE.HEADER_MISSING', { column: 'reference_number' });
  if (sheet.rows.length === 0) return templateMessage('TEMPLATE.NO_ROWS');
  const orders = groupOrderRows(sheet.rows).length;
  if (orders > limits.ordersMax)
    return templateMessage('TEMPLATE.TOO_MANY_ORDERS', { max: limits.ordersMax, orders });
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Rows into orders

/** Rows of one order: the same order number (a row without one is an order alone). */
export interface OrderRowGroup {
  readonly reference: string;
  readonly rows: readonly TemplateRow[];
}

/**
 * Rows grouped into orders by order number (trimmed), as a marketplace export writes one row per
 * line item: groups in the order their first row appears, rows in file order within a group. A
 * row without an order number is a group of its own (and is refused for it).
 */
export function groupOrderRows(rows: readonly TemplateRow[]): OrderRowGroup[] {
  const groups = new Map<string, TemplateRow[]>();
  for (const row of rows) {
    const reference = cell(row, 'reference_number');
    const key = reference === '' ? `\u0000${row.number}` : reference;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  return [...groups.values()].map((group) => ({
    reference: cell(group[0] as TemplateRow, 'reference_number'),
    rows: group,
  }));
}

/** Where each template column lands in the order form (the rest have the form's own name). */
const FORM_FIELD_OF: Readonly<Partial<Record<OrderUploadField, keyof OrderFormFields>>> = {
  reference_number: 'reference_no',
  warehouse: 'warehouse_id',
};
/** A line column's key in the form's `lines` JSON rows. */
const LINE_KEY_OF: Readonly<Partial<Record<OrderUploadField, string>>> = {
  sku: 'sku',
  product_name: 'name',
  description: 'description',
  quantity: 'quantity',
  declared_value: 'declared_value',
};
const ORDER_SCOPE = ORDER_UPLOAD_COLUMNS.filter((column) => column.scope === 'order');
const TEMPLATE_OF_FORM = new Map<string, string>(
  ORDER_SCOPE.map((column) => [FORM_FIELD_OF[column.field] ?? column.field, column.field]),
);
const TEMPLATE_OF_LINE_KEY = new Map<string, string>(
  Object.entries(LINE_KEY_OF).map(([field, key]) => [key, field]),
);

/** The form's value for a field the template does not fill: blank, off, the first choice. */
function emptyForm(): Record<string, string | boolean> {
  const choices: Readonly<Record<string, string>> = {
    order_type: ORDER_TYPES[0],
    pay_by: ORDER_PAY_BY[0],
  };
  return Object.fromEntries(
    Object.entries(ORDER_FORM_FIELD_KINDS).map(([field, kind]) => [
      field,
      kind === 'flag' ? false : kind === 'choice' ? (choices[field] ?? '') : '',
    ]),
  );
}

/**
 * The order form of one order's rows, as the single order form sends it: the order's cells from
 * its first row (a marketplace export writes the address there only), one line per row. The
 * warehouse is the cell's text; the server resolves it to the warehouse's id.
 */
export function orderFormOfRows(rows: readonly TemplateRow[]): OrderFormFields {
  const first = rows[0] as TemplateRow;
  const form = emptyForm();
  for (const { field } of ORDER_SCOPE) {
    const name = FORM_FIELD_OF[field] ?? field;
    form[name] =
      ORDER_FORM_FIELD_KINDS[name as keyof typeof ORDER_FORM_FIELD_KINDS] === 'flag'
        ? templateFlag(cell(first, field)) === true
        : cell(first, field);
  }
  form['lines'] = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(LINE_KEY_OF).map(([field, key]) => [
          key,
          cell(row, field as OrderUploadField),
        ]),
      ),
    ),
  );
  return form as unknown as OrderFormFields;
}

/** Problems of the template itself on one row: an unreadable flag, an order cell that differs. */
function rowCellIssues(row: TemplateRow, first: TemplateRow): ValidationFieldIssue[] {
  const issues: ValidationFieldIssue[] = [];
  if (templateFlag(cell(row, 'insurance_agreement')) === undefined)
    issues.push(
      issue(
        'insurance_agreement',
        templateMessage('TEMPLATE.FLAG_INVALID', { column: 'insurance_agreement' }),
      ),
    );
  if (row !== first)
    for (const { field } of ORDER_SCOPE) {
      const text = cell(row, field);
      if (text !== '' && text !== cell(first, field))
        issues.push(
          issue(field, templateMessage('TEMPLATE.ORDER_CELL_DIFFERS', { column: field })),
        );
    }
  return issues;
}

/** The rules of one order: the options of validateOrderForm but `complete` (an upload is). */
export type OrderRowOptions = Omit<OrderFormOptions, 'complete'>;

/**
 * Where an issue of the order form (a wire field: `postcode`, `lines.1.quantity`, `lines`) lands
 * in the file: a line's on its row, the order's on its first row, by template field.
 */
export function orderIssuePlace(
  rows: readonly TemplateRow[],
  wireField: string,
): { readonly row: TemplateRow; readonly field: string } {
  const first = rows[0] as TemplateRow;
  const line = /^lines\.(\d+)\.(.+)$/.exec(wireField);
  if (line)
    return {
      row: rows[Number(line[1])] ?? first,
      field: TEMPLATE_OF_LINE_KEY.get(line[2] as string) ?? wireField,
    };
  return {
    row: first,
    field: wireField === 'lines' ? 'sku' : (TEMPLATE_OF_FORM.get(wireField) ?? wireField),
  };
}

/**
 * One order's rows through the order form's own validator (validateOrderForm, complete: an
 * uploaded order is saved pending submit or submitted). A line's problems go on its row, the
 * order's on its first row, by template field; the other rows of a refused order say so
 * (`TEMPLATE.ORDER_REFUSED`), since an order imports whole or not at all. `found` adds issues of
 * the same form found elsewhere (the server's: an inactive SKU, a warehouse not approved), placed
 * the same way.
 */
export function checkOrderGroup(
  rows: readonly TemplateRow[],
  options: OrderRowOptions = {},
  found: readonly ValidationFieldIssue[] = [],
): TemplateRowIssues[] {
  const first = rows[0] as TemplateRow;
  const own = new Map<TemplateRow, ValidationFieldIssue[]>(
    rows.map((row) => [row, rowCellIssues(row, first)]),
  );
  const reference = validateRequiredField(cell(first, 'reference_number'));
  if (reference) own.get(first)?.push(issue('reference_number', reference));
  const form = validateOrderForm(orderFormOfRows(rows), { ...options, complete: true });
  for (const wire of [...form, ...found]) {
    const place = orderIssuePlace(rows, wire.field);
    own.get(place.row)?.push({ ...wire, field: place.field });
  }
  // The other rows of a refused order point at the first row with a problem.
  const problem = rows.find((row) => (own.get(row) ?? []).length > 0);
  return rows.map((row) => {
    const issues = own.get(row) ?? [];
    if (problem !== undefined && issues.length === 0)
      issues.push(
        issue(
          'reference_number',
          templateMessage('TEMPLATE.ORDER_REFUSED', { row: problem.number }),
        ),
      );
    return { row: row.number, key: cell(row, 'reference_number'), issues };
  });
}

/**
 * Every rule an order file meets: rows grouped into orders (groupOrderRows), each order through
 * checkOrderGroup. Rows come back in file order. The browser (in a worker), `portal-check` and the
 * server all check a file with this function; the server then adds what needs its database.
 */
export function checkOrderRows(
  rows: readonly TemplateRow[],
  options: OrderRowOptions = {},
): TemplateRowIssues[] {
  const byRow = new Map<number, TemplateRowIssues>();
  for (const group of groupOrderRows(rows))
    for (const verdict of checkOrderGroup(group.rows, options)) byRow.set(verdict.row, verdict);
  return rows.map((row) => byRow.get(row.number) as TemplateRowIssues);
}
