import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../db/seed';
import type { TestApp } from '../test-support/test-app';
import { startTestApp } from '../test-support/test-app';
import { SESSION_COOKIE } from './session-cookie';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 300_000);
afterAll(() => t.close());

/** Signs in as a browser does and answers the Set-Cookie of the session and the token. */
async function signIn() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...DEMO_LOGINS.main }).toString(),
  });
  const setCookie = [response.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return { cookie, token: response.json<{ data: { token: string } }>().data.token };
}
const cookieHeader = (cookie: string) => cookie.split(';')[0] ?? '';

describe('the session cookie (ADR 0062)', () => {
  it('is set at sign-in, HttpOnly, SameSite=Strict, for the whole site, holding the session', async () => {
    const { cookie, token } = await signIn();
    expect(cookieHeader(cookie)).toBe(`${SESSION_COOKIE}=${token}`);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).toMatch(/;\s*Expires=/i);
  });

  it('signs a browser in without a token in any script: session id, reads, and writes with the sessionId header', async () => {
    const { cookie } = await signIn();
    const headers = { cookie: cookieHeader(cookie) };
    const sessionId = await t.get<{ sessionId: string }>(
      '/merchant/api-account/get-sessionid',
      {},
      headers,
    );
    expect(sessionId.body.code).toBe('200');
    const id = sessionId.body.data.sessionId;
    const info = await t.get('/merchant/api-account/user-info', {}, headers);
    expect(info.body.code).toBe('200');
    const write = await t.post(
      '/merchant/api-account/is-active',
      {},
      { ...headers, sessionId: id },
    );
    expect(write.body.code).toBe('200');
  });

  it('never writes on the cookie alone (a form of another site cannot add the sessionId header)', async () => {
    const { cookie } = await signIn();
    const write = await t.post(
      '/merchant/api-account/is-active',
      {},
      { cookie: cookieHeader(cookie) },
    );
    expect(write.body.code).toBe('401');
  });

  it('ends at sign-out: the cookie is cleared and no longer signs in', async () => {
    const { cookie } = await signIn();
    const headers = { cookie: cookieHeader(cookie) };
    const id = (
      await t.get<{ sessionId: string }>('/merchant/api-account/get-sessionid', {}, headers)
    ).body.data.sessionId;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/login/loginout',
      headers: { ...headers, sessionId: id, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(out.json<{ code: string }>().code).toBe('200');
    const cleared = [out.headers['set-cookie'] ?? []]
      .flat()
      .find((l) => l.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await t.get('/merchant/api-account/user-info', {}, headers)).body.code).toBe('401');
  });

  it('leaves the token header as it was for other clients', async () => {
    const { token } = await signIn();
    expect((await t.get('/merchant/api-account/user-info', {}, { token })).body.code).toBe('200');
  });
});
