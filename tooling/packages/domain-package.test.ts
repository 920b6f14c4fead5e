// The domain as another team gets it: packed by pnpm (publishConfig applied), installed by npm
// offline into an empty folder outside the workspace, used by a Node script and a TypeScript
// project. Slow (a build, a pack and an install), so it lives here, not in the domain's unit run.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyFixture,
  installTarballs,
  packInstalledDependency,
  packWorkspacePackage,
  tempFolder,
  typecheck,
} from './pack';

let app: string;
const folders: string[] = [];
beforeAll(() => {
  const tarballs = tempFolder('tarballs');
  folders.push(tarballs);
  const domain = packWorkspacePackage('packages/domain', tarballs);
  const dependencies = ['libphonenumber-js', 'postcode-validator'].map((name) =>
    packInstalledDependency(name, 'packages/domain', tarballs),
  );
  app = installTarballs([domain, ...dependencies]);
  folders.push(app);
  copyFixture('domain-consumer', app);
}, 240_000);
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the packed @portal/domain', () => {
  it('publishes dist through its exports map, with its two pure dependencies', () => {
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules/@portal/domain/package.json'), 'utf8'),
    );
    expect(manifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './package.json': './package.json',
    });
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      'libphonenumber-js',
      'postcode-validator',
    ]);
  });

  it('runs in a plain Node ESM script, without deep imports or sample data', () => {
    const out = JSON.parse(
      execFileSync(process.execPath, ['use.mjs'], { cwd: app, encoding: 'utf8' }),
    );
    expect(out.validOrder).toEqual([]);
    expect(out.badPostcode).toEqual([
      expect.objectContaining({ field: 'recipient.postcode', code: expect.any(String) }),
    ]);
    expect(out.moved).toEqual({ ok: true, value: 'processing' });
    expect(out.sku).toEqual({ code: 'PRODUCT.SKU_PATTERN' });
    expect(out.codes).toBeGreaterThan(100);
    expect(out.deepImport).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it('types a strict nodenext TypeScript project', () => {
    expect(typecheck(app)).toBe('');
  });
});
