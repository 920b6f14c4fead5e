// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { systemFont, withoutLatoFaces } from './system-font';

const require = createRequire(import.meta.url);
const SITE_CSS = require.resolve('fomantic-ui-css/components/site.min.css');
const site = readFileSync(SITE_CSS, 'utf8');

describe('withoutLatoFaces', () => {
  it("drops every Lato face of fomantic's site stylesheet, so no Lato file is fetched", () => {
    expect(site).toMatch(/@font-face\{font-family:Lato;/);
    const css = withoutLatoFaces(site);
    expect(css).not.toContain('@font-face');
    expect(css).not.toMatch(/Lato[-\w]*\.woff/);
  });

  it("keeps every other rule, with the system's own fonts after Lato", () => {
    const css = withoutLatoFaces(site);
    expect(css).toMatch(/body\{[^}]*font-family:Lato,system-ui,-apple-system,"Segoe UI"/);
    for (const selector of ['html{', 'body{', 'h1{', 'p{', '::selection{'])
      expect(css, selector).toContain(selector);
    // only the faces went: every other rule is still there, in the same order
    const rules = (text: string) =>
      text
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .match(/[^{}]+\{/g)
        ?.filter((rule) => !rule.includes('@font-face'));
    expect(rules(css)).toEqual(rules(site));
  });

  it.each([
    ['another family', '@font-face{font-family:Icons;src:url(icons.woff2)}'],
    ['no face at all', 'body{margin:0}'],
  ])('leaves %s alone', (_name, css) => {
    expect(withoutLatoFaces(css)).toBe(css);
  });
});

describe('systemFont', () => {
  const transform = (code: string, id: string) => {
    const hook = systemFont().transform;
    if (typeof hook !== 'function') throw new Error('no transform hook');
    return (hook as (code: string, id: string) => unknown).call({}, code, id);
  };

  it('rewrites only fomantic site stylesheet', () => {
    expect(transform(site, SITE_CSS)).toEqual({ code: withoutLatoFaces(site), map: null });
    expect(transform(site, `${SITE_CSS}?inline`)).toEqual({
      code: withoutLatoFaces(site),
      map: null,
    });
    expect(transform(site, '/src/styles/shell.css')).toBeNull();
  });
});
