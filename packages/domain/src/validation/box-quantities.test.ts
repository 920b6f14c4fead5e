import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SkuQuantity } from './box-quantities';
import { validateBoxQuantities } from './box-quantities';

const mismatch = (index: number, sku: string, lines: number, boxes: number) => ({
  field: `lines.${index}.quantity`,
  code: 'ASN.BOX_QUANTITY_MISMATCH',
  params: { sku, lines, boxes },
});

describe('validateBoxQuantities', () => {
  it.each<[string, SkuQuantity[], SkuQuantity[], ReturnType<typeof mismatch>[]]>([
    ['no boxes: nothing to add up', [{ sku: 'A', quantity: '10' }], [], []],
    [
      'one box holds the whole line',
      [{ sku: 'A', quantity: '10' }],
      [{ sku: 'A', quantity: '10' }],
      [],
    ],
    [
      'two boxes add up to the line',
      [{ sku: 'A', quantity: 10 }],
      [
        { sku: 'A', quantity: '6' },
        { sku: 'A', quantity: '4' },
      ],
      [],
    ],
    [
      'the boxes hold fewer than the line',
      [{ sku: 'A', quantity: '10' }],
      [{ sku: 'A', quantity: '7' }],
      [mismatch(0, 'A', 10, 7)],
    ],
    [
      'the boxes hold more than the line',
      [{ sku: 'A', quantity: '3' }],
      [
        { sku: 'A', quantity: '2' },
        { sku: 'A', quantity: '2' },
      ],
      [mismatch(0, 'A', 3, 4)],
    ],
    [
      'a line without a box while other lines have boxes',
      [
        { sku: 'A', quantity: '5' },
        { sku: 'B', quantity: '2' },
      ],
      [{ sku: 'A', quantity: '5' }],
      [mismatch(1, 'B', 2, 0)],
    ],
    ['SKUs compared trimmed', [{ sku: ' A ', quantity: ' 4 ' }], [{ sku: 'A', quantity: '4' }], []],
    [
      'a box quantity not yet a whole count leaves its SKU to that field',
      [{ sku: 'A', quantity: '10' }],
      [
        { sku: 'A', quantity: '2.5' },
        { sku: 'A', quantity: '3' },
      ],
      [],
    ],
    [
      'a line quantity not yet a count',
      [{ sku: 'A', quantity: '' }],
      [{ sku: 'A', quantity: '3' }],
      [],
    ],
    ['a line without a SKU yet', [{ sku: '', quantity: '3' }], [{ sku: 'A', quantity: '3' }], []],
  ])('%s', (_, lines, boxes, issues) => {
    expect(validateBoxQuantities(lines, boxes)).toEqual(issues);
  });

  // Boxes made by splitting each line's quantity into parts: they always add up, and taking one
  // unit out of any box makes exactly that box's line refused, with both sums in the message.
  const splitLines = fc
    .uniqueArray(fc.stringMatching(/^[A-Z]{1,4}$/), { minLength: 1, maxLength: 5 })
    .chain((skus) =>
      fc.tuple(
        fc.constant(skus),
        fc.array(fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 4 }), {
          minLength: skus.length,
          maxLength: skus.length,
        }),
      ),
    );

  it('accepts every split of the lines into boxes, in any order', () => {
    fc.assert(
      fc.property(splitLines, fc.nat(), ([skus, parts], seed) => {
        const lines = skus.map((sku, i) => ({ sku, quantity: String(sum(parts[i]!)) }));
        const boxes = skus.flatMap((sku, i) =>
          parts[i]!.map((n) => ({ sku, quantity: String(n) })),
        );
        const shuffled = boxes.map((box, i) => boxes[(i + seed) % boxes.length]!);
        expect(validateBoxQuantities(lines, shuffled)).toEqual([]);
      }),
    );
  });

  it('refuses exactly the line whose boxes hold one unit fewer', () => {
    fc.assert(
      fc.property(splitLines, fc.nat(), ([skus, parts], pick) => {
        const lines = skus.map((sku, i) => ({ sku, quantity: String(sum(parts[i]!)) }));
        const changed = pick % skus.length;
        const boxes = skus.flatMap((sku, i) =>
          parts[i]!.map((n, j) => ({
            sku,
            quantity: String(i === changed && j === 0 ? n - 1 : n),
          })),
        );
        const total = sum(parts[changed]!);
        // a box emptied to 0 is no whole count: its own field refuses it and the sum waits
        const expected =
          parts[changed]![0] === 1 ? [] : [mismatch(changed, skus[changed]!, total, total - 1)];
        expect(validateBoxQuantities(lines, boxes)).toEqual(expected);
      }),
    );
  });
});

function sum(values: readonly number[]): number {
  return values.reduce((total, n) => total + n, 0);
}
