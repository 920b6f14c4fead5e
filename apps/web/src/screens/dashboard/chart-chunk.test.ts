// The chart library rides only in the dashboard's chart chunk: no module the entry (and so the
// login page) or the dashboard screen imports statically may reach it. Read from the sources'
// import statements, the way the bundler splits chunks: a static import joins its importer's
// chunk, a dynamic import() starts a chunk of its own. bench/web-bench.mjs checks the built files
// and what the login page downloads.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');
const DRAW_CHART = join(SRC, 'screens', 'dashboard', 'draw-chart.ts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

// `import x from 'm'`, `import 'm'`, `export { x } from 'm'`; never `import type` (erased)
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[\s\S]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const specifiers = (file: string, pattern: RegExp): string[] =>
  [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1] ?? '');

/** The file a relative specifier names, as the bundler resolves it; undefined for a package. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Every source file a module pulls into its own chunk: its static imports, transitively. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of specifiers(file, STATIC_IMPORT)) {
      const next = resolveRelative(file, specifier);
      if (next !== undefined && /\.tsx?$/.test(next)) visit(next);
    }
  };
  visit(entry);
  return seen;
}

const importsChartJs = (file: string) =>
  specifiers(file, STATIC_IMPORT).some((s) => s === 'chart.js' || s.startsWith('chart.js/'));

describe('the chart library’s chunk', () => {
  const files = sourceFiles(SRC);

  it('scans the sources (the scan itself works)', () => {
    const entry = staticGraph(join(SRC, 'main.tsx'));
    expect(entry.size).toBeGreaterThan(25);
    expect(entry.has(join(SRC, 'stores', 'session-store.ts'))).toBe(true);
    expect(importsChartJs(DRAW_CHART)).toBe(true);
  });

  it('only draw-chart.ts imports chart.js', () => {
    expect(files.filter(importsChartJs).map((file) => relative(SRC, file))).toEqual([
      join('screens', 'dashboard', 'draw-chart.ts'),
    ]);
  });

  it('draw-chart.ts is only ever loaded by a dynamic import()', () => {
    const staticImporters = files.filter((file) =>
      specifiers(file, STATIC_IMPORT).some((s) => resolveRelative(file, s) === DRAW_CHART),
    );
    const dynamicImporters = files.filter((file) =>
      specifiers(file, DYNAMIC_IMPORT).some((s) => resolveRelative(file, s) === DRAW_CHART),
    );
    expect(staticImporters).toEqual([]);
    expect(dynamicImporters.map((file) => relative(SRC, file))).toEqual([
      join('screens', 'dashboard', 'chart-library.ts'),
    ]);
  });

  it.each([
    ['the entry chunk (the login page)', 'main.tsx'],
    ['the login screen', join('screens', 'login', 'LoginScreen.tsx')],
    [
      'the dashboard screen before its figures arrive',
      join('screens', 'dashboard', 'DashboardScreen.tsx'),
    ],
  ])('%s does not carry it', (_, entry) => {
    const graph = [...staticGraph(join(SRC, entry))];
    expect(graph).not.toContain(DRAW_CHART);
    expect(graph.filter(importsChartJs)).toEqual([]);
  });
});
