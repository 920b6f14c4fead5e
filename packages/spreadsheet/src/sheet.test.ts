import type { BookType, WorkSheet } from '@e965/xlsx';
import { utils, write } from '@e965/xlsx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { worstLegalXlsx, xlsxEntries, zip } from './testing';
import {
  cellsMaxFor,
  COLUMNS_MAX,
  sheetOf,
  sheetRefusalMessage,
  UNPACKED_MAX,
  unpackedSize,
} from './sheet';

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
    'reads the first sheet of a %s: row 1 as the header, then the rows with text, typed cells as text',
    (extension, bookType) => {
      const sheet = utils.aoa_to_sheet([['  SKU ', 'Price', 'Battery', 'Liquid', 'Error']]);
      utils.sheet_add_aoa(sheet, [['A-1', 12.5, true, false, { t: 'e', v: 0x2a }]], {
        origin: 'B4',
      });
      utils.sheet_add_aoa(sheet, [['', ' ']], { origin: 'A5' });
      utils.sheet_add_aoa(sheet, [[' ']], { origin: 'C6' });
      utils.sheet_add_aoa(sheet, [['A-2']], { origin: 'A7' });
      expect(sheetOf(extension, bookOf(sheet, bookType), 10)).toEqual({
        ok: true,
        value: {
          header: ['SKU', 'Price', 'Battery', 'Liquid', 'Error'],
          rows: [
            { number: 4, cells: ['', 'A-1', '12.5', '1', '0', '#N/A'] },
            { number: 7, cells: ['A-2'] },
          ],
        },
      });
    },
  );

  it.each(FORMATS)(
    `ignores text right of column ${COLUMNS_MAX} of a %s and keeps one row more than asked for`,
    (extension, bookType) => {
      const sheet = utils.aoa_to_sheet([['SKU'], ['A-1'], ['A-2'], ['A-3'], ['A-4']]);
      utils.sheet_add_aoa(sheet, [['far right'], ['far right']], {
        origin: { r: 0, c: COLUMNS_MAX },
      });
      utils.sheet_add_aoa(sheet, [['last column']], { origin: 'XFD1' });
      expect(sheetOf(extension, bookOf(sheet, bookType), 2)).toEqual({
        ok: true,
        value: {
          header: ['SKU'],
          rows: [
            { number: 2, cells: ['A-1'] },
            { number: 3, cells: ['A-2'] },
            { number: 4, cells: ['A-3'] },
          ],
        },
      });
    },
  );

  it('takes the value an XLSX saved with a formula and never evaluates the formula', () => {
    const sheet = utils.aoa_to_sheet([
      ['SKU', 'Link'],
      [
        { t: 's', v: 'SAVED-1', f: '"EVALUATED-"&"1"' },
        { t: 's', v: 'saved text', f: 'WEBSERVICE("http://127.0.0.1:9/")' },
      ],
    ]);
    expect(sheetOf('xlsx', bookOf(sheet, 'xlsx'), 10)).toEqual({
      ok: true,
      value: { header: ['SKU', 'Link'], rows: [{ number: 2, cells: ['SAVED-1', 'saved text'] }] },
    });
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
    expect(sheetOf(extension, bytes, 10)).toEqual({ ok: false, error: 'unreadable' });
  });

  it('reads a CSV with the RFC 4180 reader: a BOM, Chinese text, quoted commas and line breaks', () => {
    const csv = Buffer.from(
      '\uFEFFSKU编码,英文名称\r\n" A-1 ","Tea, ""fine""\nsecond line"\r\n,\r\n,陶瓷杯,\r\n',
    );
    expect(sheetOf('csv', csv, 10)).toEqual({
      ok: true,
      value: {
        header: ['SKU编码', '英文名称'],
        rows: [
          { number: 2, cells: ['A-1', 'Tea, "fine"\nsecond line'] },
          { number: 4, cells: ['', '陶瓷杯'] },
        ],
      },
    });
  });

  it.each([
    ['not UTF-8', Buffer.from([0xff, 0xfe, 0x00, 0x41])],
    ['an unclosed quote', Buffer.from('SKU,English name\nA,"x\nB,y\n')],
  ])('refuses a CSV with %s', (_name, bytes) => {
    expect(sheetOf('csv', bytes, 10)).toEqual({ ok: false, error: 'unreadable' });
  });
});

describe('unpackedSize', () => {
  const parts = xlsxEntries([['SKU'], ['A-1']]);
  const partsBytes = parts.reduce((sum, part) => sum + part.data.length, 0);
  const padding = (bytes: number, claimedSize?: number) => ({
    name: 'xl/media/padding.bin',
    data: Buffer.alloc(bytes, 0x20),
    deflate: true,
    claimedSize,
  });

  it.each([
    ['stored entries', zip(parts), 100_000, partsBytes],
    [
      'deflated entries',
      zip(parts.map((part) => ({ ...part, deflate: true }))),
      100_000,
      partsBytes,
    ],
    ['exactly the ceiling', zip([padding(5000)]), 5000, 5000],
    ['one byte over', zip([padding(5001)]), 5000, 'over'],
    ['over, its headers claiming less', zip([padding(50_000, 10)]), 5000, 'over'],
    ['over across entries', zip([...parts, padding(UNPACKED_MAX)]), UNPACKED_MAX, 'over'],
    ['no end record', Buffer.from('PK\u0003\u0004 and then no zip'), 100_000, undefined],
  ] as const)('%s', (_name, bytes, ceiling, expected) => {
    expect(unpackedSize(bytes, ceiling)).toBe(expected);
  });

  it('refuses a deflated entry cut short', () => {
    const whole = zip([padding(50_000)]);
    const end = whole.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    // the central directory claims more packed bytes than the entry's deflate stream holds
    const cut = Buffer.from(whole);
    cut.writeUInt32LE(whole.readUInt32LE(end + 20) - 8, end + 20);
    expect(unpackedSize(cut, 100_000)).toBeUndefined();
  });

  it('gives SheetJS only what passed', () => {
    const bomb = zip([...parts, padding(UNPACKED_MAX + 1)]);
    expect(sheetOf('xlsx', bomb, 10)).toEqual({ ok: false, error: 'too_large' });
    expect(sheetOf('xlsx', zip([...parts, padding(1000)]), 10)).toEqual({
      ok: true,
      value: { header: ['SKU'], rows: [{ number: 2, cells: ['A-1'] }] },
    });
  });
});

