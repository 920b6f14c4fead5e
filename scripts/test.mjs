#!/usr/bin/env node
// `npm test`: installs everything (Debian's Chromium included when absent), then runs every check
// and suite, keeps going past a failure so one run shows them all, and ends with one line
// `N passed, N failed` totalling every suite. Static checks (lint, typecheck, format) count as
// one test each.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';
import { ROOT, banner, ensureDebianPackages, installDependencies } from './lib.mjs';

const RESULTS_DIR = join(ROOT, '.test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function check(name, args) {
  banner(name);
  const status = pnpm(args);
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

/** Runs vitest with a JSON report and adds its counts; a run that reports nothing is a failure. */
function vitestSuite(name, args, env = {}) {
  banner(name);
  const report = join(RESULTS_DIR, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const status = pnpm(
    [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    { env: { ...process.env, ...env } },
  );
  if (!existsSync(report)) {
    totals.failed += 1;
    failures.push(`${name} (no report, exit ${status})`);
    return;
  }
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
    readFileSync(report, 'utf8'),
  );
  totals.passed += numPassedTests;
  totals.failed += numFailedTests;
  totals.skipped += numPendingTests + numTodoTests;
  if (status !== 0 || numFailedTests > 0) {
    // a suite can fail outside any test (an unhandled error, a file that does not load)
    if (numFailedTests === 0) totals.failed += 1;
    failures.push(name);
  }
}

function postgresSuites() {
  const started = spawnSync('node', ['scripts/postgres.mjs', 'start'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = /^DATABASE_URL=(\S+)$/m.exec(started.stdout ?? '')?.[1];
  if (started.status !== 0 || !url) {
    totals.failed += 1;
    failures.push('PostgreSQL could not be started');
    return;
  }
  try {
    vitestSuite('server on PostgreSQL', ['--project', 'server'], { DATABASE_URL: url });
  } finally {
    execFileSync('node', ['scripts/postgres.mjs', 'stop'], { cwd: ROOT, stdio: 'inherit' });
  }
}

/** Builds the web app and runs the Playwright suites against the real server on Chromium. */
function endToEndSuites() {
  banner('build the web app for the end-to-end suites');
  if (pnpm(['--filter', '@portal/web', 'run', 'build']) !== 0) {
    totals.failed += 1;
    failures.push('web build');
    return;
  }
  banner('end to end (Playwright on Debian Chromium)');
  const report = join(RESULTS_DIR, 'web-e2e.json');
  rmSync(report, { force: true });
  const status = pnpm(['--filter', '@portal/web', 'run', 'e2e']);
  if (!existsSync(report)) {
    totals.failed += 1;
    failures.push(`end to end (no report, exit ${status})`);
    return;
  }
  const {
    expected = 0,
    unexpected = 0,
    flaky = 0,
    skipped = 0,
  } = JSON.parse(readFileSync(report, 'utf8')).stats;
  // retries are off, so a flaky count can only appear if someone turns them on: count it failed
  totals.passed += expected;
  totals.failed += unexpected + flaky;
  totals.skipped += skipped;
  if (status !== 0 || unexpected + flaky > 0) {
    if (unexpected + flaky === 0) totals.failed += 1;
    failures.push('end to end');
  }
}

installDependencies();
mkdirSync(RESULTS_DIR, { recursive: true });
// Debian's Chromium for the end-to-end suites (never a downloaded browser), CJK fonts for zh.
if (!ensureDebianPackages('/usr/bin/chromium', ['chromium', 'fonts-noto-cjk'])) {
  totals.failed += 1;
  failures.push('Chromium is not installed');
}

check('lint', ['exec', 'eslint', '.', '--max-warnings=0']);
check('typecheck', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']);
check('format', ['exec', 'prettier', '--check', '.']);
vitestSuite('unit, property and integration (PGlite)', []);
if (
  existsSync(join(ROOT, 'scripts/postgres.mjs')) &&
  existsSync(join(ROOT, 'apps/server/vitest.config.ts'))
) {
  postgresSuites();
}
if (existsSync(join(ROOT, 'apps/web/playwright.config.ts'))) endToEndSuites();

const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
writeFileSync(join(RESULTS_DIR, 'summary.txt'), `${summary}\n`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(summary);
process.exit(totals.failed > 0 ? 1 : 0);
