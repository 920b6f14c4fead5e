import type { CookieName, CookieOptions, CookieStore } from '@portal/domain';
import { cookieDomainFor, cookieSecurityFor } from '@portal/domain';
import Cookies from 'js-cookie';

type CookieAttributes = Cookies.CookieAttributes;

/** The part of js-cookie the store uses; tests inject an instance to see the attributes. */
export type JsCookies = Pick<Cookies.CookiesStatic, 'get' | 'set' | 'remove'>;

const pageHostname = (): string => (typeof location === 'undefined' ? '' : location.hostname);
const pageProtocol = (): string => (typeof location === 'undefined' ? '' : location.protocol);

/**
 * The shell's cookies over js-cookie. sessionId and token go on the site's parent domain
 * (cookieDomainFor), so sibling sub-sites of the provider share the login; the others stay on
 * the current host. Those two also get the domain's cookieSecurityFor attributes (SameSite=Strict,
 * Secure over https) unless a caller asks otherwise.
 */
export class JsCookieStore implements CookieStore {
  constructor(
    private readonly cookies: JsCookies = Cookies,
    private readonly hostname: () => string = pageHostname,
    private readonly protocol: () => string = pageProtocol,
  ) {}

  get(name: CookieName): string | undefined {
    return this.cookies.get(name);
  }

  set(name: CookieName, value: string, options?: CookieOptions): void {
    this.cookies.set(name, value, this.attributes(name, options));
  }

  /**
   * A parent-domain cookie is also removed host-only, so a copy written before it moved to the
   * parent domain cannot keep a logged-out user half logged in.
   */
  remove(name: CookieName, options?: CookieOptions): void {
    const attributes = this.attributes(name, options);
    this.cookies.remove(name, attributes);
    if (attributes.domain !== undefined)
      this.cookies.remove(name, { ...attributes, domain: undefined });
  }

  private attributes(name: CookieName, options: CookieOptions = {}): CookieAttributes {
    const attributes: CookieAttributes = { path: options.path ?? '/' };
    const domain = cookieDomainFor(name, this.hostname());
    if (domain !== undefined) attributes.domain = domain;
    if (options.expiresDays !== undefined) attributes.expires = options.expiresDays;
    const security = cookieSecurityFor(name, this.protocol());
    const secure = options.secure ?? security.secure;
    const sameSite = options.sameSite ?? security.sameSite;
    if (secure !== undefined) attributes.secure = secure;
    if (sameSite !== undefined) attributes.sameSite = sameSite;
    return attributes;
  }
}
