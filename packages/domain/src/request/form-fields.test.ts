import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormFields, FormValue } from './form-fields';
import { flattenFormFields } from './form-fields';

describe('flattenFormFields', () => {
  it.each<[string, FormFields | undefined, [string, string][]]>([
    ['nothing', undefined, []],
    ['an empty record', {}, []],
    [
      'text and numbers',
      { username: 'ann', page: 1, page_size: 20 },
      [
        ['username', 'ann'],
        ['page', '1'],
        ['page_size', '20'],
      ],
    ],
    [
      'booleans',
      { showMessage: true, all: false },
      [
        ['showMessage', 'true'],
        ['all', 'false'],
      ],
    ],
    ['null as an empty value', { note: null }, [['note', '']]],
    ['undefined left out', { note: undefined, a: 'x' }, [['a', 'x']]],
    [
      'a list by index',
      { ids: [5, 6] },
      [
        ['ids[0]', '5'],
        ['ids[1]', '6'],
      ],
    ],
    ['an empty list left out', { ids: [] }, []],
    [
      'an object by key',
      { to: { city: 'Paris', zip: '75001' } },
      [
        ['to[city]', 'Paris'],
        ['to[zip]', '75001'],
      ],
    ],
    ['an empty object left out', { to: {} }, []],
    [
      'objects in a list',
      { items: [{ sku: 'A', qty: 2 }] },
      [
        ['items[0][sku]', 'A'],
        ['items[0][qty]', '2'],
      ],
    ],
    [
      'lists in an object',
      { f: { tags: ['x', 'y'] } },
      [
        ['f[tags][0]', 'x'],
        ['f[tags][1]', 'y'],
      ],
    ],
    [
      'holes in a list keep their index',
      { ids: [1, undefined, 3] },
      [
        ['ids[0]', '1'],
        ['ids[2]', '3'],
      ],
    ],
    ["text kept raw (encoding is the transport's)", { q: 'a b&c=d/中' }, [['q', 'a b&c=d/中']]],
  ])('%s', (_name, fields, expected) => {
    expect(flattenFormFields(fields)).toEqual(expected);
  });

  const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  const key = fc.string({ minLength: 1, maxLength: 6 }).filter((k) => !/[[\]]/.test(k));
  const value: fc.Arbitrary<FormValue> = fc.letrec<{ value: FormValue }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      scalar,
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(key, tie('value'), { maxKeys: 3 }),
    ),
  })).value;
  const countLeaves = (v: FormValue): number =>
    v === undefined
      ? 0
      : v === null || typeof v !== 'object'
        ? 1
        : Object.values(v).reduce((sum: number, item) => sum + countLeaves(item), 0);

  it('writes one pair per leaf, with distinct names, each starting with its top-level field', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 4 }), (fields) => {
        const pairs = flattenFormFields(fields);
        const leaves = Object.values(fields).reduce((sum: number, v) => sum + countLeaves(v), 0);
        expect(pairs).toHaveLength(leaves);
        expect(new Set(pairs.map(([name]) => name)).size).toBe(pairs.length);
        for (const [name] of pairs)
          expect(Object.keys(fields).some((k) => name === k || name.startsWith(`${k}[`))).toBe(
            true,
          );
      }),
    );
  });

  it('writes a flat record of scalars as name=String(value), in order', () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.oneof(fc.string(), fc.integer(), fc.boolean())),
        (fields) => {
          expect(flattenFormFields(fields)).toEqual(
            Object.entries(fields).map(([k, v]) => [k, String(v)]),
          );
        },
      ),
    );
  });
});
