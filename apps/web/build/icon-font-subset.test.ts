// @vitest-environment node
import { Blob, Face } from 'harfbuzzjs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { afterAll, describe, expect, it } from 'vitest';
import { keepUsedRules } from './first-paint-css';
import { iconCharacters, subsetIconFonts } from './icon-font-subset';
import { usedContent } from './used-component-css';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const ICON_CSS = require.resolve('fomantic-ui-css/components/icon.min.css');
const out = mkdtempSync(join(tmpdir(), 'icon-fonts-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The characters a WOFF2 font has a glyph for (HarfBuzz reads the font made plain first). */
async function charactersOf(woff2: Buffer): Promise<Set<number>> {
  const everyIcon = String.fromCodePoint(...Array.from({ length: 0x1000 }, (_, i) => 0xf000 + i));
  const plain = await subsetFont(woff2, `${everyIcon}${String.fromCodePoint(0xe000, 0xe001)}`, {
    targetFormat: 'sfnt',
  });
  return new Set(new Face(new Blob(plain)).collectUnicodes());
}

describe('the icon fonts', () => {
  it.each([
    ['i.icon.bars::before{content:"\\f0c9"}', '\uf0c9'],
    ['i.icon.a::before{content:"\\f0c9"}i.icon.b::before{content:"\\f0c9"}', '\uf0c9'],
    ['i.icon.a::before{content:"\\f0c9"}i.icon.b::after{content:"\\f104"}', '\uf0c9\uf104'],
    ['.ui.label{content:"x"}', ''],
  ])('%s draws %j', (css, characters) => {
    expect(iconCharacters(css)).toBe(characters);
  });

  it('keeps the glyph of every icon rule the app keeps, and no other', async () => {
    const content = await usedContent({ root, sources: ['src'] });
    const kept = await keepUsedRules(readFileSync(ICON_CSS, 'utf8'), content);
    const css = await subsetIconFonts(kept, ICON_CSS, out);
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    // three faces, each one WOFF2 subset, no WOFF fallback
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url).toMatch(/\.woff2$/);
    const fonts = urls.map((url) => readFileSync(resolve(dirname(ICON_CSS), url)));
    const drawn = new Set<number>();
    for (const font of fonts) for (const point of await charactersOf(font)) drawn.add(point);
    const wanted = [...iconCharacters(kept)].map((c) => c.codePointAt(0) ?? 0);
    expect(wanted.length).toBeGreaterThan(20);
    for (const point of wanted) expect(drawn.has(point), point.toString(16)).toBe(true);
    // fomantic's whole solid set holds about a thousand; snowflake (f2dc) is not the app's
    const whole = await charactersOf(
      readFileSync(resolve(dirname(ICON_CSS), '../themes/default/assets/fonts/icons.woff2')),
    );
    expect(drawn.size).toBeLessThan(whole.size / 2);
    expect(whole.has(0xf2dc)).toBe(true);
    expect(drawn.has(0xf2dc)).toBe(false);
  });
});
