import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 11: the storage area's web screens are at least 30% fewer lines than before the kit
 * (4,752 non-test lines). Counted as the issue counts them: every file of the four folders but
 * the tests (`*.test.ts(x)`) and the test-only support files (named `*-test-*`, which no screen
 * file may import). Generic pieces live in apps/web/src/kit, beside their own tests.
 */
const SCREENS = fileURLToPath(new URL('../apps/web/src/screens/', import.meta.url));
const FOLDERS = ['product', 'receiving', 'rma', 'inventory'] as const;
/** 4,752 less 30%, rounded down. */
const BUDGET = 3326;

const isTest = (name: string) => /\.test\.tsx?$/.test(name);
const isTestSupport = (name: string) => /-test-/.test(name);

const filesOf = (folder: string) =>
  readdirSync(join(SCREENS, folder)).filter((name) => /\.tsx?$/.test(name));

const linesOf = (path: string) => readFileSync(path, 'utf8').split('\n').length - 1;

/** The screen files of a folder (tests and their support left out) with their line counts. */
function screenLines(folder: string): Record<string, number> {
  const files = filesOf(folder).filter((name) => !isTest(name) && !isTestSupport(name));
  return Object.fromEntries(files.map((name) => [name, linesOf(join(SCREENS, folder, name))]));
}

describe('the storage screens stay within their line budget', () => {
  it.each([
    ['a.test.tsx', true],
    ['a.test.ts', true],
    ['AsnFormScreen.tsx', false],
    ['asn-form.ts', false],
  ])('%s is a test: %s', (name, expected) => {
    expect(isTest(name)).toBe(expected);
  });

  it('no screen file imports a test-only support file (else it would count)', () => {
    for (const folder of FOLDERS)
      for (const name of Object.keys(screenLines(folder))) {
        const text = readFileSync(join(SCREENS, folder, name), 'utf8');
        expect(text, `${folder}/${name}`).not.toMatch(/from '[^']*-test-[^']*'/);
      }
  });

  it(`the four folders hold at most ${BUDGET} lines together`, () => {
    const perFolder = Object.fromEntries(
      FOLDERS.map((folder) => [
        folder,
        Object.values(screenLines(folder)).reduce((sum, n) => sum + n, 0),
      ]),
    );
    const total = Object.values(perFolder).reduce((sum, n) => sum + n, 0);
    console.log('storage screen lines', { ...perFolder, total });
    for (const folder of FOLDERS) expect(perFolder[folder]).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET);
  });
});
