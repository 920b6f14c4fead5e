#!/usr/bin/env node
// Builds the package in the current directory to ESM + declarations in dist/ with tsc
// (tsconfig.build.json), for the packages other teams install (docs/adr/0015).
//
// The sources import each other without extensions (`./issues`, `./shell`), as the workspace's
// bundler resolution allows; Node's ESM loader and TypeScript's `nodenext` resolution need the
// full file name. tsc never rewrites an extensionless specifier, so after it emits, every relative
// specifier in dist is completed to the file tsc wrote (`./issues.js`, `./shell/index.js`). A
// specifier that names no emitted file stops the build, so a broken dist is never packed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/** `from './x'`, `import './x'`, `import('./x')` (also in `.d.ts` type positions). */
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** The emitted file a relative specifier means, as a specifier Node resolves. */
function completed(file, specifier) {
  if (/\.(m?js|json)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.js`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.js'))) return `${specifier}/index.js`;
  throw new Error(`${file}: '${specifier}' names no emitted file`);
}

function* emitted(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* emitted(path);
    else if (/\.(js|d\.ts)$/.test(name)) yield path;
  }
}

/** Completes every relative specifier of the files under `dist`; returns how many it changed. */
export function completeSpecifiers(dist) {
  let changed = 0;
  for (const file of emitted(dist)) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(RELATIVE_SPECIFIER, (_, lead, quote, specifier) => {
      const full = completed(file, specifier);
      if (full !== specifier) changed += 1;
      return `${lead}${quote}${full}${quote}`;
    });
    if (next !== text) writeFileSync(file, next);
  }
  return changed;
}

export function buildPackage(dir = process.cwd()) {
  const dist = join(dir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const tsc = createRequire(join(dir, 'package.json')).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`tsc failed in ${dir}`);
  return completeSpecifiers(dist);
}

if (import.meta.url === `file://${process.argv[1]}`) buildPackage();
