import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TemplateRow } from './order-upload';
import { checkOrderRows } from './order-batch';
import { templateFlag } from './order-upload';

/** An order line row that validateOrder accepts (US standard channel, a New York address). */
const good = (
  reference: string,
  number: number,
  cells: Record<string, string> = {},
): TemplateRow => ({
  number,
  cells: {
    reference_number: reference,
    warehouse: 'LAX-1',
    shipping_method: 'US-STD',
    currency: 'USD',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '2125550123',
    country: 'US',
    state: 'NY',
    city: 'New York',
    postcode: '10001',
    address_line1: '350 Fifth Avenue',
    sku: `MUG-${number}`,
    product_name: 'Mug',
    description: 'Ceramic mug',
    quantity: '2',
    declared_value: '20',
    ...cells,
  },
});
/** A further line of the same order: only the line cells, as the template asks. */
const line = (
  reference: string,
  number: number,
  cells: Record<string, string> = {},
): TemplateRow => ({
  number,
  cells: {
    reference_number: reference,
    sku: `CUP-${number}`,
    product_name: 'Cup',
    description: 'Paper cup',
    quantity: '1',
    declared_value: '15',
    ...cells,
  },
});
const codes = (rows: readonly TemplateRow[]) =>
  checkOrderRows(rows).map((r) => [r.row, r.issues.map((i) => `${i.field}:${i.code}`)]);

describe('checkOrderRows', () => {
  it('accepts orders of one or several lines, rows in file order', () => {
    expect(codes([good('A', 2), line('A', 3), good('B', 4), line('A', 5)])).toEqual([
      [2, []],
      [3, []],
      [4, []],
      [5, []],
    ]);
  });

  it.each([
    ['a line problem on its row', [good('A', 2), line('A', 3, { quantity: '0' })], 3, 'quantity'],
    [
      'an order problem on its first row',
      [good('A', 2, { postcode: 'x' }), line('A', 3)],
      2,
      'postcode',
    ],
    ['a missing reference', [good('', 2)], 2, 'reference_number'],
    ['an unknown channel', [good('A', 2, { shipping_method: 'MOON' })], 2, 'shipping_method'],
    [
      'a flag that is not 1 or 0',
      [good('A', 2, { insurance_agreement: 'maybe' })],
      2,
      'insurance_agreement',
    ],
    ['an order cell that differs', [good('A', 2), line('A', 3, { city: 'Boston' })], 3, 'city'],
  ] as const)('reports %s', (_name, rows, row, field) => {
    const found = checkOrderRows(rows).find((r) => r.row === row);
    expect(found?.issues.map((i) => i.field)).toContain(field);
  });

  it('refuses every row of an order with a problem, pointing at the row that has it', () => {
    const result = checkOrderRows([good('A', 2, { postcode: 'x' }), line('A', 3), good('B', 4)]);
    expect(result[1]?.issues).toEqual([
      { field: 'reference_number', code: 'TEMPLATE.ORDER_REFUSED', params: { row: 2 } },
    ]);
    expect(result[2]?.issues).toEqual([]);
  });

  it('checks each row without a reference alone', () => {
    const result = checkOrderRows([good('', 2), good('', 3, { quantity: 'x' })]);
    expect(result.map((r) => r.issues.map((i) => i.field))).toEqual([
      ['reference_number'],
      ['reference_number', 'quantity'],
    ]);
  });

  it('gives one verdict per row and never refuses a row of a clean order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('A', 'B', 'C'), fc.boolean()), { maxLength: 12 }),
        (spec) => {
          const seen = new Set<string>();
          const rows = spec.map(([reference, bad], index) => {
            const cells: Record<string, string> = bad ? { quantity: '0' } : {};
            const row = seen.has(reference)
              ? line(reference, index + 2, cells)
              : good(reference, index + 2, cells);
            seen.add(reference);
            return row;
          });
          const result = checkOrderRows(rows);
          expect(result.map((r) => r.row)).toEqual(rows.map((r) => r.number));
          for (const [reference] of spec) {
            const refused = spec.some(([r, bad]) => r === reference && bad);
            const mine = result.filter((r) => r.key === reference);
            expect(mine.every((r) => r.issues.length > 0 === refused)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('templateFlag', () => {
  it.each([
    ['1', true],
    [' YES ', true],
    ['true', true],
    ['', false],
    ['0', false],
    ['no', false],
    ['2', undefined],
    ['x', undefined],
  ])('reads %j as %j', (text, flag) => {
    expect(templateFlag(text)).toBe(flag);
  });
});
