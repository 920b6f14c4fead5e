import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Random } from './captcha-outlines';
import { distorted, flattenedSubpaths, pathData, shuffled, sliver } from './captcha-outlines';

/**
 * svg-captcha's main export draws a given text (`createCaptcha(text, options)`); its bundled types
 * declare only the helpers beside it (`create` draws a random text we could not choose).
 */
const drawText = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean },
) => string;

export interface CaptchaQuestion {
  readonly text: string;
  readonly answer: number;
}

/** A small calculation: a + b, a - b (never negative) or a × b with one-digit factors. */
export function newCaptchaQuestion(random: (max: number) => number = randomInt): CaptchaQuestion {
  const kind = random(3);
  if (kind === 0) {
    const a = 1 + random(20);
    const b = 1 + random(20);
    return { text: `${a} + ${b} = ?`, answer: a + b };
  }
  if (kind === 1) {
    const a = 2 + random(19);
    const b = 1 + random(a - 1);
    return { text: `${a} - ${b} = ?`, answer: a - b };
  }
  const a = 2 + random(8);
  const b = 2 + random(8);
  return { text: `${a} × ${b} = ?`, answer: a * b };
}

const WIDTH = 150;
const HEIGHT = 50;
/** The glyphs' one fill: svg-captcha's darkest greys, legible on the light form. */
const FILL = '#333';
const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * The question as an SVG of outlines only (no `<text>` to read back). svg-captcha lays the glyphs
 * out and draws its curved noise lines; its glyph outlines are then remade (captcha-outlines.ts:
 * each glyph turned, scaled and sheared at random, its curves flattened into runs of random
 * length) and drawn with three slivers of the same fill as ONE path in random order, since the
 * library's own outlines are the font's and a script matched them. Its font
 * has no '×', so the image shows 'x'; the spaces go, since the font spaces glyphs evenly anyway.
 */
export function captchaSvg(text: string, random: Random = cryptoRandom): string {
  const drawn = text.replace(/×/g, 'x').replace(/\s+/g, '');
  const svg = drawText(drawn, {
    width: WIDTH,
    height: HEIGHT,
    fontSize: 48,
    noise: 3,
    color: false,
  });
  const noise = svg.match(/<path d="[^"]*" stroke="[^"]*" fill="none"\/>/g) ?? [];
  const glyphs = [...svg.matchAll(/<path fill="[^"]*" d="([^"]*)"\/>/g)].flatMap(([, d = '']) =>
    distorted(flattenedSubpaths(d, random), random),
  );
  const slivers = Array.from({ length: 3 }, () => sliver(WIDTH, HEIGHT, random));
  const outlines = `<path fill="${FILL}" fill-rule="nonzero" d="${pathData(shuffled([...glyphs, ...slivers], random))}"/>`;
  const start = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0,0,${WIDTH},${HEIGHT}">`;
  return `${start}${noise.join('')}${outlines}</svg>`;
}
