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
  it('draws every character of the question in an SVG document', () => {
    const svg = captchaSvg('7 + 5 = ?');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<text /g)).toHaveLength(9);
    expect(svg).not.toContain('7 + 5');
  });
});
