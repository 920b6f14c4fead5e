// Packs workspace packages as they would be published and installs the tarballs in an empty
// folder outside the workspace with npm alone, offline: what another team does with a release.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const PNPM_VERSION = '10.34.9';

/** A fresh folder under the system temp directory (never inside the workspace). */
export const tempFolder = (prefix: string) => mkdtempSync(join(tmpdir(), `${prefix}-`));

/**
 * `pnpm pack` of a workspace package into `dest`: its prepack builds dist, and pnpm applies
 * `publishConfig` and turns `workspace:*` into versions, exactly as `pnpm publish` would.
 */
export function packWorkspacePackage(dir: string, dest: string): string {
  const before = new Set(readdirSync(dest));
  execFileSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, 'pack', '--pack-destination', dest], {
    cwd: join(ROOT, dir),
    stdio: 'pipe',
  });
  const made = readdirSync(dest).filter((name) => !before.has(name) && name.endsWith('.tgz'));
  if (made.length !== 1) throw new Error(`pnpm pack in ${dir} made ${made.join(', ')}`);
  return join(dest, made[0] as string);
}

/**
 * A third-party dependency as a tarball, taken from the workspace's installed copy, so the install
 * needs no registry and no npm cache (CI must not depend on the network). The copy breaks pnpm's
 * hard links, which tar would otherwise store as link entries that npm does not extract.
 */
export function packInstalledDependency(name: string, from: string, dest: string): string {
  const manifest = createRequire(join(ROOT, from, 'package.json')).resolve(name, {
    paths: [join(ROOT, from)],
  });
  let dir = manifest;
  while (!dir.endsWith(join('node_modules', name))) {
    if (dir === resolve(dir, '..')) throw new Error(`${name} is not installed in ${from}`);
    dir = resolve(dir, '..');
  }
  const staging = tempFolder('dependency');
  cpSync(realpathSync(dir), join(staging, 'package'), { recursive: true, dereference: true });
  const tarball = join(dest, `${name.replace('@', '').replace('/', '-')}.tgz`);
  execFileSync('tar', ['-czf', tarball, '-C', staging, 'package']);
  return tarball;
}

/** An empty ESM project in a temp folder with the tarballs installed by npm, offline. */
export function installTarballs(tarballs: readonly string[]): string {
  const app = tempFolder('consumer');
  mkdirSync(app, { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  execFileSync(
    'npm',
    ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', ...tarballs],
    { cwd: app, stdio: 'pipe' },
  );
  return app;
}

/** Copies a fixture folder of this directory into the consumer project. */
export const copyFixture = (name: string, app: string) =>
  cpSync(fileURLToPath(new URL(`fixtures/${name}`, import.meta.url)), app, { recursive: true });

/** The workspace's TypeScript compiler, run on a project outside the workspace. */
export function typecheck(app: string): string {
  const tsc = createRequire(join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
  return execFileSync(process.execPath, [tsc, '-p', join(app, 'tsconfig.json')], {
    cwd: app,
    encoding: 'utf8',
  });
}
