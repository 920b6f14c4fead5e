import type {
  MessageCode,
  OrderUploadField,
  TemplateRow,
  ValidationFieldIssue,
} from '@portal/domain';
import {
  checkOrderRows,
  message,
  ORDER_UPLOAD_COLUMNS,
  ORDER_UPLOAD_ROWS_MAX,
  orderUploadFieldOfHeader,
  UPLOAD_PROFILES,
  validateUploadFile,
} from '@portal/domain';
import { browserSheetOf } from '@portal/spreadsheet/rows';

/** What each heading of a file fills: a template field, or '' for a column left out. */
export type ColumnMapping = Readonly<Record<string, OrderUploadField | ''>>;

/** A file as the worker gets it: its name and its bytes. */
export interface PickedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** One data row of the file as checked: its sheet row number, its cells and its problems. */
export interface CheckedRow {
  readonly number: number;
  /** The file's own cells, in the file's column order (for the errored-rows file). */
  readonly cells: readonly string[];
  /** The cells by template field, as the domain reads them. */
  readonly byField: Readonly<Record<string, string>>;
  /** Its reference number (rows with the same one are one order). */
  readonly key: string;
  readonly issues: readonly ValidationFieldIssue[];
}

/** What the browser's check of a file found. */
export type CheckAnswer =
  /** The file as a whole is refused (type, size, unreadable, no rows, too many rows). */
  | { readonly kind: 'refused'; readonly problem: MessageCode }
  /** The headings differ from the template: the merchant maps them first (`suggested` as far as known). */
  | {
      readonly kind: 'mapping';
      readonly header: readonly string[];
      readonly suggested: ColumnMapping;
    }
  | {
      readonly kind: 'checked';
      readonly header: readonly string[];
      /** The heading each template field was read from (for messages that name the file's column). */
      readonly headingOf: Readonly<Partial<Record<OrderUploadField, string>>>;
      readonly mapping: ColumnMapping;
      readonly rows: readonly CheckedRow[];
      readonly orders: number;
    };

/** Rows checked between two progress reports. */
export const CHECK_BATCH_ROWS = 200;

const TEMPLATE_FIELDS: ReadonlySet<string> = new Set(ORDER_UPLOAD_COLUMNS.map((c) => c.field));

/** The template's own reading of a header: each heading's field, '' where it has none. */
export function suggestedMapping(header: readonly string[]): ColumnMapping {
  return Object.fromEntries(
    header
      .filter((heading) => heading !== '')
      .map((heading) => [heading, orderUploadFieldOfHeader(heading) ?? '']),
  );
}

/** Whether a file with this header reads as the template with no mapping: every heading known. */
export const needsMapping = (header: readonly string[]) =>
  header.some((heading) => heading !== '' && orderUploadFieldOfHeader(heading) === undefined) ||
  !header.some((heading) => orderUploadFieldOfHeader(heading) === 'reference_number');

/** A mapping that fits a header: it names every heading and maps some to the reference number. */
export const mappingFits = (header: readonly string[], mapping: ColumnMapping) =>
  header.every((heading) => heading === '' || heading in mapping) &&
  Object.values(mapping).includes('reference_number') &&
  Object.values(mapping).every((field) => field === '' || TEMPLATE_FIELDS.has(field));

/** The same template field mapped from two headings: the later one is a mistake to show. */
export function mappingIssues(mapping: ColumnMapping): Readonly<Record<string, MessageCode>> {
  const seen = new Set<string>();
  const issues: Record<string, MessageCode> = {};
  for (const [heading, field] of Object.entries(mapping)) {
    if (field === '') continue;
    if (seen.has(field)) issues[heading] = message('UI.ORDER_UPLOAD.MAPPING.TWICE');
    seen.add(field);
  }
  if (!Object.values(mapping).includes('reference_number'))
    issues[''] = message('UI.ORDER_UPLOAD.MAPPING.KEY_MISSING');
  return issues;
}

/** Rows grouped into orders by reference number (a row without one is its own group), file order. */
export function orderGroups<R extends { readonly key: string; readonly number: number }>(
  rows: readonly R[],
): R[][] {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = row.key === '' ? `\u0000${row.number}` : row.key;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads and checks an order file as the server will, in the browser: the upload profile (XLSX, XLS
 * or CSV, at most 500 KB), the same reader as the server (`@portal/spreadsheet/rows`), the
 * template's headings in either language or the merchant's mapping, the row limit, then every
 * order through the domain's `checkOrderRows`, whole orders at a time, telling `progress` how many
 * rows are done after each batch (and yielding a turn, so a progress message can leave).
 */
export async function checkOrderFile(
  file: PickedFile,
  mapping: ColumnMapping | undefined,
  progress: (done: number, total: number) => void = () => undefined,
): Promise<CheckAnswer> {
  const refused = validateUploadFile(
    { name: file.name, sizeBytes: file.bytes.length },
    UPLOAD_PROFILES.spreadsheet,
  );
  if (refused) return { kind: 'refused', problem: refused };
  const sheet = browserSheetOf(extensionOf(file.name), file.bytes, ORDER_UPLOAD_ROWS_MAX);
  if (!sheet.ok)
    return {
      kind: 'refused',
      problem: message(sheet.error === 'too_large' ? 'TEMPLATE.TOO_LARGE' : 'TEMPLATE.UNREADABLE'),
    };
  const { header, rows } = sheet.value;
  const used = mapping !== undefined && mappingFits(header, mapping) ? mapping : undefined;
  if (used === undefined && needsMapping(header))
    return { kind: 'mapping', header, suggested: suggestedMapping(header) };
  const reading = used ?? suggestedMapping(header);
  if (rows.length === 0) return { kind: 'refused', problem: message('TEMPLATE.NO_ROWS') };
  if (rows.length > ORDER_UPLOAD_ROWS_MAX)
    return {
      kind: 'refused',
      problem: message('TEMPLATE.TOO_MANY_ROWS', { max: ORDER_UPLOAD_ROWS_MAX }),
    };
  const fields = header.map((heading) => reading[heading] ?? '');
  const headingOf: Partial<Record<OrderUploadField, string>> = {};
  fields.forEach((field, column) => {
    if (field !== '' && headingOf[field] === undefined) headingOf[field] = header[column];
  });
  const templateRows = rows.map(({ number, cells }) => {
    const byField: Record<string, string> = {};
    fields.forEach((field, column) => {
      if (field !== '' && byField[field] === undefined) byField[field] = cells[column] ?? '';
    });
    return { number, cells, byField, key: (byField.reference_number ?? '').trim() };
  });
  const groups = orderGroups(templateRows);
  const byNumber = new Map(templateRows.map((row) => [row.number, row]));
  const checked = new Map<number, CheckedRow>();
  let batch: TemplateRow[] = [];
  const flush = async () => {
    for (const verdict of checkOrderRows(batch)) {
      const row = byNumber.get(verdict.row);
      if (row) checked.set(row.number, { ...row, issues: verdict.issues });
    }
    batch = [];
    progress(checked.size, templateRows.length);
    await nextTurn();
  };
  progress(0, templateRows.length);
  for (const group of groups) {
    for (const row of group) batch.push({ number: row.number, cells: row.byField });
    if (batch.length >= CHECK_BATCH_ROWS) await flush();
  }
  if (batch.length > 0) await flush();
  return {
    kind: 'checked',
    header,
    headingOf,
    mapping: reading,
    rows: templateRows.map((row) => checked.get(row.number) as CheckedRow),
    orders: groups.length,
  };
}
