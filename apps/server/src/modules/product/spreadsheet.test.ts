import type { BookType, WorkSheet } from '@e965/xlsx';
import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { sheetOf } from './spreadsheet';

const bookOf = (sheet: WorkSheet, bookType: BookType) => {
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Products');
  utils.book_append_sheet(book, utils.aoa_to_sheet([['not read']]), 'Second');
  return write(book, { type: 'buffer', bookType }) as Buffer;
};

const FORMATS = [
  ['xlsx', 'xlsx'],
  ['xls', 'biff8'],
] as const;

describe('sheetOf', () => {
  it.each(FORMATS)(
    'reads the first sheet of a %s as text from A1, typed cells included',
    (extension, bookType) => {
      const sheet = utils.aoa_to_sheet([]);
      utils.sheet_add_aoa(sheet, [['  SKU ', 'Price', 'Battery', 'Liquid', 'Error']], {
        origin: 'B2',
      });
      utils.sheet_add_aoa(sheet, [['A-1', 12.5, true, false, { t: 'e', v: 0x2a }]], {
        origin: 'B4',
      });
      const read = sheetOf(extension, bookOf(sheet, bookType), 100);
      expect(read).toEqual({
        ok: true,
        value: [
          [],
          ['', 'SKU', 'Price', 'Battery', 'Liquid', 'Error'],
          [],
          ['', 'A-1', '12.5', '1', '0', '#N/A'],
        ].map((row) => [...row, ...Array<string>(6 - row.length).fill('')]),
      });
    },
  );

  it.each(FORMATS)('reads a %s up to the row limit only', (extension, bookType) => {
    const rows = Array.from({ length: 5 }, (_, i) => [`R${i}`]);
    const file = bookOf(utils.aoa_to_sheet(rows), bookType);
    expect(sheetOf(extension, file, 5)).toMatchObject({ ok: true, value: rows });
    expect(sheetOf(extension, file, 4)).toEqual({ ok: false, error: 'too_long' });
  });

  it.each([
    ['an XLSX named .xls', 'xls', bookOf(utils.aoa_to_sheet([['SKU']]), 'xlsx')],
    ['an XLS named .xlsx', 'xlsx', bookOf(utils.aoa_to_sheet([['SKU']]), 'biff8')],
    ['a CSV named .xls', 'xls', Buffer.from('SKU,English name\nA,b\n')],
    ['a broken zip', 'xlsx', Buffer.from('PK\u0003\u0004 and then no zip')],
    [
      'a compound file that holds no workbook',
      'xls',
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]),
    ],
  ])('refuses %s', (_name, extension, bytes) => {
    expect(sheetOf(extension, bytes, 100)).toEqual({ ok: false, error: 'unreadable' });
  });

  it('reads a CSV with the RFC 4180 reader: a BOM, Chinese text, quoted commas and line breaks', () => {
    const csv = Buffer.from('\uFEFFSKU编码,英文名称\r\n" A-1 ","Tea, ""fine""\nsecond line"\r\n');
    expect(sheetOf('csv', csv, 100)).toEqual({
      ok: true,
      value: [
        ['SKU编码', '英文名称'],
        ['A-1', 'Tea, "fine"\nsecond line'],
      ],
    });
  });

  it.each([
    ['not UTF-8', Buffer.from([0xff, 0xfe, 0x00, 0x41])],
    ['an unclosed quote', Buffer.from('SKU,English name\nA,"x\nB,y\n')],
  ])('refuses a CSV with %s', (_name, bytes) => {
    expect(sheetOf('csv', bytes, 100)).toEqual({ ok: false, error: 'unreadable' });
  });
});
