import type { FormFields } from '@portal/domain';
import { flattenFormFields } from '@portal/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFormFields } from './form-encoding';

describe('encodeFormFields', () => {
  it.each<[FormFields | undefined, string]>([
    [undefined, ''],
    [{}, ''],
    [{ a: 'x y', b: 1 }, 'a=x+y&b=1'],
    [{ q: 'a&b=c+d%' }, 'q=a%26b%3Dc%2Bd%25'],
    [{ ids: [1, 2] }, 'ids%5B0%5D=1&ids%5B1%5D=2'],
    [{ to: { city: '深圳' } }, 'to%5Bcity%5D=%E6%B7%B1%E5%9C%B3'],
  ])('%j → %s', (fields, expected) => {
    expect(encodeFormFields(fields)).toBe(expected);
  });

  it('a form parser reads back exactly the flattened pairs', () => {
    // Whole graphemes: a lone surrogate cannot be sent as UTF-8 at all.
    const text = fc.string({ unit: 'grapheme' });
    const scalar = fc.oneof(text, fc.integer(), fc.boolean());
    const fields = fc.dictionary(
      fc.string({ unit: 'grapheme', minLength: 1 }),
      fc.oneof(
        scalar,
        fc.array(scalar, { maxLength: 3 }),
        fc.dictionary(fc.string({ unit: 'grapheme', minLength: 1 }), scalar),
      ),
    );
    fc.assert(
      fc.property(fields, (f) => {
        expect([...new URLSearchParams(encodeFormFields(f))]).toEqual(flattenFormFields(f));
      }),
    );
  });
});
