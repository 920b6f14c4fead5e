import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SheetRows } from '../order-batch';
import type { FieldRule, OrderMapping } from './field-rules';
import { applyOrderMapping, splitFullName } from './apply-mapping';

const sheet = (header: string[], ...rows: string[][]): SheetRows => ({
  header,
  rows: rows.map((cells, index) => ({ number: index + 2, cells })),
});
const only = (rule: FieldRule, skip: OrderMapping['skip'] = []): OrderMapping => ({
  fields: [rule],
  skip,
});

describe('applyOrderMapping: one rule of each kind', () => {
  const header = ['Ship Name', 'Ship Phone', 'Phone', 'Country', 'Method', 'Weight'];
  const file = sheet(
    header,
    ['Mary Ann Smith', '', '+44 20 7946 0958', 'United Kingdom', 'Express', '12 oz'],
    ['Li', '5550100', '5550199', 'de', 'standard', '2'],
  );
  it.each([
    [
      'a column',
      { field: 'city', source: { kind: 'column', heading: 'ship name' } },
      'city',
      ['Mary Ann Smith', 'Li'],
    ],
    [
      'a fixed value',
      { field: 'warehouse', source: { kind: 'fixed', value: ' LAX ' } },
      'warehouse',
      ['LAX', 'LAX'],
    ],
    [
      'the first non-empty of several columns',
      { field: 'phone', source: { kind: 'first_of', headings: ['Ship Phone', 'Phone'] } },
      'phone',
      ['+44 20 7946 0958', '5550100'],
    ],
    [
      'the first part of a full name',
      { field: 'first_name', source: { kind: 'name_part', heading: 'Ship Name', part: 'first' } },
      'first_name',
      ['Mary Ann', 'Li'],
    ],
    [
      'the last part of a full name',
      { field: 'last_name', source: { kind: 'name_part', heading: 'Ship Name', part: 'last' } },
      'last_name',
      ['Smith', ''],
    ],
    [
      'country names and codes to ISO codes',
      {
        field: 'country',
        source: { kind: 'column', heading: 'Country' },
        map: { builtIn: 'country' },
      },
      'country',
      ['GB', 'DE'],
    ],
    [
      "the merchant's own pairs, any case",
      {
        field: 'shipping_method',
        source: { kind: 'column', heading: 'Method' },
        map: {
          pairs: [
            { from: 'express', to: 'US-EXP' },
            { from: 'Standard', to: 'US-STD' },
          ],
        },
      },
      'shipping_method',
      ['US-EXP', 'US-STD'],
    ],
    [
      'a weight in ounces, or bare in pounds, to kilograms',
      {
        field: 'remark',
        source: { kind: 'column', heading: 'Weight' },
        map: { builtIn: 'weight_kg', unit: 'lb' },
      },
      'remark',
      ['0.34', '0.907'],
    ],
  ] as const)('%s', (_name, rule, field, expected) => {
    const mapped = applyOrderMapping(file, only(rule as FieldRule));
    expect(mapped.rows.map((row) => row.cells[field])).toEqual(expected);
    expect(mapped.issues.size).toBe(0);
    expect(mapped.absent).toEqual([]);
  });

  it('feeds several fields from one heading', () => {
    const mapped = applyOrderMapping(sheet(['Item'], ['Mug']), {
      fields: [
        { field: 'product_name', source: { kind: 'column', heading: 'Item' } },
        { field: 'description', source: { kind: 'column', heading: 'Item' } },
      ],
      skip: [],
    });
    expect(mapped.rows[0]?.cells).toEqual({ product_name: 'Mug', description: 'Mug' });
    expect(mapped.headingsOf).toEqual({ product_name: 'Item', description: 'Item' });
  });

  it('reads a field without a rule from the template heading, in either language', () => {
    const mapped = applyOrderMapping(sheet(['Order', 'SKU', '数量'], ['A', 'MUG-1', '2']), {
      fields: [{ field: 'reference_number', source: { kind: 'column', heading: 'Order' } }],
      skip: [],
    });
    expect(mapped.rows[0]?.cells).toEqual({ reference_number: 'A', sku: 'MUG-1', quantity: '2' });
    expect(mapped.columns.map((column) => column.field)).toEqual([
      'reference_number',
      'sku',
      'quantity',
    ]);
  });

  it('reports a value no map translates on its row, naming the column, and keeps the cell', () => {
    const mapped = applyOrderMapping(
      sheet(['Country', 'Method'], ['Atlantis', 'Pigeon'], ['', '']),
      {
        fields: [
          {
            field: 'country',
            source: { kind: 'column', heading: 'Country' },
            map: { builtIn: 'country' },
          },
          {
            field: 'shipping_method',
            source: { kind: 'column', heading: 'Method' },
            map: { pairs: [{ from: 'Express', to: 'US-EXP' }] },
          },
        ],
        skip: [],
      },
    );
    expect(mapped.issues.get(2)).toEqual([
      {
        field: 'country',
        code: 'TEMPLATE.VALUE_NOT_COUNTRY',
        params: { column: 'Country', value: 'Atlantis' },
      },
      {
        field: 'shipping_method',
        code: 'TEMPLATE.VALUE_NOT_MAPPED',
        params: { column: 'Method', value: 'Pigeon' },
      },
    ]);
    expect(mapped.rows[0]?.cells).toEqual({ country: 'Atlantis', shipping_method: 'Pigeon' });
    // an empty cell is left to the field's own rule (required or not), not to the map
    expect(mapped.issues.has(3)).toBe(false);
  });

  it.each([
    [
      'equal to a value, any case',
      { heading: 'Requires shipping', when: 'equals', values: ['false'] },
      ['FALSE', 'true', ''],
      [2],
      'TEMPLATE.ROW_SKIPPED_VALUE',
    ],
    [
      'empty',
      { heading: 'Requires shipping', when: 'empty' },
      ['FALSE', 'true', ''],
      [4],
      'TEMPLATE.ROW_SKIPPED_EMPTY',
    ],
  ] as const)(
    'skips the rows whose cell is %s, with the reason',
    (_name, rule, cells, skipped, code) => {
      const mapped = applyOrderMapping(
        sheet(['Order', 'Requires shipping'], ...cells.map((cell) => ['A', cell])),
        only({ field: 'reference_number', source: { kind: 'column', heading: 'Order' } }, [rule]),
      );
      expect(mapped.skipped.map((row) => [row.row, row.key, row.reason.code])).toEqual(
        skipped.map((row) => [row, 'A', code]),
      );
      expect(mapped.rows.map((row) => row.number)).toEqual(
        [2, 3, 4].filter((row) => !(skipped as readonly number[]).includes(row)),
      );
    },
  );

  it('names the headings the file lacks', () => {
    const mapped = applyOrderMapping(sheet(['Order'], ['A']), {
      fields: [
        { field: 'reference_number', source: { kind: 'column', heading: 'Order' } },
        { field: 'sku', source: { kind: 'column', heading: 'Lineitem sku' } },
      ],
      skip: [],
    });
    expect(mapped.absent).toEqual(['Lineitem sku']);
  });

  it('keeps every row exactly once, checked or skipped, in file order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('A', 'B', ''), fc.constantFrom('true', 'false', '')), {
          maxLength: 30,
        }),
        (cells) => {
          const mapped = applyOrderMapping(
            sheet(['Order', 'Ships'], ...cells.map(([order, ships]) => [order, ships])),
            only({ field: 'reference_number', source: { kind: 'column', heading: 'Order' } }, [
              { heading: 'Ships', when: 'equals', values: ['false'] },
            ]),
          );
          const numbers = [
            ...mapped.rows.map((r) => r.number),
            ...mapped.skipped.map((r) => r.row),
          ];
          expect(numbers.sort((a, b) => a - b)).toEqual(cells.map((_, index) => index + 2));
          expect(mapped.skipped.every((row) => cells[row.row - 2]?.[1] === 'false')).toBe(true);
          const kept = mapped.rows.map((row) => row.number);
          expect(kept).toEqual([...kept].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('gives every row the same fixed value', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.nat(20),
        (value, count) => {
          const mapped = applyOrderMapping(
            sheet(['X'], ...Array.from({ length: count }, () => ['x'])),
            only({ field: 'warehouse', source: { kind: 'fixed', value } }),
          );
          expect(new Set(mapped.rows.map((row) => row.cells['warehouse']))).toEqual(
            count === 0 ? new Set() : new Set([value.trim()]),
          );
        },
      ),
    );
  });
});

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['  Mary   Ann  Smith ', 'Mary Ann', 'Smith'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('%j is %j %j', (name, first, last) => {
    expect(splitFullName(name)).toEqual({ first, last });
  });

  it('loses no word: first and last joined give the name with its spaces tidied', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[^\s]{1,8}$/), { maxLength: 5 }),
        fc.nat(3),
        (words, pad) => {
          const spaces = ' '.repeat(pad + 1);
          const { first, last } = splitFullName(`${spaces}${words.join(spaces)}${spaces}`);
          expect([first, last].filter((part) => part !== '').join(' ')).toBe(words.join(' '));
          expect(last).not.toContain(' ');
        },
      ),
    );
  });
});
