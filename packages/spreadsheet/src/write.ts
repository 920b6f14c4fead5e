import { utils, write } from '@e965/xlsx';
import { neutraliseFormula } from './formula-cells';

type Rows = readonly (readonly string[])[];

/** A CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * Rows as a UTF-8 CSV with a BOM (so spreadsheet programs read Chinese) and CRLF line ends, as
 * the upload templates and the error-row files are written; every cell passes `neutraliseFormula`
 * (OWASP "CSV Injection"), so a merchant's `=HYPERLINK(…)` comes back as text.
 */
export const csvOf = (rows: Rows): string =>
  `\uFEFF${rows.map((row) => row.map((cell) => csvCell(neutraliseFormula(cell))).join(',')).join('\r\n')}\r\n`;

/** One sheet of a workbook: its tab name (at most 31 characters, Excel's limit) and rows. */
export interface SheetToWrite {
  readonly name: string;
  readonly rows: readonly (readonly (string | number)[])[];
}

/**
 * Sheets as one XLSX workbook, base64. Text cells pass `neutraliseFormula` (a text cell is not a
 * formula in the file, but becomes one when the merchant edits it or saves the sheet as CSV);
 * numbers stay numbers.
 */
export function xlsxBase64Of(sheets: readonly SheetToWrite[]): string {
  const book = utils.book_new();
  for (const { name, rows } of sheets) {
    const cells = rows.map((row) =>
      row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)),
    );
    utils.book_append_sheet(book, utils.aoa_to_sheet(cells), name.slice(0, 31));
  }
  return write(book, { type: 'base64', bookType: 'xlsx' }) as string;
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
