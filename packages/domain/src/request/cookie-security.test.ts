import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, PARENT_DOMAIN_COOKIES } from '../shell/constants';
import { cookieSecurityFor } from './cookie-security';

describe('cookieSecurityFor', () => {
  it.each([
    [COOKIE_NAMES.token, 'https:', { secure: true, sameSite: 'strict' }],
    [COOKIE_NAMES.sessionId, 'https:', { secure: true, sameSite: 'strict' }],
    [COOKIE_NAMES.token, 'http:', { sameSite: 'strict' }],
    [COOKIE_NAMES.sessionId, 'http:', { sameSite: 'strict' }],
  ] as const)('%s on a %s page: %o', (name, protocol, expected) => {
    expect(cookieSecurityFor(name, protocol)).toEqual(expected);
  });

  it('leaves the cookies that carry no identity alone', () => {
    const others = Object.values(COOKIE_NAMES).filter((n) => !PARENT_DOMAIN_COOKIES.includes(n));
    expect(others.length).toBeGreaterThan(0);
    for (const name of others) expect(cookieSecurityFor(name, 'https:')).toEqual({});
  });

  it('never marks a login cookie as sendable by other sites, whatever the protocol', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PARENT_DOMAIN_COOKIES), fc.string(), (name, protocol) => {
        const security = cookieSecurityFor(name, protocol);
        expect(security.sameSite).toBe('strict');
        expect(security.secure === true).toBe(protocol === 'https:');
      }),
    );
  });
});
