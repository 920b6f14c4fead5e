import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Outcome } from '../envelope';

/**
 * The HttpOnly cookie that carries a browser's session (ADR 0062): scripts cannot read it, so a
 * script injected into the page cannot carry the session away; the `token` header stays for the
 * open API, the command-line tools and other clients.
 */
export const SESSION_COOKIE = 'portal_session';

/**
 * The cookie's attributes: HttpOnly, SameSite=Strict (a page of another site never sends it),
 * Secure when the request came over TLS (behind a proxy that says so), the whole site, and gone
 * when the session ends.
 */
const attributes = (request: FastifyRequest, expires: Date) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
  path: '/',
  expires,
});

/** A login's outcome, with the session cookie set when it opened a session. */
export function withSessionCookie<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Outcome<T>,
): Outcome<T> {
  if (!outcome.ok) return outcome;
  const data = outcome.value.data as { token?: unknown; expires_at?: unknown };
  if (typeof data.token === 'string' && typeof data.expires_at === 'string')
    void reply.setCookie(
      SESSION_COOKIE,
      data.token,
      attributes(request, new Date(data.expires_at)),
    );
  return outcome;
}

/** Ends the cookie on logout, whatever the outcome (an ended session's cookie is useless). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { ...attributes(request, new Date(0)) });
}

/**
 * The session token of the cookie, when the request may use it: a read (GET or HEAD, which
 * changes nothing, as an <img> loads a picture) or a request carrying the `sessionId` header,
 * which a form or a link of another site cannot add (so the cookie alone never writes: no
 * cross-site request forgery even where SameSite is not honoured). '' otherwise.
 */
export function cookieToken(request: FastifyRequest): string {
  const value = request.cookies[SESSION_COOKIE];
  if (typeof value !== 'string' || value === '') return '';
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const header = request.headers['sessionid'];
  return reads || (typeof header === 'string' && header.trim() !== '') ? value : '';
}
