// An upload must not hold the server: another merchant is answered while a legal 2,000-row file is
// imported, and one merchant's uploads are limited per minute. Orders of completion are checked,
// never durations (the machines are noisy).
import { PRODUCT_UPLOAD_ROWS_MAX } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { multipartBody } from '../../test-support/multipart';
import { validProduct } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { UPLOAD_COLUMNS } from './upload-columns';

let t: TestApp;
let demo: { token: string };
let other: { token: string };
beforeAll(async () => {
  // the limits as configured by default, the upload's among them
  t = await startTestApp({ rateLimits: loadConfig({}).rateLimits });
  demo = await t.login();
  other = await t.registerMerchant('fairother');
}, 60_000);
afterAll(() => t.close());

const csvOf = (skus: readonly string[]) => {
  const header = UPLOAD_COLUMNS.map((c) => c.en);
  const rows = skus.map((sku) => {
    const form = validProduct(sku);
    return UPLOAD_COLUMNS.map((c) => String(form[c.field] ?? ''));
  });
  const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return Buffer.from(`${[header, ...rows].map((r) => r.map(quoted).join(',')).join('\r\n')}\r\n`);
};

const upload = (file: Buffer, headers: Record<string, string>) => {
  const body = multipartBody(file, 'products.csv', 'text/csv');
  return t.app.inject({
    method: 'POST',
    url: '/merchant/api-product/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

describe('an upload of the largest legal file, over real HTTP', () => {
  // Over a socket, not inject: a request reaches the server only when the event loop turns to IO,
  // which a handler awaiting in-process PGlite queries alone would never let it do.
  it("lets another merchant's calls through before it is done", async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const skus = Array.from({ length: PRODUCT_UPLOAD_ROWS_MAX }, (_, i) => `FAIR-${i}`);
    const body = multipartBody(csvOf(skus), 'products.csv', 'text/csv');
    const finished: string[] = [];
    const importing = fetch(`${base}/merchant/api-product/upload`, {
      method: 'POST',
      headers: { ...body.headers, ...demo },
      body: body.payload,
    }).then(async (response) => {
      finished.push('upload');
      return response.json();
    });
    // three calls one after another, each a session lookup and a query or two
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${base}/merchant/api-product/list?page=1&page_size=10`, {
        headers: other,
      });
      expect(await response.json()).toMatchObject({ code: '200' });
      finished.push(`call ${i}`);
    }
    expect(await importing).toMatchObject({
      code: '200',
      data: { total: PRODUCT_UPLOAD_ROWS_MAX, created: PRODUCT_UPLOAD_ROWS_MAX },
    });
    expect(finished).toEqual(['call 0', 'call 1', 'call 2', 'upload']);
  }, 120_000);
});

describe('uploads per merchant', () => {
  it('answers 429 with the envelope, the translated message and Retry-After past the limit, for that merchant only', async () => {
    const { max } = t.config.rateLimits.upload;
    // the window may already hold the upload above
    let response = await upload(csvOf(['LIMIT-0']), other);
    for (let i = 1; i <= max && response.statusCode !== 429; i += 1)
      response = await upload(csvOf([`LIMIT-${i}`]), { ...other, language: 'zh' });
    expect(response.statusCode).toBe(429);
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(response.json()).toEqual({
      code: '429',
      ask: false,
      msg: `尝试次数过多，请 ${seconds} 秒后再试`,
      alert: '',
      data: null,
    });
    // the window is the merchant's: the other one still uploads
    expect((await upload(csvOf(['OTHER-1']), demo)).json()).toMatchObject({ code: '200' });
    // and it ends: a minute later the merchant uploads again
    t.clock.advance(60_000);
    expect((await upload(csvOf(['LIMIT-AFTER']), other)).json()).toMatchObject({ code: '200' });
  }, 120_000);
});
