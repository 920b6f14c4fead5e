import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-support/test-app';
import { startTestApp } from './test-support/test-app';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the built web app on the same port', () => {
  it('serves its files and its index.html for any page path', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    for (const url of ['/', '/account/warehouse/activated', '/order/list']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>portal</title>');
    }
  });

  it('still answers unknown API paths with the 404 envelope', async () => {
    const reply = await t.get('/merchant/api-nothing/here');
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('404');
  });
});
