import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SheetRows } from '../order-batch';
import { applyOrderMapping } from './apply-mapping';
import { checkMappedOrderRows, checkMappedOrderSheet, withMappingIssues } from './check-mapped';
import type { OrderMapping } from './field-rules';

const HEADER = [
  'Order',
  'Ship to',
  'Street',
  'City',
  'State',
  'Zip',
  'Country',
  'Phone',
  'Method',
  'SKU',
  'Qty',
  'Price',
];
const good = [
  'A',
  'Ada Lovelace',
  '350 Fifth Avenue',
  'New York',
  'NY',
  '10001',
  'United States',
  '2125550123',
  'Ground',
  'MUG-1',
  '2',
  '12.50',
];
const MAPPING: OrderMapping = {
  fields: [
    { field: 'reference_number', source: { kind: 'column', heading: 'Order' } },
    { field: 'warehouse', source: { kind: 'fixed', value: 'LAX-1' } },
    { field: 'currency', source: { kind: 'fixed', value: 'USD' } },
    {
      field: 'shipping_method',
      source: { kind: 'column', heading: 'Method' },
      map: { pairs: [{ from: 'Ground', to: 'US-STD' }] },
    },
    { field: 'first_name', source: { kind: 'name_part', heading: 'Ship to', part: 'first' } },
    { field: 'last_name', source: { kind: 'name_part', heading: 'Ship to', part: 'last' } },
    { field: 'address_line1', source: { kind: 'column', heading: 'Street' } },
    { field: 'city', source: { kind: 'column', heading: 'City' } },
    { field: 'state', source: { kind: 'column', heading: 'State' } },
    { field: 'postcode', source: { kind: 'column', heading: 'Zip' } },
    {
      field: 'country',
      source: { kind: 'column', heading: 'Country' },
      map: { builtIn: 'country' },
    },
    { field: 'phone', source: { kind: 'column', heading: 'Phone' } },
    { field: 'sku', source: { kind: 'column', heading: 'SKU' } },
    { field: 'product_name', source: { kind: 'column', heading: 'SKU' } },
    { field: 'description', source: { kind: 'column', heading: 'SKU' } },
    { field: 'quantity', source: { kind: 'column', heading: 'Qty' } },
    { field: 'declared_value', source: { kind: 'column', heading: 'Price' } },
  ],
  skip: [{ heading: 'SKU', when: 'empty' }],
};
const sheet = (...rows: string[][]): SheetRows => ({
  header: HEADER,
  rows: rows.map((cells, index) => ({ number: index + 2, cells })),
});
const withCell = (heading: string, value: string, row = good) =>
  row.map((cell, index) => (HEADER[index] === heading ? value : cell));
const verdict = (file: SheetRows) => checkMappedOrderRows(applyOrderMapping(file, MAPPING));

