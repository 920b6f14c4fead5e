import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neighbourIndex } from './FilterTabs';

describe('neighbourIndex: the tab a key moves to in a strip of tabs', () => {
  it.each([
    [0, 'ArrowRight', 1],
    [0, 'ArrowLeft', 6],
    [6, 'ArrowRight', 0],
    [4, 'Home', 0],
    [1, 'End', 6],
    [1, 'Enter', undefined],
  ])('from tab %i of 7, %s goes to %j', (from, key, to) => {
    expect(neighbourIndex(from, 7, key)).toBe(to);
  });

  it('right then left comes back to the same tab (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (count, at) => {
        const from = at % count;
        const right = neighbourIndex(from, count, 'ArrowRight') ?? -1;
        expect(neighbourIndex(right, count, 'ArrowLeft')).toBe(from);
      }),
    );
  });
});
