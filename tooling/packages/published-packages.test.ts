// The libraries as another team gets them: packed by pnpm (publishConfig applied), installed by
// npm offline into an empty folder outside the workspace with only Node; the domain used by a
// Node script and a TypeScript project, portal-check run as a command. Slow (builds, packs and an
// install), so it lives here, not in the packages' unit runs, and in one file, so two packs of
// the same package never build its dist at once.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyFixture,
  installTarballs,
  packInstalledDependency,
  packWorkspacePackage,
  ROOT,
  tempFolder,
  typecheck,
} from './pack';

let app: string;
const folders: string[] = [];
beforeAll(() => {
  const tarballs = tempFolder('tarballs');
  folders.push(tarballs);
  const ours = ['domain', 'i18n', 'spreadsheet', 'checker'].map((dir) =>
    packWorkspacePackage(`packages/${dir}`, tarballs),
  );
  const theirs = [
    ['libphonenumber-js', 'packages/domain'],
    ['ipaddr.js', 'packages/domain'],
    ['@e965/xlsx', 'packages/spreadsheet'],
  ].map(([name, from]) => packInstalledDependency(name as string, from as string, tarballs));
  app = installTarballs([...ours, ...theirs]);
  folders.push(app);
  copyFixture('domain-consumer', app);
}, 480_000);
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the packed @portal/domain', () => {
  it('publishes dist through its exports map, with its two pure dependencies (ADR 0002)', () => {
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules/@portal/domain/package.json'), 'utf8'),
    );
    expect(manifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './phone-max': { types: './dist/phone-max.d.ts', default: './dist/phone-max.js' },
      './package.json': './package.json',
    });
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['ipaddr.js', 'libphonenumber-js']);
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

describe('the packed portal-check', () => {
  const EXAMPLES = join(ROOT, 'packages/checker/examples');
  const portalCheck = (...args: string[]) =>
    spawnSync(join(app, 'node_modules/.bin/portal-check'), args, { cwd: app, encoding: 'utf8' });

  it.each([
    ['orders', 'orders-good.xlsx', 0, 'Every row would import.'],
    ['products', 'products-good.xls', 0, 'Every row would import.'],
    ['products', 'products-bad.csv', 1, '5 rows checked, 4 fail'],
    ['orders', 'unreadable.xlsx', 2, 'could not be read'],
  ] as const)('checks %s %s: exit %i', (kind, file, status, text) => {
    const run = portalCheck(kind, join(EXAMPLES, file));
    expect(run.status).toBe(status);
    expect(run.stdout).toContain(text);
  });

  it('prints Chinese and JSON', () => {
    const zh = portalCheck('orders', join(EXAMPLES, 'orders-bad.csv'), '--lang', 'zh');
    expect(zh.status).toBe(1);
    expect(zh.stdout).toContain('第 2 行 (PO-2001):');
    const json = JSON.parse(
      portalCheck('products', join(EXAMPLES, 'products-bad.xlsx'), '--json').stdout,
    );
    expect(json).toMatchObject({ outcome: 'rows_fail', exitCode: 1 });
  });
});
