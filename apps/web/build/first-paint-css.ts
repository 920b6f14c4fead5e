import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';
import { withoutLatoFaces } from './system-font';

/** The stylesheet main.tsx imports, whose rules this plugin writes. */
const FIRST_PAINT = /\/src\/styles\/first-paint\.css$/;
const IMPORT = /^import\s+['"]([^'"]+\.css)['"];/gm;
const SITE_CSS = /fomantic-ui-css\/components\/site(\.min)?\.css$/;

/** The stylesheets a module imports for their effect (`import 'x.css';`), in order. */
export const stylesheetImports = (source: string): string[] =>
  [...source.matchAll(IMPORT)].map((match) => match[1] ?? '');

export interface FirstPaintOptions {
  /** The folder the paths below are relative to. */
  readonly root: string;
  /** Stylesheets, in cascade order: a `.css` file itself, or the stylesheets a module imports. */
  readonly stylesheets: readonly string[];
  /** The files (or folders, taken whole) that draw the first paint; what they import is added. */
  readonly content: readonly string[];
}

const LOCAL_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
const SOURCE = /\.(tsx?|m?js|html)$/;
const TEST = /\.test\.tsx?$/;

/** The local modules a source file imports for values (`import type` left out), as written. */
export const localImports = (source: string): string[] =>
  [...source.matchAll(LOCAL_IMPORT)].map((match) => match[1] ?? '');

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (found) => found.isFile(),
    () => false,
  );
}

const EXTENSIONS = ['.ts', '.tsx', '.js'];

/** A relative import's file: as written, or with `.ts`, `.tsx`, `.js`, `/index.ts(x)`, `/index.js`. */
async function moduleFile(from: string, spec: string): Promise<string | undefined> {
  const base = join(dirname(from), spec);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext)];
  candidates.push(...EXTENSIONS.map((ext) => `${base}/index${ext}`));
  for (const path of candidates) if (SOURCE.test(path) && (await isFile(path))) return path;
  return undefined;
}

/**
 * The files named, the source files under the folders named (tests left out), and every local
 * module they import for values, transitively, but those `skip` names: what the first paint (or
 * a library's components) can draw with.
 */
export async function sourceFiles(
  paths: readonly string[],
  skip: (path: string) => boolean = () => false,
): Promise<string[]> {
  const pending: string[] = [];
  for (const path of paths) {
    if (!(await stat(path)).isDirectory()) pending.push(path);
    else {
      const entries = await readdir(path, { recursive: true });
      for (const entry of entries.sort())
        if (SOURCE.test(entry) && !TEST.test(entry)) pending.push(join(path, entry));
    }
  }
  const files = new Set<string>();
  for (let path = pending.shift(); path !== undefined; path = pending.shift()) {
    if (files.has(path) || skip(path)) continue;
    files.add(path);
    for (const spec of localImports(await readFile(path, 'utf8'))) {
      const file = await moduleFile(path, spec);
      if (file !== undefined && !files.has(file)) pending.push(file);
    }
  }
  return [...files].sort();
}

/**
 * Keeps the rules of `css` whose every class, id and element appears in `content` (the words of
 * the files that draw the first paint), as PurgeCSS decides; keyframes, font faces and custom
 * properties stay whole.
 */
export async function keepUsedRules(css: string, content: readonly string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: content.map((raw) => ({ raw, extension: 'tsx' })),
    css: [{ raw: css }],
  });
  return result?.css ?? '';
}

/**
 * The Vite plugin behind `src/styles/first-paint.css`, the only stylesheet of the entry chunk:
 * it loads the stylesheets that file imports (fomantic's components of the public pages and the
 * app's own `shell.css`) and keeps only the rules the files of `content` can use (the login
 * screen, the public frame, the page loader, the toasts). Every other screen loads the whole
 * stylesheets in the same order with its chunk (`src/styles/app-styles.ts`), so a rule kept
 * here is declared again later, identically, and the cascade of a signed-in screen is the one it
 * always was (docs/adr/0055-first-paint-css-and-lazy-http.md).
 */
export function firstPaintCss(options: FirstPaintOptions): Plugin {
  return {
    name: 'portal-first-paint-css',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!FIRST_PAINT.test(file)) return null;
      const parts: string[] = [];
      for (const source of options.stylesheets.map((path) => join(options.root, path))) {
        this.addWatchFile(source);
        const specs = source.endsWith('.css')
          ? [source]
          : stylesheetImports(await readFile(source, 'utf8'));
        for (const spec of specs) {
          const resolved = await this.resolve(spec, source);
          if (resolved === null) throw new Error(`first-paint.css: cannot resolve ${spec}`);
          const path = resolved.id.split('?')[0] ?? resolved.id;
          this.addWatchFile(path);
          const css = await readFile(path, 'utf8');
          parts.push(SITE_CSS.test(path) ? withoutLatoFaces(css) : css);
        }
      }
      const content: string[] = [];
      for (const path of await sourceFiles(
        options.content.map((path) => join(options.root, path)),
      )) {
        this.addWatchFile(path);
        content.push(await readFile(path, 'utf8'));
      }
      return { code: await keepUsedRules(parts.join('\n'), content), map: null };
    },
  };
}
