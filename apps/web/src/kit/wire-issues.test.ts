import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitListText, wireIssues } from './wire-issues';

describe('wireIssues', () => {
  it.each([
    ['nameEn', 'name_en'],
    ['products.2.quantity', 'lines.2.quantity'],
    ['boxes.0.weightKg', 'boxes.0.weight'],
    ['trackingNumbers.3', 'tracking_numbers'],
    ['sku', 'sku'],
  ])('names %s as %s on the wire', (field, wire) => {
    const names = {
      nameEn: 'name_en',
      products: 'lines',
      weightKg: 'weight',
      trackingNumbers: 'tracking_numbers',
    };
    const [issue] = wireIssues([{ field, code: 'VALIDATION.REQUIRED' }], names, [
      'trackingNumbers',
    ]);
    expect(issue).toEqual({ field: wire, code: 'VALIDATION.REQUIRED' });
  });
});

describe('splitListText', () => {
  it('splits on commas and new lines as the server does, dropping blanks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), { maxLength: 8 }),
        fc.array(fc.constantFrom(',', ', ', '\n', ' ,\n '), { minLength: 1, maxLength: 3 }),
        (numbers, separators) => {
          const text = numbers
            .map((n, i) => `${n}${separators[i % separators.length] ?? ','}`)
            .join('');
          expect(splitListText(text)).toEqual(numbers);
        },
      ),
    );
  });
});
