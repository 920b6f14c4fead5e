#!/usr/bin/env node
// Runs the one pinned pnpm through npx: corepack fails on these machines (registry signature
// check), and a fresh machine has only Node and npm. Every script goes through here so the
// version is written once.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.9';

/** Runs pnpm with the given arguments in the repository root; returns the exit status. */
export function pnpm(args, options = {}) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const result = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], {
    cwd: root,
    stdio: 'inherit',
    ...options,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
