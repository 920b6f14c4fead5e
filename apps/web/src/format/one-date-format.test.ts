import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
// the one place dates are formatted; tests may use anything to check it
const FORMATTER = join('format', 'local-time.ts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

// the ways screens formatted dates before (issue 10: four formats in one portal)
const AD_HOC = [
  /\.toLocale(?:Date|Time)?String\(/,
  /Intl\.DateTimeFormat/,
  /\b\w*(?:_at|_date|arrival)\.slice\(/,
  /\.toISOString\(\)\.slice\(/,
];

describe('one date formatter for the whole web app', () => {
  const files = sourceFiles(SRC).filter((file) => relative(SRC, file) !== FORMATTER);

  it('scans the screens (the scan itself works)', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no screen formats a date itself: every date goes through format/local-time.ts', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          AD_HOC.some((pattern) => pattern.test(line))
            ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
