// The `ts` code blocks of the package READMEs other teams read are run, so an example cannot rot:
// each block is written to a temporary module whose workspace imports point at the packages'
// sources, then imported. The blocks state their results with node:assert, so a changed result
// fails here too.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ROOT } from './packages/pack';

/** The READMEs whose examples are part of the contract with other teams. */
const READMES = ['packages/domain/README.md'];

/** Workspace package name to its source entry, from each package's own exports map. */
const SOURCES: Readonly<Record<string, string>> = Object.fromEntries(
  ['domain', 'i18n'].map((dir) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8'));
    return [manifest.name, join(ROOT, 'packages', dir, manifest.exports['.'])];
  }),
);

export const codeBlocks = (markdown: string): string[] =>
  [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');

const folder = mkdtempSync(join(tmpdir(), 'readme-examples-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(READMES)('%s', (readme) => {
  const blocks = codeBlocks(readFileSync(join(ROOT, readme), 'utf8'));

  it('has examples', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((block, index) => [index + 1, block] as const))(
    'runs example %i',
    async (index, block) => {
      const source = block.replace(/from '(@portal\/[a-z0-9-]+)'/g, (whole, name: string) =>
        SOURCES[name] ? `from '${SOURCES[name]}'` : whole,
      );
      const file = join(folder, `${readme.replace(/\W/g, '-')}-${index}.ts`);
      writeFileSync(file, `${source}\nexport {};\n`);
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        await import(/* @vite-ignore */ file);
      } finally {
        log.mockRestore();
      }
    },
  );
});
