import { connect } from 'node:net';
import { ALL_ROUTES } from '@portal/contract';
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

/** Every multipart endpoint of the contract, so a new upload is probed without an edit here. */
const MULTIPART_ENDPOINTS = ALL_ROUTES.filter((r) => r.input === 'multipart').map((r) => r.path);

const headOf = (disposition: string, type = 'text/csv') =>
  `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`;
const closed = (...parts: string[]) =>
  Buffer.from(`${parts.map((p) => `${p}order_no\r\n`).join('')}--${boundary}--\r\n`);
const textPart = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** Malformed parts a probe sends where a browser sends a named file. */
const MALFORMED_PARTS: readonly (readonly [string, Buffer])[] = [
  // a part typed as bytes is a file to the multipart reader even without a filename
  [
    'a file part without a filename',
    closed(headOf('form-data; name="file"', 'application/octet-stream')),
  ],
  ['a text part where the file belongs', closed(headOf('form-data; name="file"'))],
  ['a file part with an empty filename', closed(headOf('form-data; name="file"; filename=""'))],
  ['a file part of a blank filename', closed(headOf('form-data; name="file"; filename="  "'))],
  ['a part without a name', closed(headOf('form-data; filename="a.csv"'))],
  ['a part without a disposition', closed(`--${boundary}\r\nContent-Type: text/csv\r\n\r\n`)],
  [
    'two file parts',
    closed(
      headOf('form-data; name="file"; filename="a.csv"'),
      headOf('form-data; name="file"; filename="b.csv"'),
    ),
  ],
  [
    'a text field over its size limit before the file',
    closed(
      textPart('save_as', 'x'.repeat(5_000)),
      headOf('form-data; name="file"; filename="a.csv"'),
    ),
  ],
  [
    'more text fields than allowed before the file',
    closed(
      ...Array.from({ length: 8 }, (_, i) => textPart(`f${i}`, 'x')),
      headOf('form-data; name="file"; filename="a.csv"'),
    ),
  ],
];

describe('malformed file parts on every upload endpoint', () => {
  it('finds the upload endpoints in the contract', () => {
    expect(MULTIPART_ENDPOINTS.length).toBeGreaterThanOrEqual(3);
  });

  it.each(
    MULTIPART_ENDPOINTS.flatMap((url) =>
      MALFORMED_PARTS.map(([name, body]) => [url, name, body] as const),
    ),
  )('%s: %s answers a 4xx envelope with a message', async (url, _case, payload) => {
    const { token } = await t.login();
    const reply = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        token,
        language: 'zh',
      },
      payload,
    });
    expect(reply.statusCode).toBeLessThan(500);
    const body = reply.json<{ code: string; msg: string }>();
    expect(body.code).toMatch(/^4\d\d$/);
    expect(body.msg).not.toBe('');
  });

  it.each(MULTIPART_ENDPOINTS)('%s names the missing filename in both languages', async (url) => {
    const { token } = await t.login();
    const send = (language: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token, language },
        payload: closed(headOf('form-data; name="file"', 'application/octet-stream')),
      });
    expect((await send('en')).json()).toMatchObject({
      code: '400',
      msg: 'The file has no name: choose the file again',
    });
    expect((await send('zh')).json()).toMatchObject({
      code: '400',
      msg: '文件没有文件名，请重新选择文件',
    });
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
