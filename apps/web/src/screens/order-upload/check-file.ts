import type {
  MessageCode,
  OrderColumnMappingEntry,
  OrderUploadField,
  ValidationFieldIssue,
} from '@portal/domain';
import {
  checkOrderGroup,
  checkOrderSheet,
  groupOrderRows,
  headingOfField,
  message,
  ORDER_UPLOAD_ROWS_MAX,
  orderUploadFieldsOf,
  readOrderSheet,
  UPLOAD_PROFILES,
  validateOrderColumnMapping,
  validateUploadFile,
} from '@portal/domain';
import { browserSheetOf, sheetRefusalMessage } from '@portal/spreadsheet/rows';

/** What each heading of a file fills, as the mapping form holds it: a field, or '' (left out). */
export type ColumnMapping = Readonly<Record<string, OrderUploadField | ''>>;

/** A file as the worker gets it: its name and its bytes. */
export interface PickedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  /**
   * Headings read past without asking for a mapping: the error column of the portal's own
   * error-rows file (in either language), so that file, fixed, uploads as it is.
   */
  readonly ignoredHeadings?: readonly string[];
}

/** One data row of the file as checked: its sheet row number, its cells and its problems. */
export interface CheckedRow {
  readonly number: number;
  /** The cells by template field, as the domain reads them. */
  readonly byField: Readonly<Record<string, string>>;
  /** Its order number (rows with the same one are one order). */
  readonly key: string;
  readonly issues: readonly ValidationFieldIssue[];
}

export interface CheckedFile {
  readonly kind: 'checked';
  readonly header: readonly string[];
  /** The file's own heading of each template field it has (messages name the file's column). */
  readonly headingOf: Readonly<Partial<Record<OrderUploadField, string>>>;
  readonly rows: readonly CheckedRow[];
  readonly orders: number;
}

/** What the browser's check of a file found. */
export type CheckAnswer =
  /** The file as a whole is refused (type, size, unreadable, no rows, too many orders). */
  | { readonly kind: 'refused'; readonly problem: MessageCode }
  /** The headings differ from the template: the merchant maps them first (`suggested` as far as known). */
  | {
      readonly kind: 'mapping';
      readonly header: readonly string[];
      readonly suggested: ColumnMapping;
    }
  | CheckedFile;

/**
 * What the page gets of a check: the rows with problems only (without their cells) and the
 * counts. A file of 2,000 valid orders then crosses from the worker as a few numbers, not
 * thousands of rows the main thread would have to deserialise.
 */
export type CheckSummary =
  | Exclude<CheckAnswer, CheckedFile>
  | {
      readonly kind: 'checked';
      readonly headingOf: CheckedFile['headingOf'];
      readonly rows: number;
      readonly orders: number;
      readonly problems: readonly Omit<CheckedRow, 'byField'>[];
    };

export type CheckedSummary = Extract<CheckSummary, { kind: 'checked' }>;

/** The summary of a check for the page (see CheckSummary). */
export function summaryOf(answer: CheckAnswer): CheckSummary {
  if (answer.kind !== 'checked') return answer;
  return {
    kind: 'checked',
    headingOf: answer.headingOf,
    rows: answer.rows.length,
    orders: answer.orders,
    problems: answer.rows
      .filter((row) => row.issues.length > 0)
      .map(({ number, key, issues }) => ({ number, key, issues })),
  };
}

/** Rows checked between two progress reports (whole orders: an order is never split). */
export const CHECK_BATCH_ROWS = 200;

/** The mapping form's choices as the domain's mapping entries (headings left out are dropped). */
export const mappingEntries = (mapping: ColumnMapping): OrderColumnMappingEntry[] =>
  Object.entries(mapping)
    .filter(([, field]) => field !== '')
    .map(([heading, field]) => ({ heading, field }));

/** The template's own reading of a header, or a saved mapping's: each heading's field, '' where none. */
export function suggestedMapping(
  header: readonly string[],
  saved: readonly OrderColumnMappingEntry[] = [],
): ColumnMapping {
  const fields = orderUploadFieldsOf(header, saved);
  return Object.fromEntries(
    header.flatMap((heading, index) => (heading === '' ? [] : [[heading, fields[index] ?? '']])),
  );
}

const headingKey = (heading: string) => heading.trim().toLowerCase();

