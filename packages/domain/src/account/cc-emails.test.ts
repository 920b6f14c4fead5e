import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CC_EMAILS_MAX, parseCcEmails } from './cc-emails';

describe('parseCcEmails', () => {
  const addresses = (n: number) => Array.from({ length: n }, (_, i) => `u${i}@x.co`).join(', ');

  it('accepts exactly five addresses and names the field and limit of a sixth', () => {
    const five = parseCcEmails(addresses(5));
    expect(five.ok && five.value).toHaveLength(5);
    expect(parseCcEmails(addresses(6))).toEqual({
      ok: false,
      error: {
        field: 'emails',
        code: 'ACCOUNT.CC_EMAILS_TOO_MANY',
        params: { field: 'emails', max: 5 },
      },
    });
    expect(parseCcEmails('nope')).toEqual({
      ok: false,
      error: { field: 'emails', code: 'ACCOUNT.EMAIL_INVALID', params: { field: 'emails' } },
    });
  });

  it.each([
    ['', []],
    ['a@b.co', ['a@b.co']],
    ['a@b.co, C@d.co;a@b.co', ['a@b.co', 'c@d.co']],
  ])('%j -> %j', (value, expected) => {
    const result = parseCcEmails(value);
    expect(result.ok && result.value).toEqual(expected);
  });

  it.each([
    ['nope', 'ACCOUNT.EMAIL_INVALID'],
    ['a@b.co,x', 'ACCOUNT.EMAIL_INVALID'],
    [
      ['1', '2', '3', '4', '5', '6'].map((n) => `u${n}@x.co`).join(','),
      'ACCOUNT.CC_EMAILS_TOO_MANY',
    ],
  ])('refuses %j', (value, code) => {
    const result = parseCcEmails(value);
    expect(!result.ok && result.error.code).toBe(code);
  });

  it('returns at most the limit, without duplicates, all lower case', () => {
    fc.assert(
      fc.property(fc.array(fc.emailAddress(), { maxLength: 8 }), (emails) => {
        const result = parseCcEmails(emails.join(','));
        if (result.ok) {
          expect(result.value.length).toBeLessThanOrEqual(CC_EMAILS_MAX);
          expect(new Set(result.value).size).toBe(result.value.length);
          for (const email of result.value) expect(email).toBe(email.toLowerCase());
        }
      }),
    );
  });
});
