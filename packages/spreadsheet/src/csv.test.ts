import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

/** How a spreadsheet program writes a cell: quoted when it holds a comma, quote or line break. */
const written = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

describe('parseCsv', () => {
  it.each([
    [
      'a,b\r\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['"a,1","b""c"\n', [['a,1', 'b"c']]],
    ['\uFEFFx\n\ny', [['x'], [''], ['y']]],
    ['"line\nbreak",z', [['line\nbreak', 'z']]],
    ['a\rb\r\n', [['a'], ['b']]],
    ['', []],
  ])('reads %j', (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it.each(['"open', 'a,"b\nc', '"x""'])('refuses the unclosed quote of %j', (text) => {
    expect(parseCsv(text)).toBeUndefined();
  });

  it('reads back every table a spreadsheet program writes, with CRLF or LF', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', '中', ',', '"', '\n', '\r', ' ') });
    const row = fc.array(cell, { minLength: 1, maxLength: 5 });
    // A row of one empty cell is an empty line, which reads as such; give it text to stay a row.
    const table = fc.array(
      row.filter((r) => r.length > 1 || r[0] !== ''),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(table, fc.constantFrom('\r\n', '\n'), fc.boolean(), (rows, end, bom) => {
        const text = rows.map((r) => r.map(written).join(',')).join(end) + end;
        expect(parseCsv(bom ? `\uFEFF${text}` : text)).toEqual(rows);
      }),
    );
  });
});
