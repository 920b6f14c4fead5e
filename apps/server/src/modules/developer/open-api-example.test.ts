import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTestCertificate } from '../../test-support/open-api';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

// The integrator's example (docs/guide/open-api-example.mjs) run as an integrator runs it: a
// separate node process signing with its own code against a listening server.
const script = fileURLToPath(new URL('../../../../../docs/guide/open-api-example.mjs', import.meta.url));
const run = promisify(execFile);

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  // the script signs with the real time: the server's clock is brought to it
  t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);
afterAll(() => t?.close());

describe('docs/guide/open-api-example.mjs', () => {
  it('signs and calls the open API with a certificate', async () => {
    const certificate = await requestTestCertificate(t, await t.login(), 'orders:read');
    const { stdout } = await run(process.execPath, [script, 'GET', '/open-api/v1/orders/list?page=1&page_size=5'], {
      env: { PATH: process.env['PATH'], PORTAL_URL: base, PORTAL_TOKEN: certificate.token, PORTAL_KEY: certificate.key },
    });
    const envelope = JSON.parse(stdout) as { code: string; data: { page_size: number } };
    expect(envelope.code).toBe('200');
    expect(envelope.data.page_size).toBe(5);
  });

  it('exits 1 with the refusal when the key is wrong', async () => {
    const certificate = await requestTestCertificate(t, await t.login(), 'orders:read');
    const failed = await run(process.execPath, [script], {
      env: { PATH: process.env['PATH'], PORTAL_URL: base, PORTAL_TOKEN: certificate.token, PORTAL_KEY: 'not-the-key' },
    }).catch((error: { code: number; stdout: string }) => error);
    expect('code' in failed ? failed.code : 0).toBe(1);
    expect((JSON.parse(failed.stdout) as { code: string }).code).toBe('401');
  });
});
