// The order upload's browser check (issue 13): a CSV of valid orders just under the 500 KB upload
// limit, picked on /order/upload in Debian's Chromium against the real server serving
// apps/web/dist. Measures the time from the file picked to the check's verdict on screen (the file
// read and every row checked by the domain in the Web Worker) and the main thread's long tasks in
// that time. Writes bench/results/order-upload-web.{json,md} at the repository root. Measures,
// never asserts: the targets (under 1 s, no task over 100 ms) are compared and reported, and the
// exit code says whether they were kept.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { BASE, loggedIn, startServer } from './shots/harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(here, '..', '..', '..', 'bench', 'results');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET = { checkMs: 1000, longTaskMs: 100 };
const LIMIT_BYTES = 500 * 1024;

// The template's English headings, in its column order (the domain's ORDER_UPLOAD_COLUMNS).
const HEADER = [
  'Reference number',
  'Warehouse',
  'Shipping method',
  'Declared currency',
  'Recipient first name',
  'Recipient last name',
  'Phone',
  'Email',
  'Country (ISO code)',
  'State',
  'City',
  'Postcode',
  'Address line 1',
  'SKU',
  'Product name',
  'Product description',
  'Quantity',
  'Unit declared value',
];

/**
 * Valid orders of one to four lines (a marketplace export's shape: further lines repeat only the
 * order number and the line's cells) until the file is as large as the limit allows (or holds the
 * 2,000 orders a file may).
 */
function validOrdersCsv() {
  const lines = [HEADER.join(',')];
  let bytes = lines[0].length + 2;
  for (let order = 1; ; order += 1) {
    const reference = `BENCH-${String(order).padStart(5, '0')}`;
    const first = [
      reference,
      'Shenzhen',
      'US-STD',
      'USD',
      'Ada',
      'Lovelace',
      '2125550123',
      `buyer${order}@example.com`,
      'US',
      'NY',
      'New York',
      '10001',
      `${100 + (order % 800)} Fifth Avenue`,
      `MUG-${order % 50}`,
      'Ceramic mug',
      'Ceramic coffee mug',
      String(1 + (order % 5)),
      '12.50',
    ].join(',');
    // further lines of the order: the order number and the line's cells only
    const further = Array.from({ length: order % 4 }, (_, index) =>
      [
        reference,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        `CUP-${(order + index) % 30}`,
        'Paper cup',
        'Paper cup',
        '2',
        '12.00',
      ].join(','),
    );
    const rows = [first, ...further];
    const size = rows.reduce((sum, row) => sum + row.length + 2, 0);
    if (bytes + size > LIMIT_BYTES - 64 || order > 2000) break;
    lines.push(...rows);
    bytes += size;
  }
  return { text: `${lines.join('\r\n')}\r\n`, rows: lines.length - 1 };
}

// every main-thread task over 50 ms (the browser's definition of a long task), with its start
/* global document, MutationObserver -- runs in the page */
const RECORD = () => {
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  globalThis.__check = {};
  // the file picked: the input's change event, before the screen's own handler
  document.addEventListener(
    'change',
    () => (globalThis.__check = { start: performance.now() }),
    true,
  );
  new MutationObserver(() => {
    const check = globalThis.__check;
    if (
      check.start !== undefined &&
      check.end === undefined &&
      document.querySelector('.order-upload-checked')
    )
      check.end = performance.now();
  }).observe(document, { subtree: true, childList: true });
};

async function measure(page, file) {
  await page.evaluate(() => (globalThis.__longTasks = []));
  await page.getByLabel('Choose a file', { exact: true }).setInputFiles({
    name: 'bench-orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file.text, 'utf8'),
  });
  await page.getByText(/checked in your browser/).waitFor({ timeout: 60_000 });
  const verdict = await page
    .getByRole('status')
    .filter({ hasText: /checked in your browser/ })
    .innerText();
  const { start, end } = await page.evaluate(() => globalThis.__check);
  const tasks = await page.evaluate(() => globalThis.__longTasks);
  const during = tasks.filter((task) => task.start + task.duration >= start && task.start <= end);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  return {
    checkMs: Math.round(end - start),
    longTasks: during.map((task) => Math.round(task.duration)),
    verdict,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const file = validOrdersCsv();
  const stopServer = await startServer();
  try {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const { context, page } = await loggedIn(browser, 'en');
    await page.addInitScript(RECORD);
    await page.goto(`${BASE}/order/upload`);
    await page.getByLabel('Choose a file', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const runs = [];
    // the first pick starts the worker and loads its chunk: reported apart from the warm runs
    for (let i = 0; i <= RUNS; i += 1) runs.push(await measure(page, file));
    await context.close();
    await browser.close();
    const [cold, ...warm] = runs;
    const longest = Math.max(0, ...runs.flatMap((run) => run.longTasks));
    const result = {
      measuredAt: new Date().toISOString(),
      loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
      file: { bytes: Buffer.byteLength(file.text), rows: file.rows },
      verdict: cold.verdict,
      coldCheckMs: cold.checkMs,
      warmCheckMs: {
        median: median(warm.map((run) => run.checkMs)),
        runs: warm.map((run) => run.checkMs),
      },
      longTasksMs: runs.map((run) => run.longTasks),
      longestTaskMs: longest,
      targets: TARGET,
      kept: {
        check:
          cold.checkMs < TARGET.checkMs && median(warm.map((run) => run.checkMs)) < TARGET.checkMs,
        longTasks: longest <= TARGET.longTaskMs,
      },
    };
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(join(RESULTS, 'order-upload-web.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(
      join(RESULTS, 'order-upload-web.md'),
      [
        '# Order upload: the browser check',
        '',
        `Measured ${result.measuredAt} (load average ${result.loadAverage.join(', ')} on this machine),`,
        `Debian's Chromium against the real server, \`apps/web/bench/order-upload-bench.mjs\`.`,
        '',
        `A CSV of ${result.file.rows} valid order rows, ${result.file.bytes} bytes (the upload limit is 500 KB),`,
        'picked on /order/upload: read and checked by the domain in the Web Worker until the verdict shows.',
        '',
        '| figure | value | target |',
        '| --- | --- | --- |',
        `| check, first pick (worker started, its chunk loaded) | ${result.coldCheckMs} ms | < ${TARGET.checkMs} ms |`,
        `| check, median of ${warm.length} more picks | ${result.warmCheckMs.median} ms | < ${TARGET.checkMs} ms |`,
        `| longest main-thread task during the checks | ${longest} ms | ≤ ${TARGET.longTaskMs} ms |`,
        '',
        `Verdict shown: “${result.verdict}”.`,
        '',
      ].join('\n'),
    );
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return result.kept.check && result.kept.longTasks ? 0 : 1;
  } finally {
    stopServer();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  },
);
