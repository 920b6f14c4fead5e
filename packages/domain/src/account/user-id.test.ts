import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseLoginUsername, validateUserId } from './user-id';

describe('validateUserId', () => {
  it('names the field and the bounds', () => {
    expect(validateUserId('ab')).toEqual({
      field: 'username',
      code: 'ACCOUNT.USER_ID_LENGTH',
      params: { field: 'username', min: 3, max: 30 },
    });
    expect(validateUserId('', 'login')?.field).toBe('login');
  });

  it.each([
    ['abc', undefined],
    ['demo', undefined],
    ['Demo1234', undefined],
    ['a'.repeat(30), undefined],
    ['', 'ACCOUNT.USER_ID_REQUIRED'],
    ['ab', 'ACCOUNT.USER_ID_LENGTH'],
    ['a'.repeat(31), 'ACCOUNT.USER_ID_LENGTH'],
    ['demo_ops', 'ACCOUNT.USER_ID_CHARACTERS'],
    ['de mo', 'ACCOUNT.USER_ID_CHARACTERS'],
    ['用户名', 'ACCOUNT.USER_ID_CHARACTERS'],
    ['abc-1', 'ACCOUNT.USER_ID_CHARACTERS'],
  ])('%j -> %s', (value, code) => {
    expect(validateUserId(value)?.code).toBe(code);
  });

  it('accepts every letters-and-digits string of 3-30 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{3,30}$/), (value) => {
        expect(validateUserId(value)).toBeUndefined();
      }),
    );
  });

  it('refuses any string holding a character other than a letter or digit', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.constantFrom('_', '-', ' ', '@', '中', '.'),
        fc.string({ maxLength: 10 }),
        (before, bad, after) => {
          expect(validateUserId(`${before}${bad}${after}`)).toBeDefined();
        },
      ),
    );
  });
});

describe('normaliseLoginUsername', () => {
  it.each([
    ['  demo ', 'demo'],
    ['\tdemo\n', 'demo'],
    ['demo', 'demo'],
  ])('%j -> %j', (value, expected) => expect(normaliseLoginUsername(value)).toBe(expected));

  it('is idempotent and leaves no outer whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = normaliseLoginUsername(value);
        expect(normaliseLoginUsername(once)).toBe(once);
        expect(once).toBe(once.trim());
      }),
    );
  });
});
