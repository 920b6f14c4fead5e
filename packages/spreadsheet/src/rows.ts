// The browser-safe half of the reader: rows of a CSV and of a workbook SheetJS has read, with no
// Node built-in, so the web app's upload check (in a Web Worker) sees the rows the server sees.
import type { CellObject, ParsingOptions } from '@e965/xlsx';
import { read } from '@e965/xlsx';
import type { MessageCode, Result } from '@portal/domain';
import { err, message, ok } from '@portal/domain';
import { csvRows, delimiterOf, UNCLOSED_QUOTE } from './csv';
import { restoreNeutralisedFormula } from './formula-cells';

/**
 * Why a file gives no rows: not readable as a spreadsheet of its type, an XLSX that unpacks to
 * more than `UNPACKED_MAX` bytes, or one with more value cells than `cellsMaxFor` its rows
 * (the cell budget of one file, its own refusal).
 */
export type SheetRefusal = 'unreadable' | 'too_large' | 'too_many_cells';

/** Row 1 of the first sheet, and the rows after it that hold any text, with their row number. */
export interface Sheet {
  readonly header: readonly string[];
  readonly rows: readonly { readonly number: number; readonly cells: readonly string[] }[];
}

/** Columns read: the template has 30; text further right is ignored. */
export const COLUMNS_MAX = 100;

/**
 * The value cells a worksheet (and the shared strings an XLSX) may hold for a sheet of `rowsMax`
 * rows: the header and one row more than allowed, `COLUMNS_MAX` each. Counted while the zip is
 * measured, before SheetJS builds a cell, so a small file of a million tiny cells (which unpacks
 * under `UNPACKED_MAX`) is refused in a scan instead of parsed whole.
 */
export const cellsMaxFor = (rowsMax: number) => (rowsMax + 2) * COLUMNS_MAX;

/** The message of a refusal, the same in the browser's check, `portal-check` and the server. */
export function sheetRefusalMessage(refusal: SheetRefusal, rowsMax: number): MessageCode {
  if (refusal === 'too_many_cells')
    return message('TEMPLATE.TOO_MANY_CELLS', {
      max: cellsMaxFor(rowsMax),
      rows: rowsMax,
      columns: COLUMNS_MAX,
    });
  return message(refusal === 'too_large' ? 'TEMPLATE.TOO_LARGE' : 'TEMPLATE.UNREADABLE');
}

export const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length > signature.length && signature.every((byte, i) => bytes[i] === byte);
/** XLSX is a zip archive. */
export const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** XLS (BIFF8, Excel 97-2003) lives in an OLE2 compound file. */
export const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * SheetJS reads values only: no formula is evaluated (a formula cell gives the value the
 * spreadsheet program saved with it), no style, VBA, HTML or embedded file is kept, only the first
 * sheet is parsed, and nothing is fetched (external links stay text).
 */
const READING_OPTIONS: ParsingOptions = {
  dense: true,
  sheets: 0,
  cellFormula: false,
  cellHTML: false,
  cellNF: false,
  cellStyles: false,
  cellDates: true,
  sheetStubs: false,
  bookVBA: false,
  bookFiles: false,
  bookDeps: false,
  WTF: false,
};

/**
 * A text cell as read: trimmed, and without the apostrophe the portal's own files put before a
 * formula-like text (formula-cells.ts), so an error-row file uploaded again reads as the original.
 */
const readText = (text: string) => restoreNeutralisedFormula(text.trim()).trim();

const cellText = (cell: CellObject | undefined): string => {
  if (cell === undefined) return '';
  const { t: type, v: value } = cell;
  if (type === 'e') return cell.w ?? '';
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return readText(String(value));
};

/**
 * Row 1 as the header, then the rows that hold text, stopping after `rowsMax + 1` of them (enough
 * to tell the sheet has too many). `textsAt` gives a row's cell texts, trimmed, up to its last text
 * within `COLUMNS_MAX`; an empty row is `[]`.
 */
