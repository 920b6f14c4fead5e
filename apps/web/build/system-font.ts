import type { Plugin } from 'vite';

/** Fomantic's site stylesheet, which declares the Lato web font. */
const SITE_CSS = /fomantic-ui-css\/components\/site(\.min)?\.css$/;
const LATO_FACE = /@font-face\s*\{[^}]*font-family:\s*['"]?Lato['"]?\s*;[^}]*\}/g;

/**
 * Takes the Lato `@font-face` rules out of fomantic's site stylesheet. Its rules still name
 * `Lato, system-ui, -apple-system, "Segoe UI", Roboto, ...`; with no Lato to download the browser
 * draws the system's own interface font, as it already does for Chinese text. Lato cost 69 kB (regular
 * and bold) on the login page alone, over a quarter of its 250 kB budget
 * (docs/adr/0014-system-font-instead-of-lato.md).
 */
export function withoutLatoFaces(css: string): string {
  return css.replace(LATO_FACE, '');
}

/** The Vite plugin: applies withoutLatoFaces to fomantic's site stylesheet before it is bundled. */
export function systemFont(): Plugin {
  return {
    name: 'portal-system-font',
    enforce: 'pre',
    transform(code, id) {
      return SITE_CSS.test(id.split('?')[0] ?? id)
        ? { code: withoutLatoFaces(code), map: null }
        : null;
    },
  };
}
