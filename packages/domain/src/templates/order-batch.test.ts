import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderColumnMappingEntry } from './order-batch';
import {
  checkOrderGroup,
  checkOrderSheet,
  groupOrderRows,
  headingOfField,
  mappingFitsHeader,
  offeredMapping,
  orderFormOfRows,
  orderUploadFieldsOf,
  readOrderSheet,
  validateOrderColumnMapping,
} from './order-batch';
import type { TemplateRow } from './order-upload';
import { ORDER_UPLOAD_COLUMNS } from './order-upload';

const row = (number: number, cells: Record<string, string>): TemplateRow => ({ number, cells });
const GOOD: Record<string, string> = {
  reference_number: 'A',
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
  sku: 'MUG-1',
  product_name: 'Mug',
  description: 'Ceramic mug',
  quantity: '2',
  declared_value: '20',
};

describe('groupOrderRows', () => {
  it.each([
    ['one row, one order', ['A'], [['A', [2]]]],
    [
      'a marketplace export: one row per line',
      ['A', 'A', 'B'],
      [
        ['A', [2, 3]],
        ['B', [4]],
      ],
    ],
    [
      'lines of an order apart in the file',
      ['A', 'B', 'A'],
      [
        ['A', [2, 4]],
        ['B', [3]],
      ],
    ],
    [
      'a row without a number stands alone',
      ['', ''],
      [
        ['', [2]],
        ['', [3]],
      ],
    ],
    ['numbers are trimmed', ['A', ' A '], [['A', [2, 3]]]],
  ] as const)('%s', (_name, references, expected) => {
    const rows = references.map((reference, index) =>
      row(index + 2, { reference_number: reference }),
    );
    expect(groupOrderRows(rows).map((g) => [g.reference, g.rows.map((r) => r.number)])).toEqual(
      expected,
    );
  });

  it('never loses, duplicates or reorders a line', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', 'A', 'B', 'C', ' B'), { maxLength: 40 }), (refs) => {
        const rows = refs.map((reference, index) =>
          row(index + 2, { reference_number: reference }),
        );
        const groups = groupOrderRows(rows);
        const numbers = groups.flatMap((g) => g.rows.map((r) => r.number));
        expect([...numbers].sort((a, b) => a - b)).toEqual(rows.map((r) => r.number));
        for (const group of groups) {
          const inGroup = group.rows.map((r) => r.number);
          expect(inGroup).toEqual([...inGroup].sort((a, b) => a - b));
          expect(group.rows.every((r) => r.cells['reference_number']?.trim() === group.reference));
        }
        const named = groups.filter((g) => g.reference !== '').map((g) => g.reference);
        expect(new Set(named).size).toBe(named.length);
      }),
    );
  });
});

describe('orderUploadFieldsOf (column mapping)', () => {
  it.each([
    ['template headings in English', ['Reference number', 'SKU'], [], ['reference_number', 'sku']],
    ['template headings in Chinese', ['参考号', '数量'], [], ['reference_number', 'quantity']],
    [
      'a mapped marketplace heading',
      ['Order ID', 'Item SKU', 'Notes'],
      [
        { heading: 'order id', field: 'reference_number' },
        { heading: 'Item SKU', field: 'sku' },
      ],
      ['reference_number', 'sku', undefined],
    ],
    [
      'a field filled twice is read from the first column',
      ['SKU', 'Item SKU'],
      [{ heading: 'Item SKU', field: 'sku' }],
      ['sku', undefined],
    ],
    [
      'an unknown field in a mapping is ignored',
      ['X'],
      [{ heading: 'X', field: 'nope' }],
      [undefined],
    ],
  ] as const)('%s', (_name, header, mapping, expected) => {
    expect(orderUploadFieldsOf(header, mapping)).toEqual(expected);
  });

  it('is the identity on the template headings, with or without a mapping of them', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...ORDER_UPLOAD_COLUMNS]),
        fc.constantFrom('en' as const, 'zh' as const),
        fc.boolean(),
        (columns, language, mapSelf) => {
          const header = columns.map((column) => column[language]);
          const mapping: OrderColumnMappingEntry[] = mapSelf
            ? columns.map((column) => ({ heading: column[language], field: column.field }))
            : [];
          expect(orderUploadFieldsOf(header, mapping)).toEqual(columns.map((c) => c.field));
        },
      ),
    );
  });

  it('reads the same rows whatever the columns are called once mapped', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 8 }), { minLength: 3, maxLength: 3 }),
        (cells) => {
          const fields = ['reference_number', 'sku', 'quantity'] as const;
          const template = readOrderSheet({
            header: ['Reference number', 'SKU', 'Quantity'],
            rows: [{ number: 2, cells }],
          });
          const foreign = readOrderSheet(
            { header: ['Order', 'Item', 'Qty'], rows: [{ number: 2, cells }] },
            fields.map((field, index) => ({
              heading: ['Order', 'Item', 'Qty'][index] ?? '',
              field,
            })),
          );
          expect(foreign.rows).toEqual(template.rows);
        },
      ),
    );
  });
});

