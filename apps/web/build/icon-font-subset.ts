import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';

// `@font-face{font-family:icons;src:url(../x/icons.woff2) format("woff2"),url(../x/icons.woff)
// format("woff");...}`, as fomantic's icon stylesheet declares its three icon fonts
const FACE_SOURCE =
  /(@font-face\{font-family:([\w-]+);src:)url\(([^)]+\.woff2)\) format\("woff2"\)(?:,url\([^)]+\.woff\) format\("woff"\))?/g;
// `i.icon.angle.left::before{content:"\f104"}`: the character an icon rule draws
const GLYPH = /content:"\\([0-9a-fA-F]{2,6})"/g;

/** The characters the icon rules of a stylesheet draw, each once, in the order first drawn. */
export function iconCharacters(css: string): string {
  const points = new Set([...css.matchAll(GLYPH)].map((match) => parseInt(match[1] ?? '', 16)));
  return String.fromCodePoint(...points);
}

/**
 * Rewrites the icon fonts of fomantic's icon stylesheet (`css`, read from `cssFile`) to subsets
 * holding only the glyphs its rules draw, written to `outDir` under their content's hash, and
 * points the faces at them (WOFF2 only: every browser the app supports reads it). The whole
 * `icons.woff2` is 79 kB; the 60-odd icons the app draws are a few kB.
 */
export async function subsetIconFonts(css: string, cssFile: string, outDir: string) {
  const characters = iconCharacters(css);
  await mkdir(outDir, { recursive: true });
  let out = css;
  for (const [whole, head, family, url] of css.matchAll(FACE_SOURCE)) {
    if (head === undefined || family === undefined || url === undefined) continue;
    const font = await readFile(join(dirname(cssFile), url));
    const subset = await subsetFont(font, characters, { targetFormat: 'woff2' });
    const hash = createHash('sha256').update(subset).digest('hex').slice(0, 12);
    const file = join(outDir, `${family}-${hash}.woff2`);
    await writeFile(file, subset);
    out = out.replace(whole, `${head}url(${relative(dirname(cssFile), file)}) format("woff2")`);
  }
  return out;
}
