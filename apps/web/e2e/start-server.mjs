// Starts the real merchant API for the end-to-end run: a fresh temporary data directory, the
// known operator key, generous login rate limits (the suite logs in many times), serving the
// already built apps/web/dist. Builds nothing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// E2E_WEB_DIST lets two builds be tested side by side (the default is this app's dist).
const webDist = process.env.E2E_WEB_DIST ?? join(here, '..', 'dist');
const serverDir = join(here, '..', '..', 'server');
const root = join(serverDir, '..', '..');
if (!existsSync(join(webDist, 'index.html'))) {
  process.stderr.write(
    'apps/web/dist is missing: run `node scripts/pnpm.mjs --filter @portal/web run build` first\n',
  );
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '18090',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGIN_MAX: '10000',
  RATE_LIMIT_ACCOUNT_MAX: '10000',
  RATE_LIMIT_REGISTRATION_MAX: '10000',
  // the open API spec's webhook receiver listens on 127.0.0.1 over http, and waits for deliveries
  WEBHOOK_ALLOW_PRIVATE: '1',
  WEBHOOK_INTERVAL_MS: '500',
};
const hasStartScript = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).scripts
  ?.start;
const child = hasStartScript
  ? spawn('node', ['scripts/pnpm.mjs', '--filter', '@portal/server', 'run', 'start'], {
      cwd: root,
      env,
      stdio: 'inherit',
    })
  : spawn(join(serverDir, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: 'inherit',
    });
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
