import { HttpRequestFailure } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di-tokens';
import { tableHttpClient } from '../test/fakes';
import { testContainer } from '../test/test-container';
import type { SessionStore } from '../stores/session-store';
import type { ToastStore } from '../stores/toast-store';
import type { RouteGuard } from './route-guard';

const USER_INFO = {
  userInfo: {
    username: 'sub1',
    first_letter: 'S',
    name: 'Sub One',
    customer_id: 1,
    amount: { amount: 0, currency: 'USD' },
    warehouse_id: null,
    warehouse_name: '',
    warehouse_cn_name: '',
    login_type: 'sub',
    permissions: [],
  },
  warehouse: [],
};

function guardWith(
  answers: Parameters<typeof tableHttpClient>[0],
  cookies: Parameters<typeof testContainer>[0]['cookies'] = {},
) {
  const { http, requests } = tableHttpClient(answers);
  const setup = testContainer({ http, cookies });
  return {
    ...setup,
    requests,
    guard: setup.container.get<RouteGuard>(TOKENS.RouteGuard),
    toasts: setup.container.get<ToastStore>(TOKENS.ToastStore),
  };
}

const activation = (urlcode: string) => ({
  '/merchant/api-account/is-active': () => ({ urlcode, status: 'x' }),
});

describe('RouteGuard over the domain decision table', () => {
  it.each([
    ['/login', { kind: 'allow' }],
    ['/agreement', { kind: 'allow' }],
    ['/dashboard', { kind: 'redirect', to: '/register' }],
    ['/order/list', { kind: 'redirect', to: '/register' }],
  ])('without a token %s gives %j', async (path, outcome) => {
    const { guard } = guardWith({});
    expect(await guard.run(path)).toEqual(outcome);
  });

  it('clears the session cookie on /register', async () => {
    const { guard, cookies } = guardWith({}, { sessionId: 'old' });
    expect(await guard.run('/register')).toEqual({ kind: 'allow' });
    expect(cookies.values.has('sessionId')).toBe(false);
  });

  it('fetches the session id once, then checks activation', async () => {
    const { guard, cookies, requests } = guardWith(
      {
        '/merchant/api-account/get-sessionid': () => ({ sessionId: 'S1' }),
        ...activation('200'),
      },
      { token: 'T' },
    );
    expect(await guard.run('/dashboard')).toEqual({ kind: 'allow' });
    expect(cookies.values.get('sessionId')).toBe('S1');
    expect(requests.map((r) => r.path)).toEqual([
      '/merchant/api-account/get-sessionid',
      '/merchant/api-account/is-active',
    ]);
  });

  it('a failed session-id fetch shows the message, clears the login and reloads after 2 s', async () => {
    const { guard, cookies, browser, toasts } = guardWith(
      {
        '/merchant/api-account/get-sessionid': () => new Error('down'),
        '/api/login/loginout': () => null,
      },
      { token: 'T', isLogged: '1' },
    );
    expect(await guard.run('/dashboard')).toEqual({ kind: 'halt' });
    expect(toasts.toasts.map((t) => t.text)).toContain(
      'SessionId fetch failed, please login again',
    );
    expect(cookies.values.has('token')).toBe(false);
    expect(cookies.values.has('isLogged')).toBe(false);
    expect(browser.delays.map((d) => d.ms)).toContain(2000);
    expect(browser.calls.reloads).toBe(0);
    browser.runDelays();
    expect(browser.calls.reloads).toBe(1);
  });

  it.each([
    ['400', '/dashboard', { kind: 'redirect', to: '/activation/activation' }],
    ['201', '/dashboard', { kind: 'redirect', to: '/activation/enterprise' }],
    ['202', '/dashboard', { kind: 'redirect', to: '/activation/tip' }],
    ['203', '/dashboard', { kind: 'redirect', to: '/activation/tip' }],
    ['204', '/dashboard', { kind: 'redirect', to: '/activation/tip' }],
    ['200', '/activation/tip', { kind: 'redirect', to: '/account/warehouse/activated' }],
    ['200', '/order/list', { kind: 'allow' }],
  ])('activation urlcode %s on %s gives %j', async (urlcode, path, outcome) => {
    const { guard } = guardWith(activation(urlcode), { token: 'T', sessionId: 'S' });
    expect(await guard.run(path)).toEqual(outcome);
  });

  it('an activation check answering 401 logs out and goes to login', async () => {
    const unauthenticated = new HttpRequestFailure('body', 'expired', {
      body: { code: '401', ask: false, msg: 'expired', alert: '' },
    });
    const { guard, cookies } = guardWith(
      {
        '/merchant/api-account/is-active': () => unauthenticated,
        '/api/login/loginout': () => null,
      },
      { token: 'T', sessionId: 'S', isLogged: '1' },
    );
    expect(await guard.run('/dashboard')).toEqual({ kind: 'redirect', to: '/login' });
    expect(cookies.values.has('token')).toBe(false);
    expect(cookies.values.has('sessionId')).toBe(false);
    expect(cookies.values.has('isLogged')).toBe(false);
  });

  it.each([
    ['a network failure', new HttpRequestFailure('network', 'timeout')],
    [
      'another code',
      new HttpRequestFailure('body', 'no', {
        body: { code: '500', ask: false, msg: '', alert: '' },
      }),
    ],
  ])('%s of the activation check goes to the 404 page', async (_case, failure) => {
    const { guard, cookies } = guardWith(
      { '/merchant/api-account/is-active': () => failure },
      { token: 'T', sessionId: 'S' },
    );
    expect(await guard.run('/dashboard')).toEqual({ kind: 'redirect', to: '/404' });
    expect(cookies.values.get('token')).toBe('T');
  });

  it('a sub-account on / loads user info and goes to the landing page', async () => {
    const setup = guardWith(
      { '/merchant/api-account/user-info': () => USER_INFO },
      { token: 'T', sessionId: 'S' },
    );
    const { guard } = setup;
    const session = setup.container.get<SessionStore>(TOKENS.SessionStore);
    session.loginType = 'sub';
    expect(await guard.run('/')).toEqual({
      kind: 'redirect',
      to: '/account/warehouse/activated',
    });
  });

  it.each([
    ['/activation/enterprise', '200', { kind: 'redirect', to: '/account/warehouse/activated' }],
    ['/activation/tip', '200', { kind: 'redirect', to: '/account/warehouse/activated' }],
    ['/activation/activation', '200', { kind: 'redirect', to: '/account/warehouse/activated' }],
    ['/order/list', '200', { kind: 'allow' }],
    ['/order/list', '201', { kind: 'redirect', to: '/activation/enterprise' }],
    ['/activation/tip', '202', { kind: 'allow' }],
  ])(
    'a sub-account on %s, its company answering urlcode %s, gets %j',
    async (path, urlcode, outcome) => {
      const setup = guardWith(
        { '/merchant/api-account/user-info': () => USER_INFO, ...activation(urlcode) },
        { token: 'T', sessionId: 'S' },
      );
      const session = setup.container.get<SessionStore>(TOKENS.SessionStore);
      session.loginType = 'sub';
      expect(await setup.guard.run(path)).toEqual(outcome);
      expect(setup.requests.map((r) => r.path)).toEqual([
        '/merchant/api-account/user-info',
        '/merchant/api-account/is-active',
      ]);
    },
  );

  it('a chunk-load error reloads once per browser session, then logs', () => {
    const { guard, browser } = guardWith({});
    const chunk = 'Failed to fetch dynamically imported module: /assets/x.js';
    expect(guard.onNavigationError('/dashboard', chunk)).toBe('reloaded');
    expect(browser.calls.reloads).toBe(1);
    expect(guard.onNavigationError('/dashboard', chunk)).toBe('logError');
    expect(guard.onNavigationError('/dashboard', 'x is undefined')).toBe('logError');
  });
});