/**
 * Whether a file with this header needs a mapping: no order number column, or a heading the
 * template lacks (other than those `ignored`).
 */
export function needsMapping(header: readonly string[], ignored: readonly string[] = []): boolean {
  const fields = orderUploadFieldsOf(header);
  const skipped = new Set(ignored.map(headingKey));
  return (
    !fields.includes('reference_number') ||
    header.some(
      (heading, index) =>
        heading !== '' && fields[index] === undefined && !skipped.has(headingKey(heading)),
    )
  );
}

/**
 * The problems of the mapping as chosen, by heading ('' for the mapping as a whole): the domain's
 * rule for a saved mapping (`validateOrderColumnMapping`), and an order number column to read.
 */
export function mappingIssues(
  name: string,
  mapping: ColumnMapping,
): Readonly<Record<string, MessageCode>> {
  const entries = mappingEntries(mapping);
  const issues: Record<string, MessageCode> = {};
  for (const found of validateOrderColumnMapping(name, entries)) {
    const at = /^columns\.(\d+)\./.exec(found.field);
    const heading = at ? (entries[Number(at[1])]?.heading ?? '') : '';
    issues[heading] ??= { code: found.code, ...(found.params ? { params: found.params } : {}) };
  }
  if (!entries.some((entry) => entry.field === 'reference_number'))
    issues[''] ??= message('UI.ORDER_UPLOAD.MAPPING.KEY_MISSING');
  return issues;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads and checks an order file as the server will, in the browser: the upload profile (XLSX, XLS
 * or CSV, at most 500 KB), the same reader as the server (`@portal/spreadsheet/rows`), the
 * template's headings in either language or the merchant's mapping (`readOrderSheet`), the file's
 * own limits (`checkOrderSheet`), then every order through the domain's `checkOrderGroup`, whole
 * orders at a time, telling `progress` how many rows are done after each batch (and yielding a
 * turn, so the progress message can leave the worker).
 */
export async function checkOrderFile(
  file: PickedFile,
  mapping: readonly OrderColumnMappingEntry[] | undefined,
  progress: (done: number, total: number) => void = () => undefined,
): Promise<CheckAnswer> {
  const refused = validateUploadFile(
    { name: file.name, sizeBytes: file.bytes.length },
    UPLOAD_PROFILES.spreadsheet,
  );
  if (refused) return { kind: 'refused', problem: refused };
  const read = browserSheetOf(extensionOf(file.name), file.bytes, ORDER_UPLOAD_ROWS_MAX);
  if (!read.ok)
    return {
      kind: 'refused',
      problem: sheetRefusalMessage(read.error, ORDER_UPLOAD_ROWS_MAX),
    };
  const { header, rows } = read.value;
  if (rows.length > ORDER_UPLOAD_ROWS_MAX)
    return {
      kind: 'refused',
      problem: message('TEMPLATE.TOO_MANY_ROWS', { max: ORDER_UPLOAD_ROWS_MAX }),
    };
  if (mapping === undefined && needsMapping(header, file.ignoredHeadings))
    return { kind: 'mapping', header, suggested: suggestedMapping(header) };
  const sheet = readOrderSheet(read.value, mapping);
  const problem = checkOrderSheet(sheet);
  if (problem) return { kind: 'refused', problem };
  const headingOf: Partial<Record<OrderUploadField, string>> = {};
  for (const column of sheet.columns)
    if (column.field !== undefined)
      headingOf[column.field] = headingOfField(sheet.columns, column.field) ?? column.heading;
  const groups = groupOrderRows(sheet.rows);
  const verdicts = new Map<number, readonly ValidationFieldIssue[]>();
  const total = sheet.rows.length;
  progress(0, total);
  let pending = 0;
  for (const group of groups) {
    for (const verdict of checkOrderGroup(group.rows)) verdicts.set(verdict.row, verdict.issues);
    pending += group.rows.length;
    if (pending >= CHECK_BATCH_ROWS) {
      pending = 0;
      progress(verdicts.size, total);
      await nextTurn();
    }
  }
  progress(total, total);
  return {
    kind: 'checked',
    header,
    headingOf,
    rows: sheet.rows.map((row) => ({
      number: row.number,
      byField: row.cells,
      key: (row.cells.reference_number ?? '').trim(),
      issues: verdicts.get(row.number) ?? [],
    })),
    orders: groups.length,
  };
}
