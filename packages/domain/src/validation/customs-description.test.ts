import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMS_DESCRIPTION_BANNED_WORDS,
  validateCustomsDescription,
} from './customs-description';

const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
const cleanWord = word.filter(
  (w) => !(CUSTOMS_DESCRIPTION_BANNED_WORDS as readonly string[]).includes(w.toLowerCase()),
);
const validDescription = fc
  .array(cleanWord, { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));

describe('validateCustomsDescription', () => {
  it.each([
    ['Cotton shirt', undefined],
    ['x'.repeat(35), undefined],
    ['x'.repeat(36), 'PRODUCT.CUSTOMS_DESCRIPTION_TOO_LONG'],
    ['棉质衬衫', 'PRODUCT.CUSTOMS_DESCRIPTION_CHINESE'],
    ['Shirt, cotton', 'PRODUCT.CUSTOMS_DESCRIPTION_PATTERN'],
    ['Free sample', 'PRODUCT.CUSTOMS_DESCRIPTION_BANNED_WORD'],
    ['GIFT box', 'PRODUCT.CUSTOMS_DESCRIPTION_BANNED_WORD'],
    ['Hand Tools', 'PRODUCT.CUSTOMS_DESCRIPTION_BANNED_WORD'],
    ['tool', 'PRODUCT.CUSTOMS_DESCRIPTION_BANNED_WORD'],
    ['Sporting goods', 'PRODUCT.CUSTOMS_DESCRIPTION_BANNED_WORD'],
    ['Toolbox', undefined],
    ['Samples', undefined],
    ['Giftwrap paper', undefined],
    ['', 'VALIDATION.REQUIRED'],
  ] as const)('%s -> %s', (text, code) => {
    expect(validateCustomsDescription(text)?.code).toBe(code);
  });

  it('names the banned word it found', () => {
    expect(validateCustomsDescription('Kitchen Tools')).toEqual({
      code: 'PRODUCT.CUSTOMS_DESCRIPTION_BANNED_WORD',
      params: { word: 'tools' },
    });
  });

  it('accepts every description of letters, digits and spaces without a banned word', () => {
    fc.assert(
      fc.property(validDescription, (text) => {
        expect(validateCustomsDescription(text)).toBeUndefined();
      }),
    );
  });

  it('refuses every description holding a banned word in any case', () => {
    fc.assert(
      fc.property(
        cleanWord,
        fc.constantFrom(...CUSTOMS_DESCRIPTION_BANNED_WORDS),
        fc.boolean(),
        (other, banned, upper) => {
          const text = `${other} ${upper ? banned.toUpperCase() : banned}`;
          expect(validateCustomsDescription(text)).toEqual({
            code: 'PRODUCT.CUSTOMS_DESCRIPTION_BANNED_WORD',
            params: { word: banned },
          });
        },
      ),
    );
  });

  it('refuses every description with punctuation', () => {
    fc.assert(
      fc.property(cleanWord, fc.constantFrom(',', '.', '&', '/', '-'), (text, mark) => {
        expect(validateCustomsDescription(text + mark + 'x')?.code).toBe(
          'PRODUCT.CUSTOMS_DESCRIPTION_PATTERN',
        );
      }),
    );
  });
});
