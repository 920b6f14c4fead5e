import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captchaSvg, newCaptchaQuestion } from './captcha-image';

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
    'draws %s as outlines only: no character of it can be read from the SVG text',
    (question) => {
      const svg = captchaSvg(question);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<text|font-family/);
      // one outline per drawn character, besides the noise lines
      const glyphs = question.replace(/\s+/g, '').length;
      expect(svg.match(/<path fill=/g)).toHaveLength(glyphs);
      expect(svg.match(/<path d=/g)?.length).toBeGreaterThanOrEqual(3);
      for (const part of question.split(' ')) expect(svg).not.toContain(`>${part}<`);
    },
  );

  it('gives the multiplication sign a glyph the font has', () => {
    const times = captchaSvg('4 × 9 = ?');
    const outlines = [...times.matchAll(/<path fill="[^"]*" d="([^"]*)"/g)].map((m) => m[1]);
    expect(outlines.every((d) => d !== undefined && d.length > 0)).toBe(true);
  });
});
