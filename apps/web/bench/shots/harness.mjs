// What every guide screenshot needs: the real server (fresh data) serving apps/web/dist, the API
// called as the demo merchant or the operator, and a logged-in page in each language. Each area
// of the guide writes its own module in ./areas, so areas never edit one shared script.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const GUIDE_DIR = join(here, '..', '..', '..', '..', 'docs', 'guide');
/** A port nobody listens on now, so two scripts (or two worktrees) never measure each other's server. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const PORT = Number(process.env.SHOT_PORT ?? (await freePort()));
const OPERATOR_KEY = 'shots-operator-key-0123456789';
export const BASE = `http://127.0.0.1:${PORT}`;

/** Starts the server on fresh data; the returned function stops it. */
export async function startServer() {
  const server = spawn('node', [join(here, '..', '..', 'e2e', 'start-server.mjs')], {
    env: { ...process.env, E2E_PORT: String(PORT), OPERATOR_KEY },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  // up to ten minutes: on a loaded machine the server's first start compiles for a while
  for (let i = 0; i < 1200; i += 1) {
    const up = await fetch(`${BASE}/login`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return stop;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the server did not start');
}

/** Calls the API and returns the envelope's data; anything but code 200 stops the script. */
export async function call(request, method, path, { token, form, params, operator } = {}) {
  const headers = operator ? { 'x-operator-key': OPERATOR_KEY } : token ? { token } : {};
  const response =
    method === 'GET'
      ? await request.get(`${BASE}${path}`, { headers, params })
      : await request.post(`${BASE}${path}`, { headers, form });
  const body = await response.json();
  if (body.code !== '200') throw new Error(`${path}: ${JSON.stringify(body.msg)}`);
  return body.data;
}

/** A browser context logged in as the demo merchant in `language`, with its token. */
export async function loggedIn(browser, language) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  const login = await context.request.post(`${BASE}/api/login/login`, {
    form: { username: 'demo', password: 'Demo1234' },
  });
  const { data } = await login.json();
  await context.addCookies([
    { name: 'token', value: data.token, url: BASE },
    { name: 'language', value: language, url: BASE },
  ]);
  return { context, token: data.token, page: await context.newPage() };
}

/** Writes docs/guide/<name>-<language>.png once the page has gone quiet. */
export async function shoot(page, name, language, { fullPage = false } = {}) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(GUIDE_DIR, `${name}-${language}.png`), fullPage });
}