describe('readOrderSheet and checkOrderSheet', () => {
  const sheet = readOrderSheet(
    {
      header: ['Order ID', 'SKU', 'Gift note'],
      rows: [{ number: 2, cells: ['A', 'MUG-1', 'hi'] }],
    },
    [{ heading: 'Order ID', field: 'reference_number' }],
  );

  it('keeps each column with its own heading and drops unknown ones from the rows', () => {
    expect(sheet.columns.map((c) => c.field)).toEqual(['reference_number', 'sku', undefined]);
    expect(sheet.rows[0]?.cells).toEqual({ reference_number: 'A', sku: 'MUG-1' });
    expect(headingOfField(sheet.columns, 'reference_number')).toBe('Order ID');
    expect(headingOfField(sheet.columns, 'city')).toBeUndefined();
  });

  it.each([
    [
      'no order number column',
      { header: ['SKU'], rows: [{ number: 2, cells: ['x'] }] },
      'TEMPLATE.HEADER_MISSING',
    ],
    ['no data row', { header: ['Reference number'], rows: [] }, 'TEMPLATE.NO_ROWS'],
    [
      'more orders than the limit',
      {
        header: ['Reference number'],
        rows: [2, 3, 4].map((n) => ({ number: n, cells: [`R${n}`] })),
      },
      'TEMPLATE.TOO_MANY_ORDERS',
    ],
    [
      'lines of orders within the limit',
      { header: ['Reference number'], rows: [2, 3, 4].map((n) => ({ number: n, cells: ['R'] })) },
      undefined,
    ],
  ] as const)('refuses a file with %s', (_name, raw, code) => {
    expect(checkOrderSheet(readOrderSheet(raw), { ordersMax: 2 })?.code).toBe(code);
  });
});

describe('orderFormOfRows', () => {
  it('reads the order from the first row and one line per row, as the order form sends it', () => {
    const form = orderFormOfRows([
      row(2, { ...GOOD, insurance_agreement: '1' }),
      row(3, { reference_number: 'A', sku: 'CUP-1', quantity: '1', declared_value: '5' }),
    ]);
    expect(form.reference_no).toBe('A');
    expect(form.warehouse_id).toBe('LAX-1');
    expect(form.insurance_agreement).toBe(true);
    expect(form.order_type).toBe('standard');
    expect(JSON.parse(form.lines)).toEqual([
      {
        sku: 'MUG-1',
        name: 'Mug',
        description: 'Ceramic mug',
        quantity: '2',
        declared_value: '20',
      },
      { sku: 'CUP-1', name: '', description: '', quantity: '1', declared_value: '5' },
    ]);
  });
});

