// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://portal.example.com/account/warehouse/activated" }
import type { CookieName } from '@portal/domain';
import { COOKIE_NAMES } from '@portal/domain';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JsCookies } from './js-cookie-store';
import { JsCookieStore } from './js-cookie-store';

type Call = [
  method: 'set' | 'remove',
  name: string,
  attributes: Record<string, unknown> | undefined,
];

/** The real js-cookie, with every set and remove recorded as it is passed through. */
function recordingCookies(calls: Call[]): JsCookies {
  return {
    get: Cookies.get.bind(Cookies) as JsCookies['get'],
    set: (name, value, attributes) => {
      calls.push(['set', name, attributes]);
      return Cookies.set(name, value, attributes);
    },
    remove: (name, attributes) => {
      calls.push(['remove', name, attributes]);
      Cookies.remove(name, attributes);
    },
  };
}

/** The raw strings written to document.cookie, attributes included, as the browser receives them. */
function recordCookieWrites(): { writes: string[]; restore: () => void } {
  const writes: string[] = [];
  let owner: object | null = Object.getPrototypeOf(document) as object | null;
  while (owner && !Object.hasOwn(owner, 'cookie'))
    owner = Object.getPrototypeOf(owner) as object | null;
  const descriptor = owner ? Object.getOwnPropertyDescriptor(owner, 'cookie') : undefined;
  if (!descriptor?.get || !descriptor.set) throw new Error('document.cookie is not an accessor');
  const readCookie = descriptor.get.bind(document) as () => string;
  const writeCookie = descriptor.set.bind(document) as (value: string) => void;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: readCookie,
    set: (value: string) => {
      writes.push(value);
      writeCookie(value);
    },
  });
  return { writes, restore: () => delete (document as { cookie?: string }).cookie };
}

const ALL_NAMES = Object.values(COOKIE_NAMES);
let calls: Call[];
let store: JsCookieStore;
let recorder: ReturnType<typeof recordCookieWrites>;

beforeEach(() => {
  calls = [];
  store = new JsCookieStore(recordingCookies(calls), () => location.hostname);
  recorder = recordCookieWrites();
});

afterEach(() => {
  for (const name of ALL_NAMES) {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name, { path: '/', domain: '.example.com' });
  }
  recorder.restore();
});

describe('JsCookieStore', () => {
  it('runs on the site the test pretends to be', () => {
    expect(location.hostname).toBe('portal.example.com');
  });

  it.each(ALL_NAMES)('sets, reads and removes %s', (name) => {
    expect(store.get(name)).toBeUndefined();
    store.set(name, 'v 1;中');
    expect(store.get(name)).toBe('v 1;中');
    store.remove(name);
    expect(store.get(name)).toBeUndefined();
  });

  it.each<[CookieName, string | undefined]>([
    [COOKIE_NAMES.sessionId, '.example.com'],
    [COOKIE_NAMES.token, '.example.com'],
    [COOKIE_NAMES.sidebarStatus, undefined],
    [COOKIE_NAMES.language, undefined],
    [COOKIE_NAMES.closeScroll, undefined],
    [COOKIE_NAMES.isLogged, undefined],
  ])('writes %s with domain %j and path /', (name, domain) => {
    store.set(name, '1');
    // the login cookies are Strict and, on this https page, Secure
    const login = { secure: true, sameSite: 'strict' };
    expect(calls).toEqual([
      ['set', name, domain ? { path: '/', domain, ...login } : { path: '/' }],
    ]);
    const written = recorder.writes.at(-1) ?? '';
    expect(written).toMatch(new RegExp(`^${name}=1; path=/`));
    if (domain) {
      expect(written).toContain(`; domain=${domain}`);
      expect(written).toContain('; secure');
      expect(written).toContain('; sameSite=strict');
    } else expect(written).not.toMatch(/domain=|secure|sameSite/);
  });

  it('leaves Secure off the login cookies on a plain http page, which could not set them', () => {
    const plain = new JsCookieStore(
      recordingCookies(calls),
      () => 'portal.example.com',
      () => 'http:',
    );
    plain.set(COOKIE_NAMES.token, 't');
    expect(calls).toEqual([
      ['set', 'token', { path: '/', domain: '.example.com', sameSite: 'strict' }],
    ]);
  });

  it('passes expiry, secure and sameSite through to the written cookie', () => {
    store.set(COOKIE_NAMES.sidebarStatus, '0', {
      expiresDays: 7,
      secure: true,
      sameSite: 'lax',
      path: '/x',
    });
    expect(calls).toEqual([
      ['set', 'sidebarStatus', { path: '/x', expires: 7, secure: true, sameSite: 'lax' }],
    ]);
    const written = recorder.writes.at(-1) ?? '';
    expect(written).toMatch(/; path=\/x/);
    expect(written).toMatch(/; expires=[^;]+ GMT/);
    expect(written).toContain('; secure');
    expect(written).toContain('; sameSite=lax');
  });

  it('removes a parent-domain cookie on the parent domain and host-only', () => {
    store.set(COOKIE_NAMES.token, 't-1');
    calls.length = 0;
    store.remove(COOKIE_NAMES.token);
    const login = { secure: true, sameSite: 'strict' };
    expect(calls).toEqual([
      ['remove', 'token', { path: '/', domain: '.example.com', ...login }],
      ['remove', 'token', { path: '/', domain: undefined, ...login }],
    ]);
    expect(store.get(COOKIE_NAMES.token)).toBeUndefined();
  });

  it('clears a host-only token left by an older version', () => {
    Cookies.set('token', 'old', { path: '/' });
    store.remove(COOKIE_NAMES.token);
    expect(document.cookie).not.toContain('token=');
  });

  it('removes the other cookies host-only, once', () => {
    store.remove(COOKIE_NAMES.isLogged);
    expect(calls).toEqual([['remove', 'isLogged', { path: '/' }]]);
  });

  it('keeps sessionId and token host-only on localhost, where a Domain is refused', () => {
    const local = new JsCookieStore(
      recordingCookies(calls),
      () => 'localhost',
      () => 'http:',
    );
    local.set(COOKIE_NAMES.sessionId, 's-1');
    local.remove(COOKIE_NAMES.token);
    expect(calls).toEqual([
      ['set', 'sessionId', { path: '/', sameSite: 'strict' }],
      ['remove', 'token', { path: '/', sameSite: 'strict' }],
    ]);
  });

  it('works over the default js-cookie instance and the page location', () => {
    const plain = new JsCookieStore();
    plain.set(COOKIE_NAMES.token, 't-9');
    expect(recorder.writes.at(-1)).toContain('; domain=.example.com');
    expect(plain.get(COOKIE_NAMES.token)).toBe('t-9');
    plain.remove(COOKIE_NAMES.token);
    expect(plain.get(COOKIE_NAMES.token)).toBeUndefined();
  });
});
