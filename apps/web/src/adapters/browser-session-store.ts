import type { CookieStore, SessionKey, SessionStore, SessionValues } from '@portal/domain';
import { COOKIE_NAMES } from '@portal/domain';
import type { BrowserEnvironment } from './browser-environment';

/** localStorage keys of the session parts that are not cookies ("stored credentials"). */
export const STORED_SESSION_KEYS = {
  userInfo: 'portal.userInfo',
  permissions: 'portal.permissions',
  loginType: 'portal.loginType',
} as const;

type CookieKey = 'token' | 'sessionId';
type StoredKey = Exclude<SessionKey, CookieKey>;
const isCookieKey = (key: SessionKey): key is CookieKey => key === 'token' || key === 'sessionId';

const readJson = (text: string | null): unknown => {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The session between page loads: token and sessionId in their cookies (on the parent domain, as
 * the cookie store decides), the user's details, permissions and login type in localStorage.
 */
export class BrowserSessionStore implements SessionStore {
  constructor(
    private readonly cookies: CookieStore,
    private readonly browser: BrowserEnvironment,
  ) {}

  get<K extends SessionKey>(key: K): SessionValues[K] | undefined {
    const name: SessionKey = key;
    if (isCookieKey(name)) {
      const value = this.cookies.get(COOKIE_NAMES[name]);
      return (value === '' ? undefined : value) as SessionValues[K] | undefined;
    }
    const stored = readJson(this.browser.localStorage.getItem(STORED_SESSION_KEYS[name]));
    return stored as SessionValues[K] | undefined;
  }

  set<K extends SessionKey>(key: K, value: SessionValues[K]): void {
    const name: SessionKey = key;
    if (isCookieKey(name)) this.cookies.set(COOKIE_NAMES[name], value as SessionValues[CookieKey]);
    else this.browser.localStorage.setItem(STORED_SESSION_KEYS[name], JSON.stringify(value));
  }

  clear(key: SessionKey): void {
    if (isCookieKey(key)) this.cookies.remove(COOKIE_NAMES[key]);
    else this.browser.localStorage.removeItem(STORED_SESSION_KEYS[key satisfies StoredKey]);
  }
}