function collect(count: number, textsAt: (index: number) => string[], rowsMax: number): Sheet {
  const header = count > 0 ? textsAt(0) : [];
  const rows: { number: number; cells: string[] }[] = [];
  for (let index = 1; index < count && rows.length <= rowsMax; index += 1) {
    const cells = textsAt(index);
    if (cells.length > 0) rows.push({ number: index + 1, cells });
  }
  return { header, rows };
}

/**
 * A CSV's sheet, read row by row and no further than `rowsMax + 1` rows with text: the rest of a
 * long file is never parsed (a quote left open down there goes unseen; the file has too many rows
 * anyway). Tab-separated text (delimiterOf) is read the same way. Undefined for a quote that never
 * closes within what was read.
 */
export function csvSheet(text: string, rowsMax: number): Sheet | undefined {
  let header: string[] = [];
  const rows: { number: number; cells: string[] }[] = [];
  let index = 0;
  for (const row of csvRows(text, COLUMNS_MAX, delimiterOf(text))) {
    if (row === UNCLOSED_QUOTE) return undefined;
    const cells = untilLastText(row.map(readText));
    if (index === 0) header = cells;
    else if (cells.length > 0) rows.push({ number: index + 1, cells });
    index += 1;
    if (rows.length > rowsMax) break;
  }
  return { header, rows };
}

/** Texts up to the last non-empty one: `[]` for a row of nothing but empty cells. */
const untilLastText = (texts: readonly string[]): string[] => {
  let end = Math.min(texts.length, COLUMNS_MAX);
  while (end > 0 && (texts[end - 1] ?? '') === '') end -= 1;
  return Array.from({ length: end }, (_, column) => texts[column] ?? '');
};

/** The first sheet of an XLSX or XLS, rows counted from 1 (row index + 1 is the sheet's row). */
export function workbookSheet(
  bytes: Uint8Array,
  rowsMax: number,
  type: 'buffer' | 'array',
): Result<Sheet, SheetRefusal> {
  let sheet;
  try {
    const book = read(bytes, { ...READING_OPTIONS, type });
    const first = book.SheetNames[0];
    sheet = first === undefined ? undefined : book.Sheets[first];
  } catch {
    return err('unreadable');
  }
  if (!sheet) return err('unreadable');
  const data = sheet['!data'] ?? [];
  // Empty rows and cells are holes in the dense arrays, and a row of one cell far right is long:
  // forEach visits only the cells there are, so the work follows the file, not its extent.
  const textsAt = (index: number) => {
    const texts: string[] = [];
    data[index]?.forEach((cell, column) => {
      if (column < COLUMNS_MAX) texts[column] = cellText(cell);
    });
    return untilLastText(texts);
  };
  return ok(collect(data.length, textsAt, rowsMax));
}

/**
 * A CSV's bytes as its sheet (UTF-8, BOM optional): undefined for bytes that are not UTF-8 text,
 * hold a NUL, or a quote that never closes within what was read.
 */
export function textSheet(bytes: Uint8Array, rowsMax: number): Sheet | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  if (text.includes('\u0000')) return undefined;
  return csvSheet(text, rowsMax);
}

/**
 * The sheet of a file the browser holds, read as `sheetOf` reads it on the server but for the
 * zip measure (which needs Node's zlib): the browser reads only a file the merchant picked, at most
 * the upload's 500 KB, in a worker, and the server measures the same bytes again before it reads.
 */
export function browserSheetOf(
  extension: string,
  bytes: Uint8Array,
  rowsMax: number,
): Result<Sheet, SheetRefusal> {
  if (extension === 'xlsx' || extension === 'xls')
    return startsWith(bytes, extension === 'xlsx' ? ZIP : COMPOUND_FILE)
      ? workbookSheet(bytes, rowsMax, 'array')
      : err('unreadable');
  const sheet = textSheet(bytes, rowsMax);
  return sheet ? ok(sheet) : err('unreadable');
}
