import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderMapping } from './field-rules';
import { absentHeadings, mappingWidth, offeredOrderMapping, widensMapping } from './field-rules';

const columns = (...headings: string[]): OrderMapping => ({
  fields: headings.map((heading, index) => ({
    field: (['reference_number', 'sku', 'quantity', 'city'] as const)[index % 4] as 'sku',
    source: { kind: 'column', heading },
  })),
  skip: [],
});

describe('absentHeadings', () => {
  it.each([
    ['every heading present, any case', columns('Order', 'SKU'), [' order ', 'sku'], []],
    ['one missing', columns('Order', 'SKU'), ['Order'], ['SKU']],
    [
      'a first-of list needs one of its headings',
      {
        fields: [
          { field: 'phone', source: { kind: 'first_of', headings: ['Ship Phone', 'Phone'] } },
        ],
        skip: [],
      },
      ['Phone'],
      [],
    ],
    [
      'a first-of list with none present is named whole',
      {
        fields: [
          { field: 'phone', source: { kind: 'first_of', headings: ['Ship Phone', 'Phone'] } },
        ],
        skip: [],
      },
      ['Email'],
      ['Ship Phone / Phone'],
    ],
    [
      'a fixed value needs no heading; a skip rule needs its own',
      {
        fields: [{ field: 'warehouse', source: { kind: 'fixed', value: 'LAX' } }],
        skip: [{ heading: 'Requires shipping', when: 'empty' }],
      },
      [],
      ['Requires shipping'],
    ],
  ] as const)('%s', (_name, mapping, header, expected) => {
    expect(absentHeadings(mapping as OrderMapping, header)).toEqual(expected);
  });
});

describe('offeredOrderMapping', () => {
  const narrow = { id: 1, mapping: columns('Order', 'SKU') };
  const wide = { id: 2, mapping: columns('Order', 'SKU', 'Qty', 'City') };
  it.each([
    ['the wider mapping when the file has all its headings', ['Order', 'SKU', 'Qty', 'City'], 2],
    ['the narrower one for the narrower file (never replaced by the wider)', ['Order', 'SKU'], 1],
    ['none when no mapping fits', ['Reference'], undefined],
  ])('%s', (_name, header, expected) => {
    expect(offeredOrderMapping([narrow, wide], header)?.id).toBe(expected);
    expect(offeredOrderMapping([wide, narrow], header)?.id).toBe(expected);
  });

  it('offers a mapping the file fits, reading no fewer headings than any other that fits', () => {
    const headings = ['A', 'B', 'C', 'D', 'E'];
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.constantFrom(...headings), { minLength: 1 }), { maxLength: 6 }),
        fc.uniqueArray(fc.constantFrom(...headings)),
        (lists, header) => {
          const mappings = lists.map((list, id) => ({ id, mapping: columns(...list) }));
          const offered = offeredOrderMapping(mappings, header);
          const fitting = mappings.filter((m) => absentHeadings(m.mapping, header).length === 0);
          if (fitting.length === 0) expect(offered).toBeUndefined();
          else {
            expect(offered && absentHeadings(offered.mapping, header)).toEqual([]);
            for (const other of fitting)
              expect(mappingWidth(offered?.mapping as OrderMapping)).toBeGreaterThanOrEqual(
                mappingWidth(other.mapping),
              );
          }
        },
      ),
    );
  });
});

describe('widensMapping', () => {
  it.each([
    ['the same headings, other fields', columns('Order', 'SKU'), columns('SKU', 'Order'), false],
    ['fewer headings', columns('Order', 'SKU'), columns('Order'), false],
    [
      'a heading more (a wider file)',
      columns('Order', 'SKU'),
      columns('Order', 'SKU', 'Qty'),
      true,
    ],
    ['headings in another case', columns('Order', 'SKU'), columns(' order', 'sku '), false],
  ] as const)('%s: %s', (_name, saved, next, expected) => {
    expect(widensMapping(saved, next)).toBe(expected);
  });

  it('is true exactly when the new mapping would stop fitting a file the saved one fits', () => {
    const headings = ['A', 'B', 'C', 'D'];
    const list = fc.uniqueArray(fc.constantFrom(...headings), { minLength: 1 });
    fc.assert(
      fc.property(list, list, (saved, next) => {
        const narrowFile = saved;
        const stopsFitting = absentHeadings(columns(...next), narrowFile).length > 0;
        expect(widensMapping(columns(...saved), columns(...next))).toBe(stopsFitting);
      }),
    );
  });
});
