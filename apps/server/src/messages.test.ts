import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogs, lookup } from '@portal/i18n';
import { describe, expect, it } from 'vitest';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );

describe('server message codes', () => {
  it('every SERVER.* code the server can send has an en and a zh text', () => {
    const root = new URL('.', import.meta.url).pathname;
    const codes = new Set(
      sourceFiles(root).flatMap(
        (file) => readFileSync(file, 'utf8').match(/SERVER\.[A-Z_]+/g) ?? [],
      ),
    );
    expect(codes.size).toBeGreaterThan(40);
    const missing = [...codes].flatMap((code) =>
      (['en', 'zh'] as const)
        .filter((lang) => lookup(catalogs[lang], code) === undefined)
        .map((l) => `${l}:${code}`),
    );
    expect(missing).toEqual([]);
  });
});
