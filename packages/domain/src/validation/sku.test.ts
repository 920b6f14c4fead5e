import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SkuUniqueness } from '../ports/sku-uniqueness';
import { validateSku, validateSkuAsync } from './sku';

const SKU_CHARS = 'abcXYZ0189_-';
const validSku = fc
  .tuple(
    fc.constantFrom(...'aZ09_'.split('')),
    fc.string({ unit: fc.constantFrom(...SKU_CHARS.split('')), maxLength: 19 }),
  )
  .map(([head, tail]) => head + tail);

describe('validateSku', () => {
  it.each([
    ['A', undefined],
    ['ABC_123-x', undefined],
    ['_start', undefined],
    ['A'.repeat(20), undefined],
    ['A'.repeat(21), 'PRODUCT.SKU_TOO_LONG'],
    ['-ABC', 'PRODUCT.SKU_LEADING_HYPHEN'],
    ['AB C', 'PRODUCT.SKU_PATTERN'],
    ['AB.C', 'PRODUCT.SKU_PATTERN'],
    ['手机', 'PRODUCT.SKU_PATTERN'],
    ['', 'VALIDATION.REQUIRED'],
    ['   ', 'VALIDATION.REQUIRED'],
    [undefined, 'VALIDATION.REQUIRED'],
  ] as const)('%s -> %s', (sku, code) => {
    expect(validateSku(sku)?.code).toBe(code);
  });

  it('accepts every SKU of letters, digits, _ and - up to 20 that does not start with -', () => {
    fc.assert(
      fc.property(validSku, (sku) => {
        expect(validateSku(sku)).toBeUndefined();
      }),
    );
  });

  it('refuses every well-formed SKU longer than 20 with the limit', () => {
    fc.assert(
      fc.property(
        validSku,
        fc.string({ unit: fc.constantFrom(...SKU_CHARS.split('')), minLength: 21, maxLength: 40 }),
        (head, tail) => {
          expect(validateSku(head + tail)).toEqual({
            code: 'PRODUCT.SKU_TOO_LONG',
            params: { max: 20 },
          });
        },
      ),
    );
  });

  it('refuses every SKU with a leading hyphen', () => {
    fc.assert(
      fc.property(validSku, (sku) => {
        expect(validateSku(`-${sku}`.slice(0, 20))?.code).toBe('PRODUCT.SKU_LEADING_HYPHEN');
      }),
    );
  });

  it('refuses every SKU holding a character outside the alphabet', () => {
    fc.assert(
      fc.property(validSku, fc.constantFrom(' ', '.', '/', '#', 'é', '中', '+'), (sku, bad) => {
        expect(validateSku(sku.slice(0, 10) + bad)?.code).toBe('PRODUCT.SKU_PATTERN');
      }),
    );
  });
});

describe('validateSkuAsync', () => {
  const taken = (skus: string[]): SkuUniqueness => ({ isTaken: (sku) => skus.includes(sku) });
  const asked = (): SkuUniqueness & { calls: string[] } => {
    const calls: string[] = [];
    return { calls, isTaken: async (sku) => (calls.push(sku), false) };
  };

  it.each([
    ['ABC', ['ABC'], 'PRODUCT.SKU_TAKEN'],
    ['ABD', ['ABC'], undefined],
    ['-ABC', ['-ABC'], 'PRODUCT.SKU_LEADING_HYPHEN'],
  ] as const)('%s among %j -> %s', async (sku, existing, code) => {
    expect((await validateSkuAsync(sku, taken([...existing])))?.code).toBe(code);
  });

  it('asks the port only about well-formed SKUs', async () => {
    const port = asked();
    await validateSkuAsync('bad sku', port);
    await validateSkuAsync('GOOD-1', port);
    expect(port.calls).toEqual(['GOOD-1']);
  });

  it('a taken well-formed SKU is always refused as taken', async () => {
    await fc.assert(
      fc.asyncProperty(validSku, async (sku) => {
        expect((await validateSkuAsync(sku, taken([sku])))?.code).toBe('PRODUCT.SKU_TAKEN');
      }),
    );
  });
});
