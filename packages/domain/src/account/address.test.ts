import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAddress } from './address';

const codes = (name: string, address: string) => {
  const result = validateAddress({ name, address });
  return result.ok ? 'ok' : result.error.map((e) => e.code);
};

describe('validateAddress', () => {
  it('names the field and the bounds of each failure, and returns a valid form as it is', () => {
    const result = validateAddress({ name: '', address: '1234' });
    expect(!result.ok && result.error).toEqual([
      {
        field: 'name',
        code: 'ACCOUNT.ADDRESS_NAME_LENGTH',
        params: { field: 'name', min: 1, max: 20 },
      },
      {
        field: 'address',
        code: 'ACCOUNT.ADDRESS_LENGTH',
        params: { field: 'address', min: 5, max: 150 },
      },
    ]);
    const valid = validateAddress({ name: 'Home', address: '1 Main Street' });
    expect(valid).toEqual({ ok: true, value: { name: 'Home', address: '1 Main Street' } });
  });

  it.each([
    ['A', '12345', 'ok'],
    ['n'.repeat(20), 'a'.repeat(150), 'ok'],
    ['  A  ', '  12345  ', 'ok'],
    ['   ', '12345', ['ACCOUNT.ADDRESS_NAME_LENGTH']],
    ['A', '  1234  ', ['ACCOUNT.ADDRESS_LENGTH']],
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
        expect(codes(name, address) === 'ok').toBe(n >= 1 && n <= 20 && a >= 5 && a <= 150);
      }),
    );
  });
});