describe('checkMappedOrderRows', () => {
  it('passes a valid order of two lines', () => {
    const result = verdict(sheet(good, withCell('SKU', 'CUP-1')));
    expect(result.rows.map((row) => row.issues)).toEqual([[], []]);
  });

  it.each([
    [
      'a shipping method the pairs do not hold',
      'Method',
      'Pigeon',
      'shipping_method',
      'TEMPLATE.VALUE_NOT_MAPPED',
    ],
    [
      'a country that is no country',
      'Country',
      'Atlantis',
      'country',
      'TEMPLATE.VALUE_NOT_COUNTRY',
    ],
  ])(
    "says %s once, as the mapping's problem, and refuses the other line",
    (_name, heading, value, field, code) => {
      const result = verdict(
        sheet(withCell(heading, value), withCell('SKU', 'CUP-1', withCell(heading, value))),
      );
      expect(
        result.rows[0]?.issues.filter((issue) => issue.field === field).map((i) => i.code),
      ).toEqual([code]);
      expect(result.rows[1]?.issues).toEqual([
        { field: 'reference_number', code: 'TEMPLATE.ORDER_REFUSED', params: { row: 2 } },
      ]);
    },
  );

  it("keeps the rules' own problems beside the mapping's, on the row they belong to", () => {
    const result = verdict(
      sheet(good, withCell('Qty', '0', withCell('Country', 'Atlantis', withCell('SKU', 'CUP-1')))),
    );
    expect(result.rows[0]?.issues).toEqual([
      { field: 'reference_number', code: 'TEMPLATE.ORDER_REFUSED', params: { row: 3 } },
    ]);
    const fields = result.rows[1]?.issues.map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['quantity', 'country']));
  });

  it('leaves a row the skip rules match out of its order, with the reason', () => {
    const result = verdict(sheet(good, withCell('SKU', '')));
    expect(result.rows.map((row) => row.row)).toEqual([2]);
    expect(result.skipped).toEqual([
      {
        row: 3,
        key: 'A',
        reason: { code: 'TEMPLATE.ROW_SKIPPED_EMPTY', params: { column: 'SKU' } },
        cells: expect.objectContaining({ reference_number: 'A', sku: '' }),
      },
    ]);
  });

  it('gives every row of an order with a problem its own problems or a pointer to the first such row', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            order: fc.constantFrom('A', 'B'),
            country: fc.constantFrom('United States', 'US', 'Atlantis'),
            qty: fc.constantFrom('1', '0', 'x'),
            sku: fc.constantFrom('MUG-1', 'CUP-1', 'TEA-1'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (lines) => {
          const rows = lines.map((l) =>
            withCell(
              'SKU',
              l.sku,
              withCell('Qty', l.qty, withCell('Country', l.country, withCell('Order', l.order))),
            ),
          );
          const result = verdict(sheet(...rows));
          for (const order of ['A', 'B']) {
            const own = result.rows.filter((row) => row.key === order);
            const problem = own.find(
              (row) => row.issues.length > 0 && row.issues[0]?.code !== 'TEMPLATE.ORDER_REFUSED',
            );
            for (const row of own)
              if (problem === undefined) expect(row.issues).toEqual([]);
              else if (row.issues.length === 0)
                throw new Error(`row ${row.row} of a refused order has no issue`);
              else if (row.issues[0]?.code === 'TEMPLATE.ORDER_REFUSED')
                expect(row.issues).toEqual([
                  {
                    field: 'reference_number',
                    code: 'TEMPLATE.ORDER_REFUSED',
                    params: { row: problem.row },
                  },
                ]);
          }
        },
      ),
    );
  });
});

describe('checkMappedOrderSheet', () => {
  it.each([
    ['a file the mapping fits', sheet(good), undefined],
    ['no data row', sheet(), 'TEMPLATE.NO_ROWS'],
    [
      'a heading the mapping reads is missing',
      { header: HEADER.slice(1), rows: [] },
      'TEMPLATE.MAPPING_HEADING_ABSENT',
    ],
  ])('%s', (_name, file, code) => {
    expect(checkMappedOrderSheet(applyOrderMapping(file, MAPPING))?.code).toBe(code);
  });

  it('refuses more orders than the limit, counting orders and not lines', () => {
    const rows = ['A', 'A', 'B', 'C'].map((order) => withCell('Order', order));
    const mapped = applyOrderMapping(sheet(...rows), MAPPING);
    expect(checkMappedOrderSheet(mapped, { ordersMax: 3 })).toBeUndefined();
    expect(checkMappedOrderSheet(mapped, { ordersMax: 2 })).toEqual({
      code: 'TEMPLATE.TOO_MANY_ORDERS',
      params: { max: 2, orders: 3 },
    });
  });
});

describe('withMappingIssues (what the server adds to each group it checks)', () => {
  const clean = [2, 3].map((row) => ({ row, key: 'A', issues: [] }));
  const untranslated = (field: string) => ({
    field,
    code: 'TEMPLATE.VALUE_NOT_MAPPED',
    params: { column: 'X', value: 'y' },
  });
  it.each([
    ['nothing found: the verdicts as they were', new Map(), [[], []]],
    [
      'a line value on the second row: there, and the first row points at it',
      new Map([[3, [untranslated('sku')]]]),
      [['TEMPLATE.ORDER_REFUSED'], ['TEMPLATE.VALUE_NOT_MAPPED']],
    ],
    [
      'an order value on the second row only: not its problem (the order reads row 2)',
      new Map([[3, [untranslated('shipping_method')]]]),
      [[], []],
    ],
  ] as const)('%s', (_name, issues, codes) => {
    expect(
      withMappingIssues(clean, issues).map((verdict) => verdict.issues.map((issue) => issue.code)),
    ).toEqual(codes);
  });
});
