import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from './constants';
import type { LogoutPlan } from './logout';
import { LOGOUT_EFFECTS, planLogout, providerLogoutUrl } from './logout';

describe('planLogout', () => {
  it('clears token, session, permissions, stored credentials, two cookies and the chunk flag', () => {
    expect(LOGOUT_EFFECTS).toEqual([
      { kind: 'clearSession', key: 'token' },
      { kind: 'clearSession', key: 'sessionId' },
      { kind: 'clearSession', key: 'permissions' },
      { kind: 'removeStoredCredentials' },
      { kind: 'removeCookie', name: 'closeScroll' },
      { kind: 'removeCookie', name: 'isLogged' },
      { kind: 'clearSessionFlag', name: 'chunkError' },
    ]);
  });

  it.each<[boolean, string | undefined, LogoutPlan]>([
    [false, 'tok', { serverLogout: { token: 'tok' }, effects: LOGOUT_EFFECTS }],
    [false, undefined, { effects: LOGOUT_EFFECTS }],
    [false, '', { effects: LOGOUT_EFFECTS }],
    [true, 'tok', { effects: LOGOUT_EFFECTS }],
    [true, undefined, { effects: LOGOUT_EFFECTS }],
  ])('federated %s with token %j', (federated, token, expected) => {
    expect(planLogout({ federated, token })).toEqual(expected);
  });

  it('always clears the same things locally; only a standard logout with a token calls the server', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.string(), { nil: undefined }), (federated, token) => {
        const plan = planLogout({ federated, token });
        expect(plan.effects).toEqual(LOGOUT_EFFECTS);
        const calls = !federated && token !== undefined && token !== '';
        expect(plan.serverLogout).toEqual(calls ? { token } : undefined);
      }),
    );
  });
});

describe('providerLogoutUrl', () => {
  const config = {
    en: 'https://provider.example/en/logout',
    zh: 'https://provider.example.cn/logout',
  };

  it.each<[Language, string]>([
    ['en', 'https://provider.example/en/logout'],
    ['zh', 'https://provider.example.cn/logout'],
  ])('%s → %s', (language, url) => {
    expect(providerLogoutUrl(config, language)).toBe(url);
  });

  it('takes the page of the language from the configuration', () => {
    fc.assert(
      fc.property(
        fc.webUrl(),
        fc.webUrl(),
        fc.constantFrom<Language>('en', 'zh'),
        (en, zh, language) => {
          expect(providerLogoutUrl({ en, zh }, language)).toBe(language === 'en' ? en : zh);
        },
      ),
    );
  });
});
