#!/usr/bin/env node
// `npm start`: installs everything, builds the web app when it exists, and runs the product on
// the embedded database (PGlite under ./data). The server prints its URL and the demo logins.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';
import { ROOT, banner, installDependencies } from './lib.mjs';

installDependencies();

if (existsSync(join(ROOT, 'apps/web/package.json'))) {
  banner('building the web app');
  if (pnpm(['--filter', '@portal/web', 'run', 'build']) !== 0) process.exit(1);
}

if (!existsSync(join(ROOT, 'apps/server/src/main.ts'))) {
  console.log('The API server (apps/server) is not in this checkout yet: nothing to run.');
  process.exit(1);
}
banner('starting the merchant portal');
// Ctrl+C reaches pnpm and the server together; the server finishes in-flight requests first.
process.on('SIGINT', () => {});
process.exit(pnpm(['--filter', '@portal/server', 'run', 'start']));
