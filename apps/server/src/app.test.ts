import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-support/test-app';
import { startTestApp } from './test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateLimits: {
      login: { max: 3, windowMs: 60_000 },
      registrationAccount: { max: 2, windowMs: 60_000 },
      registration: { max: 2, windowMs: 60_000 },
      upload: { max: 2, windowMs: 60_000 },
    },
    bodyLimitBytes: 1024,
  });
});
afterAll(() => t.close());

describe('every response', () => {
  it('carries helmet security headers, also on errors', async () => {
    for (const reply of [await t.post('/api/register/getRegion'), await t.get('/nope')]) {
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
      expect(reply.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(reply.headers['strict-transport-security']).toBeDefined();
      expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('answers an unknown path with the 404 envelope in the caller language', async () => {
    const reply = await t.get('/merchant/api-nothing/here', {}, { language: 'zh' });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      code: '404',
      ask: false,
      msg: '接口路径不存在',
      alert: '',
      data: null,
    });
  });

  it('refuses an oversized form body with 413 before any route runs', async () => {
    const reply = await t.post('/api/register/getRegion', { filler: 'x'.repeat(2048) });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ code: '413', msg: 'The request is too large' });
  });

  it('refuses a malformed JSON body and an unknown media type with the envelope', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: '400', msg: 'The request could not be read' });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: '415' });
  });

  it('refuses a NUL character, which PostgreSQL text cannot store', async () => {
    const reply = await t.post('/api/register/autousername', { name: 'a\u0000b' });
    expect(reply.body).toMatchObject({ code: '400', msg: 'The field name is not valid' });
  });

  it('refuses a repeated field instead of guessing', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&username=b&password=x',
    });
    expect(reply.json()).toMatchObject({ code: '400', msg: 'The field username is not valid' });
  });
});

describe('rate limits kept in the database', () => {
  // the per-account login throttle has its own tests: modules/auth/login-throttle.test.ts
  it('answers the per-client limit with Retry-After too', async () => {
    // a different account each time, so only the client's own limit (3 a minute) is reached
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/login',
        remoteAddress: '10.6.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=nobody${i}&password=Wrong1234`,
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt(i)).json().code).toBe('401');
    const limited = await attempt(3);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().msg).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
  });

  it('limits registration attempts per user ID, whatever the client', async () => {
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register/register',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username: 'target1',
          name: 'T',
          email: 't@x.co',
          password: 'Secret123',
          password_confirmation: 'Secret123',
          agreement: '1',
          captcha_key: 'none',
          captcha: '1',
        }).toString(),
      });
    expect((await attempt('10.2.0.1')).json().code).toBe('400');
    expect((await attempt('10.2.0.2')).json().code).toBe('400');
    expect((await attempt('10.2.0.3')).json().code).toBe('429');
  });

  it('limits registration calls per client', async () => {
    const captcha = () =>
      t.app.inject({ method: 'POST', url: '/api/register/captcha', remoteAddress: '10.1.0.1' });
    expect((await captcha()).statusCode).toBe(200);
    expect((await captcha()).statusCode).toBe(200);
    const third = await captcha();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: '429', ask: false });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/register/captcha',
      remoteAddress: '10.1.0.2',
    });
    expect(elsewhere.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', 'like', '%10.1.0.1%')
      .executeTakeFirst();
    expect(row?.count).toBe(3);
  });
});

describe('failures inside a route', () => {
  it('answer the 500 envelope without a stack or internal text', async () => {
    const broken = await startTestApp();
    await broken.db.schema.dropTable('news_reads').execute();
    const { token } = await broken.login();
    const reply = await broken.get('/merchant/api-news/list', {}, { token, language: 'zh' });
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({
      code: '500',
      ask: false,
      msg: '服务器出错了，请稍后再试',
      alert: '',
      data: null,
    });
    await broken.close();
  });
});

describe('OpenAPI', () => {
  it('serves the document at /docs/json with every contract path', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = reply.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/login/login');
    expect(Object.keys(doc.paths)).toContain('/merchant/api-default/dashboard-Abnormal-Orders');
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request already running when the app closes', async () => {
    const server = await startTestApp();
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    // Fastify's own listener runs first, so once this fires the request is already routed.
    const arrived = new Promise((resolve) => server.app.server.once('request', resolve));
    const inFlight = fetch(`${address}/api/login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=demo&password=Demo1234',
    });
    await arrived;
    const closing = server.app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: string }).code).toBe('200');
    await closing;
    await server.close();
  });
});
