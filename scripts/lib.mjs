// Small helpers shared by the top-level scripts (start, test, bench, mutation).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const IS_CI = Boolean(process.env.CI);

/** Runs a command in the repository root with inherited output; returns its exit status. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Installs every workspace dependency; the lockfile is frozen on CI so CI tests what we commit. */
export function installDependencies() {
  const args = ['install', ...(IS_CI ? ['--frozen-lockfile'] : [])];
  if (pnpm(args) !== 0) {
    console.error('Installing the dependencies failed; see the pnpm output above.');
    process.exit(1);
  }
}

export function banner(text) {
  console.log(`\n=== ${text} ===`);
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian packages when the given binary is absent; returns whether it is there after. */
export function ensureDebianPackages(binary, packages) {
  if (existsSync(binary)) return true;
  if (!isRoot()) {
    console.error(`${binary} is missing; install it with: apt-get install ${packages.join(' ')}`);
    return false;
  }
  banner(`installing ${packages.join(', ')} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
  return existsSync(binary);
}
