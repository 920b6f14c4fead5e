import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAddress } from './address';

const codes = (name: string, address: string) => {
  const result = validateAddress({ name, address });
  return result.ok ? [] : result.error.map((e) => e.code);
};

describe('validateAddress', () => {
  it.each([
    ['A', '12345', []],
    ['n'.repeat(20), 'a'.repeat(150), []],
    ['', '12345', ['ACCOUNT.ADDRESS_NAME_LENGTH']],
    ['n'.repeat(21), '12345', ['ACCOUNT.ADDRESS_NAME_LENGTH']],
    ['A', '1234', ['ACCOUNT.ADDRESS_LENGTH']],
    ['A', 'a'.repeat(151), ['ACCOUNT.ADDRESS_LENGTH']],
  ])('%j / %j -> %j', (name, address, expected) => expect(codes(name, address)).toEqual(expected));

  it('agrees with the length bounds for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), fc.string({ maxLength: 160 }), (name, address) => {
        const n = [...name.trim()].length;
        const a = [...address.trim()].length;
        expect(codes(name, address).length === 0).toBe(n >= 1 && n <= 20 && a >= 5 && a <= 150);
      }),
    );
  });
});
