// The web app's benchmark: gzipped bytes of the JS and CSS a page loads (login, dashboard), the
// time until the page can be used, and how smoothly the product list renders a page of 100 rows
// (long tasks, page change time), in Debian's Chromium against the real server serving
// apps/web/dist. Writes bench/results/web.json at the repository root. Measures, never asserts
// (the budget is compared and reported, the exit code says whether it was kept).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { sampleProductFields } from './sample-product.mjs';

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

// every main-thread task over 50 ms (the browser's definition of a long task) since the page opened
const RECORD_LONG_TASKS = () => {
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

const LIST_PRODUCTS = 150;

/** Drafts enough products for two pages of 100 through the merchant API (no quota needed). */
async function seedProducts(request, token) {
  for (let i = 0; i < LIST_PRODUCTS; i += 1) {
    const sku = `BENCH-${String(i).padStart(4, '0')}`;
    const reply = await request.post(`${BASE}/merchant/api-product/create`, {
      headers: { token },
      form: sampleProductFields(sku, {
        name_en: `Bench product ${i}`,
        name_zh: `基准商品${i}`,
        barcode: String(6901234500000 + i),
      }),
    });
    const body = await reply.json();
    if (body.code !== '200') throw new Error(`seeding ${sku}: ${JSON.stringify(body.msg)}`);
  }
}

/**
 * The product list at 100 rows a page: time from the page-size change and from "Next page" to
 * the new rows on screen, and the long tasks meanwhile. A page that renders without jank keeps
 * every task under 50 ms or close to it.
 */
async function measureProductList(context) {
  const page = await context.newPage();
  await page.addInitScript(RECORD_LONG_TASKS);
  await page.goto(`${BASE}/warehouse/product/list`);
  await page.getByLabel('Rows per page').waitFor();
  await page.getByRole('row').nth(1).waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => (globalThis.__longTasks = []));
  const sizeStart = await page.evaluate(() => performance.now());
  await page.getByLabel('Rows per page').selectOption('100');
  await page.getByRole('row').nth(100).waitFor();
  const sizeMs = (await page.evaluate(() => performance.now())) - sizeStart;
  const nextStart = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByText(`101–${LIST_PRODUCTS} of`).waitFor();
  const nextMs = (await page.evaluate(() => performance.now())) - nextStart;
  const longTasks = await page.evaluate(() => globalThis.__longTasks);
  await page.close();
  return { sizeMs, nextMs, longTasks };
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
  const listRuns = [];
  {
    const signedIn = await browser.newContext();
    const login = await signedIn.request.post(`${BASE}/api/login/login`, {
      form: { username: 'demo', password: 'Demo1234' },
    });
    const { data } = await login.json();
    await signedIn.addCookies([{ name: 'token', value: data.token, url: BASE }]);
    await seedProducts(signedIn.request, data.token);
    for (let i = 0; i < RUNS; i += 1) listRuns.push(await measureProductList(signedIn));
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
    productList: {
      definition: `${LIST_PRODUCTS} products; page size changed from 20 to 100 rows, then "Next page" (rows 101-${LIST_PRODUCTS}); long tasks are main-thread tasks over 50 ms during both`,
      pageSize100MsMedian: Math.round(median(listRuns.map((r) => r.sizeMs))),
      nextPageMsMedian: Math.round(median(listRuns.map((r) => r.nextMs))),
      longTasksPerRun: listRuns.map((r) => r.longTasks.length),
      longestTaskMs: Math.round(Math.max(0, ...listRuns.flatMap((r) => r.longTasks))),
    },
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
