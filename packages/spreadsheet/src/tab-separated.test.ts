import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRows, delimiterOf } from './csv';
import { sheetOf } from './sheet';

describe('delimiterOf', () => {
  it.each([
    ['order-id\torder-item-id\tsku\n1\t2\t3', '\t'],
    ['Name,Email,Financial Status\n#1,a@b.c,paid', ','],
    ['a\tb,c\td\n', '\t'],
    ['a,b\tc,d\n', ','],
    ['"x\ty",z\n1\t2\t3\t4', ','],
    ['single', ','],
    ['', ','],
  ] as const)('%j is %j', (text, delimiter) => {
    expect(delimiterOf(text)).toBe(delimiter);
  });
});

describe('a tab-separated report (Amazon Seller Central order report)', () => {
  const report = [
    'order-id\torder-item-id\tsku\tquantity-purchased\trecipient-name\tship-address-1\tship-country',
    '111-0000001-0000001\t11111\tMUG-1\t2\tAda Lovelace\t350 Fifth Avenue, Suite 1\tUS',
    '111-0000001-0000001\t11112\tTEA-1\t1\tAda Lovelace\t350 Fifth Avenue, Suite 1\tUS',
    '',
  ].join('\r\n');

  it('is read as a sheet whatever the name says, commas kept inside cells', () => {
    const sheet = sheetOf('csv', Buffer.from(report), 100);
    expect(sheet.ok && sheet.value.header).toEqual([
      'order-id',
      'order-item-id',
      'sku',
      'quantity-purchased',
      'recipient-name',
      'ship-address-1',
      'ship-country',
    ]);
    expect(sheet.ok && sheet.value.rows.map((row) => [row.number, row.cells[5]])).toEqual([
      [2, '350 Fifth Avenue, Suite 1'],
      [3, '350 Fifth Avenue, Suite 1'],
    ]);
  });

  it('reads back any table of tab-free cells written with tabs', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', '中', ',', ' ', '-') });
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(table, (rows) => {
        const text = `${rows.map((row) => row.join('\t')).join('\n')}\n`;
        expect([...csvRows(text, Number.POSITIVE_INFINITY, '\t')]).toEqual(rows);
      }),
    );
  });
});
