import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Graph, alg } from '@dagrejs/graphlib';
import ts from 'typescript';

/** Where the workspace's source lives: every package's and app's own modules. */
export const SOURCE_ROOTS = ['packages/*/src', 'apps/*/src'];

const SOURCE = /\.(ts|tsx|mts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/** Every source file under `dir`, tests included (a test importing back into a cycle counts too). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler and tsc resolve it (no extension given). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  if (SOURCE.test(base) && existsSync(base)) return base;
  const found = EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path));
  return found !== undefined && statSync(found).isFile() ? found : undefined;
}

/**
 * The relative imports of one file, every kind counted: value and type-only imports, re-exports
 * and dynamic import(). A type-only edge is counted on purpose (ADR 0071): it binds the two files
 * as tightly for the reader and the compiler, and it turns into a value edge with one edit.
 */
export function importsOf(file: string, text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles
    .map((ref) => ref.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => resolveRelative(file, specifier) ?? []);
}

/** The import graph of the given files: one node per file, one edge per import between them. */
export function importGraph(
  files: readonly string[],
  read = (f: string) => readFileSync(f, 'utf8'),
) {
  const graph = new Graph({ directed: true });
  for (const file of files) {
    graph.setNode(file);
    for (const target of importsOf(file, read(file))) graph.setEdge(file, target);
  }
  return graph;
}

/**
 * Every import cycle: each strongly connected set of files (Tarjan's algorithm, graphlib's
 * findCycles), its files relative to `root` and sorted so a report reads the same every run.
 */
export function importCycles(graph: Graph, root: string): string[][] {
  return alg
    .findCycles(graph)
    .map((cycle) => cycle.map((file) => relative(root, file)).sort())
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
