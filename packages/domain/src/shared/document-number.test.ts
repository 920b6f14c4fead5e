import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentNumber } from './document-number';

describe('documentNumber', () => {
  it.each([
    ['asn', 1, 'ASN00000001'],
    ['rma', 42, 'RMA00000042'],
    ['asn', 99_999_999, 'ASN99999999'],
    ['asn', 123_456_789, 'ASN123456789'],
  ] as const)('%s %i -> %s', (kind, n, text) => {
    expect(documentNumber(kind, n)).toBe(text);
  });

  it('is distinct for distinct sequence numbers and keeps their order within 8 digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('asn' as const, 'rma' as const),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        (kind, a, b) => {
          expect(documentNumber(kind, a) === documentNumber(kind, b)).toBe(a === b);
          expect(documentNumber(kind, a) < documentNumber(kind, b)).toBe(a < b);
        },
      ),
    );
  });
});