describe('reading stops at the limits', () => {
  const table = (rows: number, columns: number) =>
    Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => `r${r}c${c}`));

  it('reads a CSV no further than one row more than asked for', () => {
    // the open quote far below the limit is never reached: the rows before it are all it reads
    const csv = Buffer.from(`SKU\nA-1\nA-2\nA-3\nA-4\n${'A-5\n'.repeat(1000)}"never closed\n`);
    expect(sheetOf('csv', csv, 2)).toEqual({
      ok: true,
      value: {
        header: ['SKU'],
        rows: [
          { number: 2, cells: ['A-1'] },
          { number: 3, cells: ['A-2'] },
          { number: 4, cells: ['A-3'] },
        ],
      },
    });
    expect(sheetOf('csv', Buffer.from('SKU\nA-1\n"never closed\n'), 2)).toEqual({
      ok: false,
      error: 'unreadable',
    });
  });

  it.each([
    ['stored', false],
    ['deflated', true],
  ] as const)(
    'refuses a worksheet (%s) of more value cells than the rows allow, before SheetJS reads it',
    (_name, deflate) => {
      // 3 rows allowed: the header and 4 rows of COLUMNS_MAX cells is the most a sheet may hold
      expect(cellsMaxFor(3)).toBe(5 * COLUMNS_MAX);
      const rows = table(6, 84);
      const over = zip(xlsxEntries(rows).map((entry) => ({ ...entry, deflate })));
      expect(sheetOf('xlsx', over, 3)).toEqual({ ok: false, error: 'too_many_cells' });
      const within = zip(
        xlsxEntries(rows.map((r) => r.slice(0, 83))).map((entry) => ({ ...entry, deflate })),
      );
      expect(sheetOf('xlsx', within, 3)).toMatchObject({ ok: true });
    },
  );

  it('counts the shared strings table too (SheetJS reads it whole, whatever the sheet)', () => {
    const entries = xlsxEntries([['SKU'], ['A-1']]);
    const strings = Array.from({ length: 501 }, (_, i) => `<si><t>s${i}</t></si>`).join('');
    const crowded = entries.map((entry) =>
      entry.name === 'xl/sharedStrings.xml'
        ? { ...entry, data: Buffer.from(`<sst>${strings}</sst>`) }
        : entry,
    );
    expect(sheetOf('xlsx', zip(crowded), 3)).toEqual({ ok: false, error: 'too_many_cells' });
  });
});

describe('worstLegalXlsx (what the benchmark uploads)', () => {
  it('is small, unpacks to just under the ceiling and holds as many cells as allowed', () => {
    const file = worstLegalXlsx(2000);
    expect(file.length).toBeLessThan(500 * 1024);
    const size = unpackedSize(file, UNPACKED_MAX);
    expect(size).toBeLessThanOrEqual(UNPACKED_MAX);
    expect(size).toBeGreaterThan(UNPACKED_MAX * 0.95);
    // parsing it whole takes SheetJS seconds: a small one of the same build is read instead
    const small = worstLegalXlsx(3, 100_000);
    expect(sheetOf('xlsx', small, 3)).toMatchObject({ ok: true });
    const sheet = sheetOf('xlsx', small, 3);
    expect(sheet.ok && sheet.value.rows.length).toBe(4);
    expect(sheet.ok && sheet.value.rows[0]?.cells.length).toBe(COLUMNS_MAX);
    expect(sheetOf('xlsx', worstLegalXlsx(4, 100_000), 3)).toEqual({
      ok: false,
      error: 'too_many_cells',
    });
  });
});

describe('the message of each refusal (the same in the browser, portal-check and the server)', () => {
  it.each([
    ['unreadable', 10, { code: 'TEMPLATE.UNREADABLE' }],
    ['too_large', 10, { code: 'TEMPLATE.TOO_LARGE' }],
    // the cell budget has its own message, naming the budget, never the unpacked size's
    [
      'too_many_cells',
      3,
      { code: 'TEMPLATE.TOO_MANY_CELLS', params: { max: 500, rows: 3, columns: COLUMNS_MAX } },
    ],
  ] as const)('%s (rows %i)', (refusal, rows, expected) => {
    expect(sheetRefusalMessage(refusal, rows)).toEqual(expected);
  });

  it('names the cell budget that refused the file, whatever the row limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (rows) => {
        expect(sheetRefusalMessage('too_many_cells', rows)).toEqual({
          code: 'TEMPLATE.TOO_MANY_CELLS',
          params: { max: cellsMaxFor(rows), rows, columns: COLUMNS_MAX },
        });
      }),
    );
  });
});
