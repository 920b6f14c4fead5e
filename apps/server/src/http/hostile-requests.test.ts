import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../test-support/multipart';
import type { TestApp } from '../test-support/test-app';
import { startTestApp } from '../test-support/test-app';

// Requests a browser never sends but a probe does: each gets the envelope with a 4xx status (never a
// 500 or a bare status line), and a client that sends too slowly is cut off.
let t: TestApp;
let base: URL;
beforeAll(async () => {
  t = await startTestApp({ requestTimeoutMs: 1500 });
  base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => t.close());

const UPLOADS = ['/api/customer/uploadPicture', '/merchant/api-product/upload'];
const boundary = '----probe';
const part = (body: string | Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.from(body),
  ]);

describe('malformed multipart bodies', () => {
  it.each(
    UPLOADS.flatMap(
      (url) =>
        [
          [url, 'no boundary', 'multipart/form-data', part(TINY_PNG)],
          [
            url,
            'a body cut before its closing boundary',
            `multipart/form-data; boundary=${boundary}`,
            part(TINY_PNG),
          ],
          [
            url,
            'a body of garbage',
            `multipart/form-data; boundary=${boundary}`,
            Buffer.from('garbage\r\n\r\n'),
          ],
        ] as const,
    ),
  )('%s: %s answers 400 with the envelope', async (url, _case, contentType, payload) => {
    const { token } = await t.login();
    const reply = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, token },
      payload,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: '400', ask: false });
  });
});

describe('a multipart body without any file', () => {
  it.each(UPLOADS)('%s asks for a file', async (url) => {
    const { token } = await t.login();
    const reply = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
      payload: Buffer.from(`--${boundary}--\r\n`),
    });
    expect(reply.json()).toMatchObject({ code: '400', msg: 'Please choose a file to upload' });
  });
});

/** Sends raw bytes and resolves with what came back before the server closed the socket. */
function rawExchange(request: string, trickle?: { readonly every: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(base.port), base.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    socket.setTimeout(20_000, () => {
      socket.destroy();
      reject(new Error('the server kept the socket open'));
    });
    if (!trickle) socket.end(request);
    else socket.write(request);
    const timer = trickle
      ? setInterval(() => {
          if (!socket.destroyed) socket.write('a');
        }, trickle.every)
      : undefined;
  });
}

describe('requests past the limits of the HTTP layer', () => {
  it('answers a URL over 16 kB with 431 and the envelope, not a bare status line', async () => {
    const answer = await rawExchange(
      `GET /api/register/getRegion?x=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('content-type: application/json');
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ code: '431', ask: false, data: null });
    expect(typeof body['msg']).toBe('string');
  });

  it('cuts off a body that trickles in a byte at a time', async () => {
    const answer = await rawExchange(
      'POST /api/login/login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
      { every: 200 },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
