import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegistrationForm } from './registration';
import { validateAccountName, validateEmail, validateRegistration } from './registration';

const valid: RegistrationForm = {
  username: 'acme2024',
  name: 'Acme Trading',
  email: 'ops@acme.example',
  password: 'Secret123',
  passwordConfirmation: 'Secret123',
  agreement: true,
  captcha: '12',
};

const codesOf = (form: RegistrationForm) => {
  const result = validateRegistration(form);
  return result.ok ? [] : result.error.map((e) => `${e.field}:${e.code}`);
};

describe('validateRegistration results', () => {
  it('returns the form with the name trimmed', () => {
    expect(validateRegistration({ ...valid, name: '  Acme  ' })).toEqual({
      ok: true,
      value: { ...valid, name: 'Acme' },
    });
  });

  it('counts the trimmed name and names the bounds', () => {
    expect(validateRegistration({ ...valid, name: ` ${'n'.repeat(50)} ` }).ok).toBe(true);
    expect(validateAccountName('')).toEqual({
      field: 'name',
      code: 'ACCOUNT.NAME_LENGTH',
      params: { field: 'name', min: 1, max: 50 },
    });
  });

  it('accepts an email of 100 characters and refuses 101', () => {
    const at = (n: number) => `${'a'.repeat(n - 6)}@b.com`;
    expect(validateEmail(at(100))).toBeUndefined();
    expect(validateEmail(at(101))?.code).toBe('ACCOUNT.EMAIL_INVALID');
  });

  it('refuses with an error list, never an empty one', () => {
    const result = validateRegistration({ ...valid, agreement: false });
    expect(result.ok).toBe(false);
    expect(validateRegistration(valid).ok).toBe(true);
  });
});

describe('validateRegistration', () => {
  it.each<[string, Partial<RegistrationForm>, string[]]>([
    ['a valid form', {}, []],
    ['a user ID with a dash', { username: 'acme-1' }, ['username:ACCOUNT.USER_ID_CHARACTERS']],
    ['an empty name', { name: '' }, ['name:ACCOUNT.NAME_LENGTH']],
    ['a name of spaces', { name: '   ' }, ['name:ACCOUNT.NAME_LENGTH']],
    ['a name of 50', { name: 'n'.repeat(50) }, []],
    ['a name of 51', { name: 'n'.repeat(51) }, ['name:ACCOUNT.NAME_LENGTH']],
    ['a Chinese name of 50', { name: '名'.repeat(50) }, []],
    ['a bad email', { email: 'nope' }, ['email:ACCOUNT.EMAIL_INVALID']],
    [
      'a mismatched confirmation',
      { passwordConfirmation: 'Secret124' },
      ['password_confirmation:ACCOUNT.PASSWORD_MISMATCH'],
    ],
    ['the agreement not accepted', { agreement: false }, ['agreement:ACCOUNT.AGREEMENT_REQUIRED']],
    ['no captcha', { captcha: ' ' }, ['captcha:ACCOUNT.CAPTCHA_REQUIRED']],
  ])('%s', (_label, change, expected) => {
    expect(codesOf({ ...valid, ...change })).toEqual(expected);
  });

  it('reports every failing field at once', () => {
    expect(
      codesOf({ ...valid, username: '', name: '', agreement: false, captcha: '' }),
    ).toHaveLength(4);
  });

  it('never accepts a form whose agreement is not ticked or whose passwords differ', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (agreement, confirmation) => {
        const result = validateRegistration({
          ...valid,
          agreement,
          passwordConfirmation: confirmation,
        });
        expect(result.ok).toBe(agreement && confirmation === valid.password);
      }),
    );
  });
});

describe('validateAccountName and validateEmail', () => {
  it('accepts any non-blank name of 1-50 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 50 }), (name) => {
        fc.pre(name.trim() !== '');
        expect(validateAccountName(name)).toBeUndefined();
      }),
    );
  });

  it('accepts generated addresses and refuses any text without an @', () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: 'small' }), (email) => {
        fc.pre(email.length <= 100 && /\.[^.@]+$/.test(email.split('@')[1] ?? ''));
        expect(validateEmail(email)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.includes('@'));
        expect(validateEmail(text)?.code).toBe('ACCOUNT.EMAIL_INVALID');
      }),
    );
  });

  it.each([
    ['a@b.co', undefined],
    ['a@b', 'ACCOUNT.EMAIL_INVALID'],
    ['a b@c.de', 'ACCOUNT.EMAIL_INVALID'],
  ])('email %j -> %s', (email, code) => expect(validateEmail(email)?.code).toBe(code));
});
