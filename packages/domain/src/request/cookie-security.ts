import type { CookieOptions } from '../ports/cookie-store';
import type { CookieName } from '../shell/constants';
import { PARENT_DOMAIN_COOKIES } from '../shell/constants';

export type CookieSecurity = Pick<CookieOptions, 'secure' | 'sameSite'>;

/**
 * The attributes that keep the login cookies (sessionId and token) to this site: SameSite=Strict,
 * so no other site's page sends them along, and Secure whenever the page itself came over https,
 * so they never travel in clear. Plain http (the embedded default on localhost) cannot set Secure
 * cookies, so there it is left off. Other cookies (sidebar state, language) carry no identity.
 */
export function cookieSecurityFor(name: CookieName, pageProtocol: string): CookieSecurity {
  if (!PARENT_DOMAIN_COOKIES.includes(name)) return {};
  return pageProtocol === 'https:' ? { secure: true, sameSite: 'strict' } : { sameSite: 'strict' };
}
