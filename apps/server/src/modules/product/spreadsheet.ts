import type { CellObject, ParsingOptions } from '@e965/xlsx';
import { read } from '@e965/xlsx';
import type { Result } from '@portal/domain';
import { err, ok } from '@portal/domain';
import { parseCsv } from './csv';

/** Why a file gives no rows: not readable as a spreadsheet of its type, or a sheet reaching too far down. */
export type SheetRefusal = 'unreadable' | 'too_long';

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length > signature.length && signature.every((byte, i) => bytes[i] === byte);
/** XLSX is a zip archive. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** XLS (BIFF8, Excel 97-2003) lives in an OLE2 compound file. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * SheetJS reads values only: no formula is parsed (a formula cell gives the value the spreadsheet
 * program saved with it), no style, VBA, HTML or embedded file is kept, only the first sheet, and
 * nothing is fetched (external links stay text). `sheetRows` stops it at `rowsMax` rows.
 */
const readingOptions = (rowsMax: number): ParsingOptions => ({
  type: 'buffer',
  dense: true,
  sheets: 0,
  sheetRows: rowsMax,
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
});

const cellText = (cell: CellObject | undefined): string => {
  if (cell === undefined) return '';
  const { t: type, v: value } = cell;
  if (type === 'e') return cell.w ?? '';
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
};

/** The first sheet of an XLSX or XLS as a grid of text from A1 (row index + 1 is the sheet's row). */
function workbookRows(bytes: Buffer, rowsMax: number): Result<string[][], SheetRefusal> {
  let sheet;
  try {
    const book = read(bytes, readingOptions(rowsMax));
    const first = book.SheetNames[0];
    sheet = first === undefined ? undefined : book.Sheets[first];
  } catch {
    return err('unreadable');
  }
  if (!sheet) return err('unreadable');
  // A sheet whose used range goes on below the rows read may hold more product rows: refuse it
  // rather than import part of it.
  if ((sheet as { '!fullref'?: string })['!fullref'] !== undefined) return err('too_long');
  const data = sheet['!data'] ?? [];
  // Rows and cells left empty are holes in the dense arrays: Array.from visits them too.
  const width = Math.max(0, ...Array.from(data, (row) => row?.length ?? 0));
  return ok(
    Array.from(data, (row) =>
      Array.from({ length: width }, (_, column) => cellText(row?.[column])),
    ),
  );
}

/**
 * The sheet of an upload as rows of text, trimmed. XLSX and XLS by SheetJS (`@e965/xlsx`), after
 * their leading bytes say they are a zip and a compound file; CSV (UTF-8, BOM optional) by the RFC
 * 4180 reader of csv.ts, which refuses an unclosed quote where SheetJS would swallow the rest of the
 * file into one cell. At most `rowsMax` rows of an XLSX or XLS are read; a CSV is bounded by the
 * upload's size.
 */
export function sheetOf(
  extension: string,
  bytes: Buffer,
  rowsMax: number,
): Result<string[][], SheetRefusal> {
  if (extension === 'xlsx')
    return startsWith(bytes, ZIP) ? workbookRows(bytes, rowsMax) : err('unreadable');
  if (extension === 'xls')
    return startsWith(bytes, COMPOUND_FILE) ? workbookRows(bytes, rowsMax) : err('unreadable');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return err('unreadable');
  }
  if (text.includes('\u0000')) return err('unreadable');
  const rows = parseCsv(text);
  return rows ? ok(rows.map((row) => row.map((cell) => cell.trim()))) : err('unreadable');
}
