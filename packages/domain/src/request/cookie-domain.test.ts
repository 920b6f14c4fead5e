import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CookieName } from '../shell/constants';
import { COOKIE_NAMES } from '../shell/constants';
import { cookieDomainFor, parentCookieDomain } from './cookie-domain';

describe('parentCookieDomain', () => {
  it.each([
    ['portal.example.com', '.example.com'],
    ['a.portal.example.com', '.portal.example.com'],
    ['portal.example.co.uk', '.example.co.uk'],
    ['Portal.Example.COM', '.example.com'],
    ['portal.example.com.', '.example.com'],
    [' portal.example.com ', '.example.com'],
    ['portal.example.a1', '.example.a1'],
    ['portal.example.1a', '.example.1a'],
    ['[::ffff:10.0.0.1]', undefined],
    ['example.com', 'example.com'],
    ['localhost', undefined],
    ['app.localhost', undefined],
    ['127.0.0.1', undefined],
    ['10.0.0.12', undefined],
    ['::1', undefined],
    ['[::1]', undefined],
    ['2001:db8::1', undefined],
    ['intranet', undefined],
    ['', undefined],
    ['a..com', undefined],
    ['.com', undefined],
  ])('%j → %j', (hostname, expected) => {
    expect(parentCookieDomain(hostname)).toBe(expected);
  });

  it('a host of three or more labels shares its cookies with every sibling', () => {
    fc.assert(
      fc.property(fc.domain(), (site) => {
        const parent = parentCookieDomain(`a.${site}`);
        expect(parent).toBe(`.${site.toLowerCase()}`);
        expect(parentCookieDomain(`b.${site}`)).toBe(parent);
      }),
    );
  });

  it('never answers for an IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(parentCookieDomain(ip)).toBeUndefined();
      }),
    );
  });

  it('never answers for an IPv6 address', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(parentCookieDomain(ip)).toBeUndefined();
      }),
    );
  });

  it('always answers with a suffix of the host that has at least two labels', () => {
    fc.assert(
      fc.property(fc.domain(), (hostname) => {
        const parent = parentCookieDomain(hostname);
        if (parent === undefined) return;
        expect(hostname.toLowerCase().endsWith(parent.replace(/^\./, ''))).toBe(true);
        expect(parent.replace(/^\./, '').split('.').length).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});

describe('cookieDomainFor', () => {
  it.each<[CookieName, string | undefined]>([
    [COOKIE_NAMES.sessionId, '.example.com'],
    [COOKIE_NAMES.token, '.example.com'],
    [COOKIE_NAMES.sidebarStatus, undefined],
    [COOKIE_NAMES.language, undefined],
    [COOKIE_NAMES.closeScroll, undefined],
    [COOKIE_NAMES.isLogged, undefined],
  ])('%s on portal.example.com → %j', (name, expected) => {
    expect(cookieDomainFor(name, 'portal.example.com')).toBe(expected);
  });

  it('is host-only for every cookie on localhost', () => {
    for (const name of Object.values(COOKIE_NAMES))
      expect(cookieDomainFor(name, 'localhost')).toBeUndefined();
  });
});
