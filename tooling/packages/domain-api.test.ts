// The domain's public API is recorded in packages/domain/api/domain.api.md (API Extractor). A
// change to an exported name or signature that is not also in the report fails here, so every
// API change shows in review as a diff of that file. Update it with
// `pnpm --filter @portal/domain run api` and commit the report with the change.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './pack';

const DOMAIN = join(ROOT, 'packages/domain');
const resolveFromDomain = createRequire(join(DOMAIN, 'package.json')).resolve;

const run = (script: string, args: readonly string[]) =>
  spawnSync(process.execPath, [script, ...args], { cwd: DOMAIN, encoding: 'utf8' });

it('finds the public API equal to the checked-in report', () => {
  const declarations = run(resolveFromDomain('typescript/bin/tsc'), [
    '-p',
    'tsconfig.build.json',
    '--emitDeclarationOnly',
    '--outDir',
    '.api-dts',
  ]);
  expect(declarations.stdout + declarations.stderr).toBe('');
  const extractor = join(resolveFromDomain('@microsoft/api-extractor'), '../../bin/api-extractor');
  // Without --local, API Extractor fails when the report differs instead of rewriting it.
  const check = run(extractor, ['run']);
  expect(check.stdout + check.stderr, 'run `pnpm --filter @portal/domain run api`').toContain(
    'API Extractor completed successfully',
  );
  expect(check.status).toBe(0);
}, 120_000);
