import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { en, lookup, zh } from '@portal/i18n';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

// t('KEY'), i18nKey="KEY" and any quoted UI.* key (keys kept in tables)
const KEY_PATTERNS = [
  /\bt\(\s*['"]([A-Z][A-Z0-9_]*(?:\.[A-Za-z0-9_]+)+)['"]/g,
  /i18nKey=["']([A-Z][A-Z0-9_]*(?:\.[A-Za-z0-9_]+)+)["']/g,
  /['"](UI\.[A-Z0-9_]+(?:\.[A-Z0-9_]+)+)['"]/g,
];

const usedKeys = sourceFiles(SRC).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return KEY_PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      file: relative(SRC, file),
      key: match[1] ?? '',
    })),
  );
});

describe('every catalog key the web app uses exists in en and zh', () => {
  it('finds the keys it checks (the scan itself works)', () => {
    expect(usedKeys.length).toBeGreaterThan(100);
  });

  it.each([
    ['en', en],
    ['zh', zh],
  ])('%s has every used key', (_language, catalog) => {
    const missing = usedKeys.filter(({ key }) => lookup(catalog, key) === undefined);
    expect(missing).toEqual([]);
  });

  it('builds no key at run time from UI.* pieces (the scan could not see it)', () => {
    const built = sourceFiles(SRC).filter((file) =>
      /`UI\.[^`]*\$\{/.test(readFileSync(file, 'utf8')),
    );
    expect(built.map((file) => relative(SRC, file))).toEqual([]);
  });
});
