import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubAccountForm } from './sub-account';
import { validateSubAccount } from './sub-account';

const valid: SubAccountForm = {
  username: 'demoops',
  realName: 'Ops Team',
  role: 'operator',
  email: 'ops@demo.example',
  phone: '13800000000',
  password: 'Demo1234',
  passwordConfirmation: 'Demo1234',
};
const codes = (change: Partial<SubAccountForm>) => {
  const result = validateSubAccount({ ...valid, ...change });
  return result.ok ? 'ok' : result.error.map((e) => `${e.field}:${e.code}`);
};

describe('validateSubAccount', () => {
  it('names the text limit', () => {
    const result = validateSubAccount({ ...valid, realName: 'r'.repeat(51) });
    expect(!result.ok && result.error[0]?.params).toEqual({ field: 'real_name', max: 50 });
  });

  it('names the phone limit', () => {
    const result = validateSubAccount({ ...valid, phone: 'x' });
    expect(!result.ok && result.error[0]?.params).toEqual({ field: 'phone', max: 20 });
  });

  it.each<[Partial<SubAccountForm>, string[] | 'ok']>([
    [{}, 'ok'],
    [{ phone: '1' }, 'ok'],
    [{ phone: '1'.repeat(20) }, 'ok'],
    [{ email: 'nope' }, ['email:ACCOUNT.EMAIL_INVALID']],
    [{ email: `${'e'.repeat(45)}@x.com` }, ['email:ACCOUNT.TEXT_TOO_LONG']],
    [{ phone: '1'.repeat(21) }, ['phone:ACCOUNT.PHONE_DIGITS']],
    [{ phone: '' }, ['phone:ACCOUNT.PHONE_DIGITS']],
    [{ phone: '+86 138' }, ['phone:ACCOUNT.PHONE_DIGITS']],
    [{ realName: 'r'.repeat(50) }, 'ok'],
    [{ realName: 'r'.repeat(51) }, ['real_name:ACCOUNT.TEXT_TOO_LONG']],
    [{ role: '' }, ['role:VALIDATION.REQUIRED']],
    [{ passwordConfirmation: 'Demo1235' }, ['password_confirmation:ACCOUNT.PASSWORD_MISMATCH']],
  ])('%j -> %j', (change, expected) => expect(codes(change)).toEqual(expected));

  it('accepts exactly phones of 1-20 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (phone) => {
        expect(codes({ phone }) === 'ok').toBe(/^\d{1,20}$/.test(phone));
      }),
    );
  });
});
