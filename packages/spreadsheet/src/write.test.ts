import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { sheetOf } from './sheet';
import { FORMULA_CELLS } from './testing';
import { csvOf, xlsxBase64Of } from './write';

const HEADING = ['Reference', 'Note'];
const table = [HEADING, ...FORMULA_CELLS.map((cell) => ['SHOP-1', cell])];

/** The cells as a spreadsheet program sees them, before the portal's reader drops apostrophes. */
const rawXlsxCells = (base64: string) => {
  const book = read(Buffer.from(base64, 'base64'), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return { sheet, rows: utils.sheet_to_json<string[]>(sheet, { header: 1, raw: true }) };
};

describe('the files the portal writes', () => {
  it('CSV: every formula-like cell comes back as text behind an apostrophe', () => {
    const rows = parseCsv(csvOf(table).slice(1))!;
    expect(rows.slice(1).map((row) => row[1])).toEqual(FORMULA_CELLS.map((cell) => `'${cell}`));
  });

  it('XLSX: every formula-like cell is a text cell behind an apostrophe, no formula', () => {
    const { sheet, rows } = rawXlsxCells(xlsxBase64Of([{ name: 'errors', rows: table }]));
    // XML line ends: CRLF inside a cell's text reads back as LF; the apostrophe stays first
    const lineFeeds = (cell: string) => cell.replace(/\r\n/g, '\n');
    expect(rows.slice(1).map((row) => lineFeeds(row[1]!))).toEqual(
      FORMULA_CELLS.map((cell) => lineFeeds(`'${cell}`)),
    );
    const cells = Object.entries(sheet).filter(([key]) => !key.startsWith('!'));
    expect(cells.every(([, cell]) => (cell as { f?: string }).f === undefined)).toBe(true);
  });

  it('XLSX keeps numbers as numbers and plain numbers as they are', () => {
    const { rows } = rawXlsxCells(
      xlsxBase64Of([{ name: 'ledger', rows: [[-12.5, '-12.50', '+86138']] }]),
    );
    expect(rows[0]).toEqual([-12.5, '-12.50', '+86138']);
  });

  it.each(['csv', 'xlsx'] as const)(
    'the portal reads its own %s back as the merchant wrote it',
    (format) => {
      const bytes =
        format === 'csv'
          ? Buffer.from(csvOf(table), 'utf8')
          : Buffer.from(xlsxBase64Of([{ name: 'errors', rows: table }]), 'base64');
      const sheet = sheetOf(format, bytes, 100);
      expect(sheet.ok).toBe(true);
      if (!sheet.ok) return;
      // the reader trims a cell, as it does for every upload
      expect(sheet.value.rows.map((row) => row.cells[1])).toEqual(
        FORMULA_CELLS.map((cell) => cell.trim()),
      );
    },
  );
});
