import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di-tokens';
import { tableHttpClient } from '../test/fakes';
import { testContainer } from '../test/test-container';
import type { SessionStore } from './session-store';
import type { TabsStore } from './tabs-store';

const LOGIN = {
  token: 'T1',
  customer_id: 7,
  username: 'demo',
  login_type: 'main' as const,
  expires_at: '2030-01-01T00:00:00Z',
};

function sessionWith(cookies: Parameters<typeof testContainer>[0]['cookies']) {
  const { http, requests } = tableHttpClient({ '/api/login/loginout': () => null });
  const setup = testContainer({ http, cookies });
  return {
    ...setup,
    requests,
    session: setup.container.get<SessionStore>(TOKENS.SessionStore),
    tabs: setup.container.get<TabsStore>(TOKENS.TabsStore),
  };
}

describe('SessionStore', () => {
  it('login stores the token, the login type and the customer id', () => {
    const { session, cookies, browser } = sessionWith({});
    session.acceptLogin(LOGIN);
    expect(cookies.values.get('token')).toBe('T1');
    expect(cookies.values.get('isLogged')).toBe('1');
    expect(session.customerId).toBe('7');
    expect(browser.localStorage.values.get('portal.loginType')).toBe('"main"');
  });

  it('logout calls the server and clears exactly what the spec lists', async () => {
    const { session, cookies, browser, requests, tabs } = sessionWith({
      sidebarStatus: '0',
      language: 'zh',
      closeScroll: '1',
    });
    session.acceptLogin(LOGIN);
    cookies.store.set('sessionId', 'S1');
    browser.sessionStorage.setItem('chunkError', '1');
    tabs.visit('/a', { name: 'a', path: '/a' });
    await session.logout(false);
    expect(requests.map((r) => [r.path, r.method === 'POST' ? r.body : undefined])).toEqual([
      ['/api/login/loginout', { token: 'T1' }],
    ]);
    expect([...cookies.values.keys()].sort()).toEqual(['language', 'sidebarStatus']);
    expect(browser.sessionStorage.values.has('chunkError')).toBe(false);
    expect(browser.localStorage.values.size).toBe(0);
    expect(tabs.tabs).toEqual([]);
    expect(session.token).toBeUndefined();
  });

  it('a federated logout clears the same without a server call', async () => {
    const { session, cookies, requests } = sessionWith({});
    session.acceptLogin(LOGIN);
    await session.logout(true);
    expect(requests).toEqual([]);
    expect(cookies.values.has('token')).toBe(false);
  });
});
