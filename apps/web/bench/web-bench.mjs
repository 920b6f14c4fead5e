// The web app's benchmark: gzipped bytes of the JS and CSS a page loads (login, dashboard) and
// the time until the page can be used, in Debian's Chromium against the real server serving
// apps/web/dist. Writes bench/results/web.json at the repository root. Measures, never asserts
// (the budget is compared and reported, the exit code says whether it was kept).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 18095);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOGIN_BUDGET_BYTES = 250_000;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// a server left on the port would be measured instead of this build
const portTaken = await fetch(`${BASE}/login`).then(
  () => true,
  () => false,
);
if (portTaken) {
  process.stderr.write(`port ${PORT} is already answering; stop that server or set BENCH_PORT\n`);
  process.exit(1);
}

const server = spawn('node', [join(here, '..', 'e2e', 'start-server.mjs')], {
  env: { ...process.env, E2E_PORT: String(PORT), OPERATOR_KEY: 'bench-operator-key-0123456789' },
  stdio: ['ignore', 'ignore', 'ignore'],
  // its own process group: stopping the group stops pnpm, tsx and the server with it
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/login`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Loads `path` in a fresh page and sums the gzipped JS and CSS it fetched. */
async function measure(context, path, ready) {
  const page = await context.newPage();
  const assets = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      assets.set(response.url(), {
        type,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    } catch {
      // a redirect has no body
    }
  });
  await page.goto(`${BASE}${path}`);
  await ready(page);
  const interactiveMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await page.close();
  const sum = (type, key) =>
    [...assets.values()].filter((a) => a.type === type).reduce((total, a) => total + a[key], 0);
  return {
    interactiveMs,
    jsGzip: sum('script', 'gzip'),
    cssGzip: sum('stylesheet', 'gzip'),
    jsRaw: sum('script', 'raw'),
    cssRaw: sum('stylesheet', 'raw'),
    files: assets.size,
  };
}

async function run() {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  const results = { login: [], dashboard: [] };
  for (let i = 0; i < RUNS; i += 1) {
    const anonymous = await browser.newContext();
    results.login.push(
      await measure(anonymous, '/login', (page) => page.getByLabel('User ID').waitFor()),
    );
    await anonymous.close();

    const signedIn = await browser.newContext();
    const login = await signedIn.request.post(`${BASE}/api/login/login`, {
      form: { username: 'demo', password: 'Demo1234' },
    });
    const { data } = await login.json();
    await signedIn.addCookies([{ name: 'token', value: data.token, url: BASE }]);
    results.dashboard.push(
      await measure(signedIn, '/dashboard', (page) =>
        page.getByRole('heading', { name: 'Finance' }).waitFor(),
      ),
    );
    await signedIn.close();
  }
  await browser.close();
  const summary = (runs) => ({
    jsGzipBytes: runs[0].jsGzip,
    cssGzipBytes: runs[0].cssGzip,
    totalGzipBytes: runs[0].jsGzip + runs[0].cssGzip,
    jsRawBytes: runs[0].jsRaw,
    cssRawBytes: runs[0].cssRaw,
    files: runs[0].files,
    timeToInteractiveMsMedian: Math.round(median(runs.map((r) => r.interactiveMs))),
    timeToInteractiveMsRuns: runs.map((r) => Math.round(r.interactiveMs)),
  });
  const login = summary(results.login);
  const report = {
    measuredAt: new Date().toISOString(),
    browser: 'Debian Chromium (headless), same machine as the server, no network throttling',
    runs: RUNS,
    definition:
      'bytes: gzip -9 of every script and stylesheet the page fetched; time to interactive: performance.now() when the first control can be used (login: the user ID field; dashboard: the Finance panel, after the route guard and the dashboard calls)',
    budget: {
      loginTotalGzipBytes: LOGIN_BUDGET_BYTES,
      kept: login.totalGzipBytes <= LOGIN_BUDGET_BYTES,
    },
    login,
    dashboard: summary(results.dashboard),
  };
  const out = join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'web.json'), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return report.budget.kept;
}

run()
  .then((kept) => {
    stopServer();
    process.exit(kept ? 0 : 1);
  })
  .catch((error) => {
    stopServer();
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
