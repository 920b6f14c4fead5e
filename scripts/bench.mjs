#!/usr/bin/env node
// `npm run bench`: every benchmark of the workspace, one after another (they must not share the
// two cores). Each writes its figures to bench/results/. Benchmarks, never tests, measure speed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';
import { ROOT, banner, installDependencies } from './lib.mjs';

installDependencies();
const workspaces = ['packages/domain', 'packages/checker', 'apps/server', 'apps/web'];
let failed = 0;
for (const dir of workspaces) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
  } catch {
    continue;
  }
  if (!manifest.scripts?.bench) continue;
  banner(`bench: ${manifest.name}`);
  if (pnpm(['--filter', manifest.name, 'run', 'bench']) !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
