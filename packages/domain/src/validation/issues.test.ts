import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectFieldIssues,
  isBlankValue,
  nestFieldIssues,
  summarizeFieldIssues,
  validateRequiredField,
  validationMessage,
} from './issues';

describe('validateRequiredField', () => {
  it.each([
    ['', 'VALIDATION.REQUIRED'],
    ['   ', 'VALIDATION.REQUIRED'],
    ['\t\n', 'VALIDATION.REQUIRED'],
    [null, 'VALIDATION.REQUIRED'],
    [undefined, 'VALIDATION.REQUIRED'],
    ['x', undefined],
    [0, undefined],
    [false, undefined],
  ] as const)('%j -> %s', (value, code) => {
    expect(validateRequiredField(value)?.code).toBe(code);
  });

  it('accepts every string with a visible character and refuses every blank one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), fc.stringMatching(/^\s*\S+\s*$/), (blank, filled) => {
        expect(isBlankValue(blank)).toBe(true);
        expect(validateRequiredField(blank)).toEqual({ code: 'VALIDATION.REQUIRED' });
        expect(validateRequiredField(filled)).toBeUndefined();
      }),
    );
  });
});

describe('field issue helpers', () => {
  const required = validationMessage('VALIDATION.REQUIRED');

  it.each([
    [[], undefined],
    [[['sku', required]], 'VALIDATION.FORM_INVALID'],
    [[['sku', undefined]], undefined],
  ] as const)('%j summarises as %s', (entries, code) => {
    expect(summarizeFieldIssues(collectFieldIssues(entries))?.code).toBe(code);
  });

  it('keeps the refused fields in order and prefixes nested paths', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.boolean()), { maxLength: 10 }),
        fc.nat({ max: 20 }),
        (fields, index) => {
          const issues = collectFieldIssues(
            fields.map(([field, refused]) => [field, refused ? required : undefined] as const),
          );
          expect(issues.map((issue) => issue.field)).toEqual(
            fields.filter(([, refused]) => refused).map(([field]) => field),
          );
          expect(nestFieldIssues(`products.${index}`, issues).map((issue) => issue.field)).toEqual(
            issues.map((issue) => `products.${index}.${issue.field}`),
          );
          expect(summarizeFieldIssues(issues) === undefined).toBe(issues.length === 0);
        },
      ),
    );
  });
});