describe('checkOrderGroup', () => {
  it('maps the form validator’s wire fields back to template fields and rows', () => {
    const result = checkOrderGroup([
      row(2, { ...GOOD, postcode: 'x' }),
      row(3, {
        reference_number: 'A',
        sku: 'MUG-1',
        product_name: 'Mug',
        description: 'd',
        quantity: '1',
        declared_value: '5',
      }),
    ]);
    expect(result[0]?.issues.map((i) => i.field)).toContain('postcode');
    // the form's "a SKU listed once" rule lands on the second line's row, in the sku column
    expect(result[1]?.issues.map((i) => i.field)).toContain('sku');
  });

  it('names the warehouse column for a blank warehouse', () => {
    const [only] = checkOrderGroup([row(2, { ...GOOD, warehouse: '' })]);
    expect(only?.issues.map((i) => i.field)).toContain('warehouse');
  });
});

describe('validateOrderColumnMapping', () => {
  it.each([
    ['a good mapping', 'Shopee', [{ heading: 'Order ID', field: 'reference_number' }], []],
    ['a blank name', ' ', [{ heading: 'Order ID', field: 'reference_number' }], ['name']],
    ['no column', 'x', [], ['columns']],
    ['a blank heading', 'x', [{ heading: ' ', field: 'sku' }], ['columns.0.heading']],
    ['an unknown field', 'x', [{ heading: 'A', field: 'colour' }], ['columns.0.field']],
    [
      'a heading twice',
      'x',
      [
        { heading: 'A', field: 'sku' },
        { heading: 'a', field: 'quantity' },
      ],
      ['columns.1.heading'],
    ],
    [
      'a field twice',
      'x',
      [
        { heading: 'A', field: 'sku' },
        { heading: 'B', field: 'sku' },
      ],
      ['columns.1.field'],
    ],
  ] as const)('%s', (_name, name, entries, fields) => {
    expect(validateOrderColumnMapping(name, entries).map((i) => i.field)).toEqual(fields);
  });
});

describe('offeredMapping', () => {
  const shopee = { id: 1, columns: [{ heading: 'Order ID', field: 'reference_number' }] };
  const detailed = {
    id: 2,
    columns: [
      { heading: 'Order ID', field: 'reference_number' },
      { heading: 'Item SKU', field: 'sku' },
    ],
  };
  it.each([
    ['the most specific fitting mapping', ['order id', 'Item SKU'], 2],
    ['the one whose headings the file has', ['Order ID', 'SKU'], 1],
    ['none for a file without those headings', ['Numéro'], undefined],
    ['none for a template file', ['Reference number', 'Item SKU'], undefined],
  ] as const)('offers %s', (_name, header, id) => {
    expect(offeredMapping([shopee, detailed], header)?.id).toBe(id);
  });

  it('offers only mappings that fit the file', () => {
    fc.assert(
      fc.property(fc.subarray(['Order ID', 'Item SKU', 'Qty', 'City']), (header) => {
        const offered = offeredMapping([shopee, detailed], header);
        if (offered) expect(mappingFitsHeader(offered.columns, header)).toBe(true);
      }),
    );
  });
});

describe('checkOrderGroup with issues found elsewhere', () => {
  it('places a server issue of the form on its row and template field, and refuses the order', () => {
    const rows = [row(2, GOOD), row(3, { ...GOOD, sku: 'CUP-1' })];
    const result = checkOrderGroup(rows, {}, [
      { field: 'lines.1.sku', code: 'SERVER.SKU_NOT_ACTIVE', params: { sku: 'CUP-1' } },
      { field: 'warehouse_id', code: 'SERVER.WAREHOUSE_NOT_ACTIVE', params: {} },
    ]);
    expect(result.map((r) => r.issues.map((i) => `${i.field}:${i.code}`))).toEqual([
      ['warehouse:SERVER.WAREHOUSE_NOT_ACTIVE'],
      ['sku:SERVER.SKU_NOT_ACTIVE'],
    ]);
  });
});
