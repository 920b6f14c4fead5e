import type { CookieName } from '../shell/constants';
import { PARENT_DOMAIN_COOKIES } from '../shell/constants';

/**
 * The parent domain of a site, for the cookies sibling sub-sites share (platform-shell.md
 * section 9): the hostname without its first label, with a leading dot, so
 * `portal.example.com` → `.example.com` and `a.portal.example.co.uk` → `.portal.example.co.uk`.
 * Dropping one label (rather than keeping the last two) stays right under two-part suffixes such
 * as co.uk. A two-label host (`example.com`) is already the parent and stays itself. Hosts a
 * browser refuses a Domain attribute for get undefined (a host-only cookie): an empty name,
 * a single label such as localhost, *.localhost, IPv4 and IPv6 addresses.
 */
export function parentCookieDomain(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  // An IPv6 literal, bracketed or not, has a colon and may end in an embedded IPv4 address.
  if (host.includes(':')) return undefined;
  const labels = host.split('.');
  const last = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || labels.includes('') || last === 'localhost' || /^\d+$/.test(last))
    return undefined;
  return labels.length === 2 ? host : `.${labels.slice(1).join('.')}`;
}

/** The Domain attribute a cookie is written with: the parent domain for sessionId and token only. */
export function cookieDomainFor(name: CookieName, hostname: string): string | undefined {
  return PARENT_DOMAIN_COOKIES.includes(name) ? parentCookieDomain(hostname) : undefined;
}
