import { access, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { keepUsedRules, sourceFiles } from './first-paint-css';
import { subsetIconFonts } from './icon-font-subset';

/** A fomantic-ui component stylesheet, as app-styles.ts and public-components.ts import them. */
const COMPONENT_CSS = /fomantic-ui-css\/components\/[\w-]+(\.min)?\.css$/;
const ICON_CSS = /fomantic-ui-css\/components\/icon(\.min)?\.css$/;
const LIBRARY_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]semantic-ui-react['"]/g;
// SUI.js lists every colour, size and icon name for the props' type checks: reading it would
// keep the rule of every one of fomantic's 1,500 icons. A class that names one comes from a
// prop's value, which is written in the app's own source.
const LIBRARY_CONSTANTS = /[\\/]lib[\\/]SUI\.js$/;

const PROP_TYPES =
  /\n\w+\.propTypes = process\.env\.NODE_ENV !== "production" \? \{[\s\S]*?\n\} : \{\};/g;
const HANDLED_PROPS = /\n\w+\.handledProps = \[[^\]]*\];/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
// `useKeyOnly(celled, 'celled')` where `celled = props.celled`: the class is there when the app
// passes the prop, whose name is then in the app's source. Not `useKeyOnly(scrolling,
// 'scrolling')` where the modal's state decides it.
const CLASS_OF_ITS_NAME = /use\w+\((\w+), '\1'\)/g;
const PROP_READ = /\b(\w+) = (?:props|_this\$props\d*|this\.props|_this\.props)\.\1\b/g;
const LITERAL = /'([^'\\\n]*)'|"([^"\\\n]*)"/g;
const OBJECT_KEY = /[{,]\s*([A-Za-z_$][\w$]*)\s*:/g;

/**
 * The words of a semantic-ui-react module that can become a class whatever props the app passes:
 * its string literals (`'ui'`, `'table'`, `'active visible'`) and object keys (`pagination:
 * true` on the menu a Pagination draws). Not its comments, its props' type checks and names, nor
 * the class each prop of the same name adds: those the app's own source names when it uses them.
 */
export function libraryWords(source: string): string {
  const props = new Set([...source.matchAll(PROP_READ)].map((match) => match[1]));
  const code = source
    .replace(PROP_TYPES, '')
    .replace(HANDLED_PROPS, '')
    .replace(COMMENT, '')
    .replace(CLASS_OF_ITS_NAME, (call, name: string) => (props.has(name) ? '' : call));
  const literals = [...code.matchAll(LITERAL)].map((match) => match[1] ?? match[2] ?? '');
  const keys = [...code.matchAll(OBJECT_KEY)].map((match) => match[1] ?? '');
  return [...literals, ...keys].join(' ');
}

/** The semantic-ui-react components a source file imports by name (`import type` left out). */
export const libraryComponents = (source: string): string[] =>
  [...source.matchAll(LIBRARY_IMPORT)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );

/** The file of each component semantic-ui-react exports, by name (from its ES modules' index). */
async function libraryIndex(root: string): Promise<Map<string, string>> {
  const require = createRequire(join(root, 'package.json'));
  const dir = join(dirname(require.resolve('semantic-ui-react/package.json')), 'dist', 'es');
  const index = await readFile(join(dir, 'index.js'), 'utf8');
  const files = new Map<string, string>();
  for (const match of index.matchAll(/import _(\w+) from '(\.[^']+)'/g))
    files.set(match[1] ?? '', join(dir, match[2] ?? ''));
  return files;
}

/** `./elements/Button` as the index writes it: `Button.js`, or the folder's `index.js`. */
const moduleFile = (path: string): Promise<string> =>
  access(`${path}.js`).then(
    () => `${path}.js`,
    () => join(path, 'index.js'),
  );

/**
 * The modules of semantic-ui-react that draw the components named, with what they import
 * (Button draws an Icon and a Label), but the library's lists of every colour, size and icon.
 */
export async function libraryModules(root: string, names: readonly string[]): Promise<string[]> {
  const files = await libraryIndex(root);
  const entries = [...new Set(names)].map((name) => {
    const file = files.get(name);
    if (file === undefined) throw new Error(`semantic-ui-react exports no ${name}`);
    return file;
  });
  const resolved = await Promise.all(entries.map(moduleFile));
  return sourceFiles(resolved, (path) => LIBRARY_CONSTANTS.test(path));
}

export interface UsedComponentOptions {
  /** The web app's folder; `sources` are relative to it. */
  readonly root: string;
  /** Files and folders (taken whole, tests left out) whose words can name a class. */
  readonly sources: readonly string[];
}

/**
 * The words every screen can draw with: the app's source files, the packages' sources it shows
 * (menus, statuses) and the semantic-ui-react modules of the components it imports.
 */
export async function usedContent(options: UsedComponentOptions): Promise<string[]> {
  const own = await sourceFiles(options.sources.map((path) => join(options.root, path)));
  const texts = await Promise.all(own.map((path) => readFile(path, 'utf8')));
  const components = texts.flatMap(libraryComponents);
  // a comment's words name no class ("the current one marked" kept every marked table's rules)
  const code = texts.map((text) => text.replace(COMMENT, ''));
  const library = await libraryModules(options.root, components);
  const libraryTexts = await Promise.all(library.map((path) => readFile(path, 'utf8')));
  return [...code, ...libraryTexts.map(libraryWords)];
}

/**
 * The Vite plugin that keeps, of each fomantic-ui component stylesheet the screens' chunks load,
 * only the rules whose classes, ids and elements the app can draw (`usedContent`): fomantic
 * styles every variation of every component (colours, sizes, 1,500 icons) and the screens use
 * a few; the icon fonts keep the glyphs of the icons kept. Build only: the dev server serves the
 * stylesheets and fonts whole.
 * docs/adr/0058-component-css-the-app-uses.md
 */
export function usedComponentCss(options: UsedComponentOptions): Plugin {
  let content: Promise<string[]> | undefined;
  return {
    name: 'portal-used-component-css',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      // PORTAL_WHOLE_CSS=1 builds the stylesheets whole, for bench/css-purge-check.mjs to compare
      const file = id.split('?')[0] ?? id;
      if (process.env['PORTAL_WHOLE_CSS'] === '1' || !COMPONENT_CSS.test(file)) return null;
      content ??= usedContent(options);
      const kept = await keepUsedRules(code, await content);
      // the icon fonts keep the glyphs of the icon rules kept (icon-font-subset.ts)
      if (!ICON_CSS.test(file)) return { code: kept, map: null };
      const fonts = join(options.root, 'node_modules', '.cache', 'portal-icon-fonts');
      return { code: await subsetIconFonts(kept, file, fonts), map: null };
    },
  };
}
