import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsOf, sourceFiles } from './import-graph';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every package's and app's source files (packages/*\/src, apps/*\/src). */
const workspaceSources = (): string[] =>
  ['packages', 'apps'].flatMap((top) =>
    readdirSync(join(root, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const src = join(root, top, entry.name, 'src');
        try {
          return sourceFiles(src);
        } catch {
          return [];
        }
      }),
  );

describe('import cycles (ADR 0071)', () => {
  it('the workspace has none, type-only imports counted', () => {
    expect(importCycles(importGraph(workspaceSources()), root)).toEqual([]);
  });
});

describe('the import graph', () => {
  const a = join(root, 'apps/web/src/api/api-client.ts');

  it.each([
    ["import type { X } from './b';", 1],
    ["import { type X } from './b';", 1],
    ["export type { X } from './b';", 1],
    ["export * from './b';", 1],
    ["const m = () => import('./b');", 1],
    ["import { x } from '@portal/domain';", 0],
    ["import { x } from './missing-file';", 0],
  ])('counts %s as %i edge(s) between workspace files', (source, edges) => {
    const b = join(root, 'apps/web/src/api/api-client.test.ts');
    const text = source.replace("'./b'", "'./api-client.test'");
    expect(importsOf(a, text)).toEqual(edges === 1 ? [b] : []);
  });

  it('finds a cycle closed by a type-only import, and none when the edge goes one way', () => {
    const x = join(root, 'apps/web/src/api/api-client.ts');
    const y = join(root, 'apps/web/src/api/api-client.test.ts');
    const texts: Record<string, string> = {
      [x]: "import type { T } from './api-client.test';",
      [y]: "import { ApiClient } from './api-client';",
    };
    const read = (file: string) => texts[file] ?? '';
    expect(importCycles(importGraph([x, y], read), root)).toEqual([
      ['apps/web/src/api/api-client.test.ts', 'apps/web/src/api/api-client.ts'],
    ]);
    texts[x] = '';
    expect(importCycles(importGraph([x, y], read), root)).toEqual([]);
  });
});
