import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_UPLOAD_COLUMNS } from '../order-upload';
import type { OrderMapping } from './field-rules';
import { ORDER_MAPPING_PRESETS } from './presets';
import { orderMappingOf, orderMappingOfEntries, validateOrderMapping } from './stored-mapping';

const codes = (name: string, mapping: OrderMapping) =>
  validateOrderMapping(name, mapping).map((issue) => [issue.field, issue.code]);
const mapping = (fields: OrderMapping['fields'], skip: OrderMapping['skip'] = []) => ({
  fields,
  skip,
});

describe('orderMappingOf', () => {
  it('reads a mapping saved before field rules (a list of heading and field) as column rules', () => {
    expect(
      orderMappingOf([
        { heading: 'Order', field: 'reference_number' },
        { heading: 'Qty', field: 'quantity' },
      ]),
    ).toEqual({
      fields: [
        { field: 'reference_number', source: { kind: 'column', heading: 'Order' } },
        { field: 'quantity', source: { kind: 'column', heading: 'Qty' } },
      ],
      skip: [],
    });
  });

  it.each([
    ['a number', 3],
    ['null', null],
    ['a list of other things', [{ heading: 1, field: 'sku' }]],
    ['fields that are not a list', { fields: {} }],
    ['a rule of no known kind', { fields: [{ field: 'sku', source: { kind: 'guess' } }] }],
    [
      'a name part of no side',
      { fields: [{ field: 'sku', source: { kind: 'name_part', heading: 'N', part: 'middle' } }] },
    ],
    [
      'a map of pairs without text',
      {
        fields: [
          { field: 'sku', source: { kind: 'fixed', value: 'A' }, map: { pairs: [{ from: 1 }] } },
        ],
      },
    ],
    [
      'a skip rule of no known condition',
      { fields: [], skip: [{ heading: 'A', when: 'sometimes' }] },
    ],
  ])('refuses %s', (_name, value) => {
    expect(orderMappingOf(value)).toBeUndefined();
  });

  it('reads back every preset as JSON, unchanged', () => {
    for (const preset of ORDER_MAPPING_PRESETS)
      expect(orderMappingOf(JSON.parse(JSON.stringify(preset.mapping)))).toEqual(preset.mapping);
  });

  it('reads back any legacy list as one column rule per entry, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ heading: fc.string(), field: fc.string() }), { maxLength: 20 }),
        (entries) => {
          const read = orderMappingOf(entries);
          expect(read).toEqual(orderMappingOfEntries(entries));
          expect(read?.fields.map((rule) => rule.field)).toEqual(entries.map((e) => e.field));
        },
      ),
    );
  });
});

describe('validateOrderMapping', () => {
  it.each([
    ['a preset', 'Shopify', ORDER_MAPPING_PRESETS[0]?.mapping as OrderMapping, []],
    [
      'one heading feeding two fields',
      'Mine',
      mapping([
        { field: 'product_name', source: { kind: 'column', heading: 'Item' } },
        { field: 'description', source: { kind: 'column', heading: 'Item' } },
      ]),
      [],
    ],
    [
      'no name, no rule',
      ' ',
      mapping([]),
      [
        ['name', 'VALIDATION.REQUIRED'],
        ['fields', 'TEMPLATE.MAPPING_EMPTY'],
      ],
    ],
    [
      'a field twice, an unknown field',
      'M',
      mapping([
        { field: 'sku', source: { kind: 'column', heading: 'A' } },
        { field: 'sku', source: { kind: 'column', heading: 'B' } },
        { field: 'colour' as 'sku', source: { kind: 'column', heading: 'C' } },
      ]),
      [
        ['fields.1.field', 'TEMPLATE.MAPPING_FIELD_REPEATED'],
        ['fields.2.field', 'TEMPLATE.MAPPING_FIELD_UNKNOWN'],
      ],
    ],
    [
      'an empty fixed value, an empty first-of list, a blank heading',
      'M',
      mapping([
        { field: 'warehouse', source: { kind: 'fixed', value: ' ' } },
        { field: 'phone', source: { kind: 'first_of', headings: [] } },
        { field: 'first_name', source: { kind: 'name_part', heading: '', part: 'first' } },
      ]),
      [
        ['fields.0.source.value', 'VALIDATION.REQUIRED'],
        ['fields.1.source.headings', 'TEMPLATE.MAPPING_EMPTY'],
        ['fields.2.source.heading', 'VALIDATION.REQUIRED'],
      ],
    ],
    [
      'an unknown built-in map, a unit the map does not read, a pair from nothing',
      'M',
      mapping([
        {
          field: 'country',
          source: { kind: 'column', heading: 'C' },
          map: { builtIn: 'planet' as 'country' },
        },
        {
          field: 'quantity',
          source: { kind: 'column', heading: 'W' },
          map: { builtIn: 'weight_kg', unit: 'stone' },
        },
        {
          field: 'shipping_method',
          source: { kind: 'column', heading: 'S' },
          map: { pairs: [{ from: ' ', to: 'US-STD' }] },
        },
      ]),
      [
        ['fields.0.map.builtIn', 'TEMPLATE.MAPPING_MAP_UNKNOWN'],
        ['fields.1.map.unit', 'TEMPLATE.MAPPING_UNIT_UNKNOWN'],
        ['fields.2.map.pairs.0.from', 'VALIDATION.REQUIRED'],
      ],
    ],
    [
      'a skip rule without heading or values',
      'M',
      mapping(
        [{ field: 'sku', source: { kind: 'column', heading: 'A' } }],
        [
          { heading: ' ', when: 'empty' },
          { heading: 'Ship', when: 'equals', values: [] },
        ],
      ),
      [
        ['skip.0.heading', 'VALIDATION.REQUIRED'],
        ['skip.1.values', 'TEMPLATE.MAPPING_EMPTY'],
      ],
    ],
  ] as const)('%s', (_name, name, value, expected) => {
    expect(codes(name, value as OrderMapping)).toEqual(expected);
  });

  it('accepts any set of distinct template fields each read from a non-blank heading', () => {
    const fields = ORDER_UPLOAD_COLUMNS.map((column) => column.field);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...fields), { minLength: 1 }),
        fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}$/),
        (chosen, heading) => {
          const value = mapping(
            chosen.map((field) => ({ field, source: { kind: 'column' as const, heading } })),
          );
          expect(validateOrderMapping('Mine', value)).toEqual([]);
        },
      ),
    );
  });
});
