import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

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

/**
 * The question drawn by svg-captcha: every glyph is an outline path (no `<text>` to read back),
 * jittered, with curved noise lines across it. Its font has no '×', so the image shows 'x'; the
 * spaces go, since the font spaces glyphs evenly anyway.
 */
export function captchaSvg(text: string): string {
  const drawn = text.replace(/×/g, 'x').replace(/\s+/g, '');
  return drawText(drawn, { width: 150, height: 50, fontSize: 48, noise: 3, color: false });
}
