import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './password-change';

const codes = (oldPassword: string, newPassword: string, confirmation: string) => {
  const result = validatePasswordChange({ oldPassword, newPassword, confirmation });
  return result.ok ? 'ok' : result.error.map((e) => `${e.field}:${e.code}`);
};

describe('validatePasswordChange', () => {
  it.each([
    ['Demo1234', 'Better123', 'Better123', 'ok'],
    ['', 'Better123', 'Better123', ['old_password:ACCOUNT.OLD_PASSWORD_REQUIRED']],
    ['Demo1234', 'Demo1234', 'Demo1234', ['new_password:ACCOUNT.NEW_PASSWORD_SAME_AS_OLD']],
    ['Demo1234', 'Better123', 'Better12', ['confirm_password:ACCOUNT.PASSWORD_MISMATCH']],
    ['Demo1234', 'short', 'short', ['new_password:ACCOUNT.PASSWORD_LENGTH']],
  ])('%j -> %j', (oldPassword, newPassword, confirmation, expected) => {
    expect(codes(oldPassword, newPassword, confirmation)).toEqual(expected);
  });

  it('never accepts a new password equal to the old one', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 64 }), (password) => {
        expect(
          validatePasswordChange({
            oldPassword: password,
            newPassword: password,
            confirmation: password,
          }).ok,
        ).toBe(false);
      }),
    );
  });

  it('accepts any valid distinct pair with a matching confirmation', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.string({ unit: 'grapheme-ascii', minLength: 8, maxLength: 64 }),
        (oldPassword, newPassword) => {
          fc.pre(oldPassword !== newPassword);
          expect(
            validatePasswordChange({ oldPassword, newPassword, confirmation: newPassword }).ok,
          ).toBe(true);
        },
      ),
    );
  });
});
