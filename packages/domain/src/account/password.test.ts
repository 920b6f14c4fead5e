import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePassword, validatePasswordConfirmation } from './password';

describe('validatePassword', () => {
  it('names the field and the bounds', () => {
    expect(validatePassword('short')).toEqual({
      field: 'password',
      code: 'ACCOUNT.PASSWORD_LENGTH',
      params: { field: 'password', min: 8, max: 64 },
    });
    expect(validatePassword('', 'new_password')?.field).toBe('new_password');
  });

  it.each([
    ['', 'ACCOUNT.PASSWORD_REQUIRED'],
    ['1234567', 'ACCOUNT.PASSWORD_LENGTH'],
    ['12345678', undefined],
    ['x'.repeat(64), undefined],
    ['x'.repeat(65), 'ACCOUNT.PASSWORD_LENGTH'],
  ])('%j -> %s', (value, code) => expect(validatePassword(value)?.code).toBe(code));

  it('accepts exactly the lengths 8-64', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), (value) => {
        const ok = value.length >= 8 && value.length <= 64;
        expect(validatePassword(value) === undefined).toBe(ok);
      }),
    );
  });
});

describe('validatePasswordConfirmation', () => {
  it.each([
    ['Demo1234', 'Demo1234', undefined],
    ['Demo1234', 'demo1234', 'ACCOUNT.PASSWORD_MISMATCH'],
    ['Demo1234', '', 'ACCOUNT.PASSWORD_MISMATCH'],
  ])('%j / %j -> %s', (password, confirmation, code) =>
    expect(validatePasswordConfirmation(password, confirmation)?.code).toBe(code),
  );

  it('passes exactly when both are equal', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(validatePasswordConfirmation(a, b) === undefined).toBe(a === b);
        expect(validatePasswordConfirmation(a, a)).toBeUndefined();
      }),
    );
  });
});
