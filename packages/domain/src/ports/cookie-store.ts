import type { CookieName } from '../shell/constants';

export interface CookieOptions {
  /** Days until the cookie expires; absent makes a session cookie. */
  readonly expiresDays?: number | undefined;
  /** Defaults to '/'. */
  readonly path?: string | undefined;
  readonly secure?: boolean | undefined;
  readonly sameSite?: 'strict' | 'lax' | 'none' | undefined;
}

/**
 * The browser cookies of the shell (platform-shell.md section 9): sidebarStatus, language,
 * closeScroll, isLogged, sessionId and token. The Domain attribute is not an option: the adapter
 * writes (and removes) sessionId and token on the site's parent domain (cookieDomainFor) and the
 * others on the current host, so no caller can get it wrong.
 */
export interface CookieStore {
  /** The cookie's value, or undefined when it is not set. */
  get(name: CookieName): string | undefined;
  set(name: CookieName, value: string, options?: CookieOptions): void;
  /** Removes the cookie; `options.path` must match the one it was written with. */
  remove(name: CookieName, options?: CookieOptions): void;
}
