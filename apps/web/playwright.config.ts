import { defineConfig } from '@playwright/test';

/** Where the e2e server listens; not 8080, so a developer's own server can keep running. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 18090);
/** The operator key the e2e server is started with (a test value, not a secret). */
export const E2E_OPERATOR_KEY = 'e2e-operator-key-0123456789abcdef';

// Debian's Chromium; Playwright must never download a browser.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../.test-results/web-e2e.json' }]],
  outputDir: '../../.test-results/web-e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'off',
  },
  // builds nothing: serves the apps/web/dist built before (`pnpm --filter @portal/web run build`)
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/login`,
    reuseExistingServer: false,
    // the server compiles its TypeScript and migrates a fresh database before it answers: at a
    // load average of 30 on two cores that took more than two minutes (issue 10, item 18)
    timeout: 360_000,
    env: { E2E_PORT: String(E2E_PORT), OPERATOR_KEY: E2E_OPERATOR_KEY },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
