import { utils, write } from '@e965/xlsx';

/** A CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * Rows as a UTF-8 CSV with a BOM (so spreadsheet programs read Chinese) and CRLF line ends, as
 * the upload templates and the error-row files are written.
 */
export const csvOf = (rows: readonly (readonly string[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Rows as one XLSX sheet, every cell text (never a formula), base64. */
export function xlsxBase64Of(rows: readonly (readonly string[])[], sheetName: string): string {
  const sheet = utils.aoa_to_sheet(rows.map((row) => [...row]));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName);
  return write(book, { type: 'base64', bookType: 'xlsx' }) as string;
}

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
