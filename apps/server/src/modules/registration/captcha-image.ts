import { randomInt } from 'node:crypto';

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

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The question drawn as an SVG: each character slightly shifted and turned, with noise lines, so
 * the text is not a plain string in the page.
 */
export function captchaSvg(text: string, random: (max: number) => number = randomInt): string {
  const width = 150;
  const height = 50;
  const chars = [...text].map((char, i) => {
    const x = 12 + i * 13;
    const y = 32 + random(7) - 3;
    const angle = random(31) - 15;
    const shade = 40 + random(80);
    return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="rgb(${shade},${shade},${shade + 40})">${escapeXml(char)}</text>`;
  });
  const lines = Array.from({ length: 4 }, () => {
    const color = `rgb(${120 + random(100)},${120 + random(100)},${120 + random(100)})`;
    return `<line x1="${random(width)}" y1="${random(height)}" x2="${random(width)}" y2="${random(height)}" stroke="${color}" stroke-width="1"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="#f4f6f8"/>`,
    ...lines,
    `<g font-family="monospace" font-size="22" font-weight="bold">`,
    ...chars,
    `</g></svg>`,
  ].join('');
}
