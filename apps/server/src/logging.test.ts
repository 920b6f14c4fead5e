import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { TestApp } from './test-support/test-app';
import { startTestApp } from './test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('structured logs', () => {
  it('are pino JSON lines that never contain a token from the query string', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString()
            .split('\n')
            .filter((l) => l !== ''),
        );
        done();
      },
    });
    const app = await buildApp({ config: t.config, db: t.db, now: t.clock.now, logStream: stream });
    const { token } = await t.login();
    await app.inject({ method: 'GET', url: `/merchant/api-account/get-sessionid?token=${token}` });
    await app.close();
    const records = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const incoming = records.find((r) => r.msg === 'incoming request');
    expect(incoming?.req?.url).toBe('/merchant/api-account/get-sessionid?token=[redacted]');
    expect(lines.join('\n')).not.toContain(token);
  });
});

describe('the language cookie', () => {
  it('is used when no language header is sent', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'language=zh' },
      payload: 'username=demo&password=wrong',
    });
    expect(reply.json().msg).toBe('用户ID或密码错误');
  });
});
