// Screenshots of the main layout in each language for docs/guide/, taken in Debian's Chromium
// against the real server (fresh data) serving apps/web/dist.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', '..', '..', 'docs', 'guide');
const PORT = Number(process.env.SHOT_PORT ?? 18096);
const BASE = `http://127.0.0.1:${PORT}`;
const server = spawn('node', [join(here, '..', 'e2e', 'start-server.mjs')], {
  env: { ...process.env, E2E_PORT: String(PORT), OPERATOR_KEY: 'shots-operator-key-0123456789' },
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function main() {
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`${BASE}/login`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  mkdirSync(out, { recursive: true });
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
  for (const language of ['en', 'zh']) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const login = await context.request.post(`${BASE}/api/login/login`, {
      form: { username: 'demo', password: 'Demo1234' },
    });
    const { data } = await login.json();
    await context.addCookies([
      { name: 'token', value: data.token, url: BASE },
      { name: 'language', value: language, url: BASE },
    ]);
    const page = await context.newPage();
    await page.goto(`${BASE}/dashboard`);
    await page.getByRole('heading', { name: language === 'en' ? 'Finance' : '财务报表' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `main-layout-${language}.png`) });
    await context.close();
  }
  await browser.close();
}

main()
  .then(() => {
    stopServer();
    process.exit(0);
  })
  .catch((error) => {
    stopServer();
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
