import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PNG } from '../../test-support/multipart';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

// Over a real socket a picture arrives in many chunks, and the multipart reader may mark the file
// cut short after its last chunk: the size must still be refused, never stored as its first 2 MB.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function uploadOverHttp(token: string, file: Buffer) {
  const body = multipartBody(file, 'picture.png', 'image/png');
  const response = await fetch(`${base}/api/customer/uploadPicture`, {
    method: 'POST',
    headers: { ...body.headers, token },
    body: body.payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Sends the body in small pieces with pauses between them, as a slow line delivers it. */
async function uploadInPieces(token: string, file: Buffer, pieceBytes: number) {
  const body = multipartBody(file, 'picture.png', 'image/png');
  // The first piece ends where the file's bytes begin, so later pieces meet the limit exactly.
  const fileStart = body.payload.indexOf(file.subarray(0, 16));
  const url = new URL(`${base}/api/customer/uploadPicture`);
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...body.headers, token } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        }),
      );
    });
    req.on('error', reject);
    let offset = 0;
    const next = () => {
      if (offset >= body.payload.length) return req.end();
      const end = offset === 0 ? fileStart : offset + pieceBytes;
      const piece = body.payload.subarray(offset, end);
      offset = end;
      req.write(piece, () => setTimeout(next, 1));
    };
    next();
  });
}

describe('pictures over the size limit, sent over HTTP', () => {
  it.each([2.2, 5, 20])('refuses a %s MB picture and stores nothing', async (megabytes) => {
    const { token } = await t.login();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(Math.round(megabytes * 1024 * 1024))]);
    const reply = await uploadOverHttp(token, big);
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ code: '413', msg: 'The request is too large' });
    const stored = await t.db.selectFrom('uploads').select('size').execute();
    expect(stored.filter((row) => row.size >= 2 * 1024 * 1024)).toEqual([]);
  });

  it.each([1000, 16_384, 65_536, 300_000])(
    'refuses a 2.2 MB picture sent in pieces of %s bytes',
    async (pieceBytes) => {
      const { token } = await t.login();
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(2.2 * 1024 * 1024)]);
      const reply = await uploadInPieces(token, big, pieceBytes);
      expect(reply.body).toMatchObject({ code: '413' });
    },
  );

  it('still takes a picture just under the limit', async () => {
    const { token } = await t.login();
    const fits = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024 - TINY_PNG.length - 1)]);
    const reply = await uploadOverHttp(token, fits);
    expect(reply.body).toMatchObject({ code: '200' });
  });
});
