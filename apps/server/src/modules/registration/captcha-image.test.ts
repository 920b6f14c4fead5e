import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import svgCaptcha from 'svg-captcha';
import { readByGlyphOutlines } from './captcha-outline-reader';
import { captchaSvg, newCaptchaQuestion } from './captcha-image';

/** svg-captcha's drawing of a text, as the portal drew it before (noise lines and all). */
const libraryDrawing = (text: string) =>
  (svgCaptcha as unknown as (t: string, o: object) => string)(text, {
    width: 150,
    height: 50,
    fontSize: 48,
    noise: 3,
    color: false,
  });

describe('newCaptchaQuestion', () => {
  it.each([
    [[0, 6, 4], '7 + 5 = ?', 12],
    [[1, 8, 2], '10 - 3 = ?', 7],
    [[2, 1, 7], '3 × 9 = ?', 27],
  ])('draws %j as %s', (draws, text, answer) => {
    const queue = [...draws];
    const question = newCaptchaQuestion(() => queue.shift() ?? 0);
    expect(question).toEqual({ text, answer });
  });

  it('always asks something whose answer is a non-negative integer it states correctly', () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.nat()), (stream) => {
        const iterator = stream[Symbol.iterator]();
        const question = newCaptchaQuestion((max) => (iterator.next().value as number) % max);
        const [a, op, b] = question.text.split(' ');
        const expected =
          op === '+'
            ? Number(a) + Number(b)
            : op === '-'
              ? Number(a) - Number(b)
              : Number(a) * Number(b);
        expect(question.answer).toBe(expected);
        expect(question.answer).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('captchaSvg', () => {
  it.each(['7 + 5 = ?', '12 - 3 = ?', '4 × 9 = ?'])(
    'draws %s as outlines only, in one path: nothing to read from the SVG text or its elements',
    (question) => {
      const svg = captchaSvg(question);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<text|font-family/);
      expect(svg.match(/<path fill=/g)).toHaveLength(1);
      // the library's three noise lines stay
      expect(svg.match(/<path d=/g)).toHaveLength(3);
      // straight runs only: no curve keeps the font's command sequence
      const outline = /<path fill="[^"]*"[^>]* d="([^"]*)"/.exec(svg)?.[1] ?? '';
      expect(outline).toMatch(/^[MLZ0-9. -]+$/);
      for (const part of question.split(' ')) expect(svg).not.toContain(`>${part}<`);
    },
  );

  it('keeps every glyph inside the picture, whatever the draw', () => {
    fc.assert(
      fc.property(
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (stream) => {
          const iterator = stream[Symbol.iterator]();
          const svg = captchaSvg('20 + 19 = ?', () => iterator.next().value as number);
          const outline = /<path fill="[^"]*"[^>]* d="([^"]*)"/.exec(svg)?.[1] ?? '';
          const numbers = (outline.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
          const xs = numbers.filter((_, i) => i % 2 === 0);
          const ys = numbers.filter((_, i) => i % 2 === 1);
          expect(Math.min(...xs)).toBeGreaterThan(-5);
          expect(Math.max(...xs)).toBeLessThan(155);
          expect(Math.min(...ys)).toBeGreaterThan(-5);
          expect(Math.max(...ys)).toBeLessThan(55);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("a script reading by svg-captcha's own glyph outlines", () => {
  const questions = Array.from({ length: 60 }, () => newCaptchaQuestion().text);
  const drawnText = (question: string) => question.replace(/×/g, 'x').replace(/\s+/g, '');

  it("reads the library's own drawing of every question (the attack works)", () => {
    const read = questions.filter(
      (q) => readByGlyphOutlines(libraryDrawing(drawnText(q))) === drawnText(q),
    );
    expect(read.length).toBeGreaterThanOrEqual(57);
  });

  it('reads (almost) none of the captchas the portal draws', () => {
    const read = questions.filter((q) => readByGlyphOutlines(captchaSvg(q)) === drawnText(q));
    expect(read.length).toBeLessThanOrEqual(3);
  });
});
