import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from '../shell/constants';
import type { ApiHostConfig, LoginHostConfig } from './api-host';
import { chooseApiBaseUrl, chooseLoginHost } from './api-host';

const config: ApiHostConfig = {
  enApiHost: 'https://api.example.com',
  zhApiHost: 'https://api.example.cn',
  siteLanguages: { 'portal.example.cn': 'zh', 'portal.example.com': 'en' },
};

describe('chooseApiBaseUrl', () => {
  it.each<[Language, string | undefined, string]>([
    ['en', undefined, config.enApiHost],
    ['zh', undefined, config.zhApiHost],
    ['en', 'other.site', config.enApiHost],
    ['zh', 'other.site', config.zhApiHost],
    ['en', 'portal.example.cn', config.zhApiHost],
    ['zh', 'portal.example.com', config.enApiHost],
    ['en', 'PORTAL.EXAMPLE.CN', config.zhApiHost],
    ['zh', 'constructor', config.zhApiHost], // not fooled by Object.prototype
  ])('language %s on %s → %s', (language, hostname, expected) => {
    expect(chooseApiBaseUrl(config, { language, hostname })).toBe(expected);
  });

  it('follows the language on any site not listed', () => {
    fc.assert(
      fc.property(fc.constantFrom<Language>('en', 'zh'), fc.domain(), (language, hostname) => {
        fc.pre(!Object.hasOwn(config.siteLanguages ?? {}, hostname));
        expect(chooseApiBaseUrl(config, { language, hostname })).toBe(
          language === 'zh' ? config.zhApiHost : config.enApiHost,
        );
      }),
    );
  });

  it('a listed site ignores the language', () => {
    fc.assert(
      fc.property(fc.constantFrom<Language>('en', 'zh'), (language) => {
        expect(chooseApiBaseUrl(config, { language, hostname: 'portal.example.cn' })).toBe(
          config.zhApiHost,
        );
      }),
    );
  });
});

describe('chooseLoginHost', () => {
  const login: LoginHostConfig = {
    brandSiteHost: 'brand.example',
    brandLoginHost: 'https://login.brand.example',
    defaultLoginHost: 'https://login.example.com',
  };

  it.each([
    ['brand.example', login.brandLoginHost],
    ['portal.brand.example', login.brandLoginHost],
    ['PORTAL.Brand.Example', login.brandLoginHost],
    ['notbrand.example', login.defaultLoginHost],
    ['brand.example.evil.com', login.defaultLoginHost],
    ['localhost', login.defaultLoginHost],
  ])('%s → %s', (hostname, expected) => {
    expect(chooseLoginHost(login, hostname)).toBe(expected);
  });

  it('uses the brand host exactly for the brand site and its sub-domains', () => {
    fc.assert(
      fc.property(fc.domain(), (hostname) => {
        const isBrand = hostname === 'brand.example' || hostname.endsWith('.brand.example');
        expect(chooseLoginHost(login, hostname)).toBe(
          isBrand ? login.brandLoginHost : login.defaultLoginHost,
        );
        expect(chooseLoginHost(login, `${hostname}.brand.example`)).toBe(login.brandLoginHost);
      }),
    );
  });
});
