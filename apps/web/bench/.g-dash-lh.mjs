// one-off (not committed): Lighthouse mobile on /dashboard, empty and with charts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { BASE, startServer } from './shots/harness.mjs';
import { seedDashboard } from './shots/areas/dashboard.mjs';

const PORT = 19333;
const RUNS = 3;
async function measure(url, config) {
  const { lhr } = await lighthouse(url, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, config);
  const a = (id) => lhr.audits[id]?.numericValue ?? null;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((i) => /draw-chart/.test(i.url)).map((i) => `${i.url.split('/').pop()} ${i.transferSize}`);
  return { perf: Math.round(lhr.categories.performance.score * 100), a11y: Math.round(lhr.categories.accessibility.score * 100), fcp: Math.round(a('first-contentful-paint')), lcp: Math.round(a('largest-contentful-paint')), tbt: Math.round(a('total-blocking-time')), cls: a('cumulative-layout-shift'), bytes: a('total-byte-weight'), chart: scripts, failed: Object.values(lhr.audits).filter((x) => lhr.categories.accessibility.auditRefs.some((r) => r.id === x.id) && x.score === 0).map((x) => x.id) };
}
const stop = await startServer();
const profile = mkdtempSync(join(tmpdir(), 'lh-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true, args: [`--remote-debugging-port=${PORT}`, '--no-sandbox', '--disable-gpu'] });
try {
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('User ID').fill('demo');
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const token = (await context.cookies()).find((c) => c.name === 'token').value;
  for (const phase of ['empty', 'charts']) {
    if (phase === 'charts') await seedDashboard(context.request, token);
    for (const [preset, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
      const runs = preset === 'mobile' ? RUNS : 1;
      for (let i = 0; i < runs; i += 1) console.log(phase, preset, JSON.stringify(await measure(`${BASE}/dashboard`, config)));
    }
  }
  await page.close();
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  stop();
}
const { loadavg } = await import('node:os');
console.log('load', loadavg().map((v) => v.toFixed(1)).join(' / '));
process.exit(0);
