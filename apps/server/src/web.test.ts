import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-support/test-app';
import { startTestApp } from './test-support/test-app';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
// what the web build writes: hashed files under assets/, each with its .br and .gz beside it
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(200))})`;
const INDEX = '<!doctype html><title>portal</title>';
const IMMUTABLE = 'public, max-age=31536000, immutable';
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  mkdirSync(join(webDist, 'provider'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'provider', 'recharge.html'), '<p>recharge</p>');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  const script = join(webDist, 'assets', 'index-Bx1cD2e3.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(join(webDist, 'assets', 'icons-Aa1bB2cC.woff2'), Buffer.from([0x77, 0x4f, 0x46]));
  t = await startTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const fetchAsset = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app on the same port', () => {
  it('serves its files and its index.html for any page path', async () => {
    const asset = await fetchAsset('/assets/index-Bx1cD2e3.js');
    expect(asset.statusCode).toBe(200);
    for (const url of ['/', '/account/warehouse/activated', '/order/list']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>portal</title>');
    }
  });

  it('answers /robots.txt with the built robots file, not the app page', async () => {
    const reply = await fetchAsset('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    expect(reply.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])(
    'answers Accept-Encoding %s with the %s file written at build time, cached for a year',
    async (acceptEncoding, encoding, decode) => {
      const reply = await fetchAsset('/assets/index-Bx1cD2e3.js', acceptEncoding);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers['content-type']).toContain('javascript');
      expect(reply.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(reply.headers['vary'])).toMatch(/accept-encoding/i);
      expect(Number(reply.headers['content-length'])).toBeLessThan(SCRIPT.length / 4);
      expect(decode(reply.rawPayload).toString('utf8')).toBe(SCRIPT);
    },
  );

  it('answers a client that takes no encoding with the plain file, still immutable', async () => {
    const reply = await fetchAsset('/assets/index-Bx1cD2e3.js');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(SCRIPT);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(reply.headers['vary'])).toMatch(/accept-encoding/i);
  });

  it('serves an already compressed font as it is, immutable', async () => {
    const reply = await fetchAsset('/assets/icons-Aa1bB2cC.woff2', 'gzip, br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/index.html', '/dashboard', '/provider/recharge.html'])(
    'makes the browser revalidate %s (its name does not change with the build)',
    async (url) => {
      const reply = await fetchAsset(url, 'gzip, br');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['etag'] ?? reply.headers['last-modified']).toBeDefined();
    },
  );

  it('still answers unknown API paths with the 404 envelope', async () => {
    const reply = await t.get('/merchant/api-nothing/here');
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('404');
  });
});
