import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableStock, fullDeltas, isLowStock, isNoMove } from './stock-levels';

const count = fc.integer({ min: 0, max: 1_000_000 });

describe('availableStock', () => {
  it.each([
    [10, 0, 10],
    [10, 4, 6],
    [10, 10, 0],
    [3, 5, 0],
    [0, 0, 0],
  ])('on hand %i, reserved %i -> %i', (onHand, reserved, available) => {
    expect(availableStock({ onHand, reserved })).toBe(available);
  });

  it('is never negative and never above on hand', () => {
    fc.assert(
      fc.property(count, count, (onHand, reserved) => {
        const available = availableStock({ onHand, reserved });
        expect(available).toBeGreaterThanOrEqual(0);
        expect(available).toBeLessThanOrEqual(onHand);
      }),
    );
  });

  it('is on hand minus reserved whenever the reservation fits the shelf', () => {
    fc.assert(
      fc.property(count, count, (a, b) => {
        const [reserved, onHand] = a <= b ? [a, b] : [b, a];
        expect(availableStock({ onHand, reserved })).toBe(onHand - reserved);
      }),
    );
  });
});

describe('isLowStock', () => {
  it.each([
    [5, 0, false],
    [0, 0, false],
    [5, 5, true],
    [4, 5, true],
    [6, 5, false],
    [0, 1, true],
  ])('available %i, threshold %i -> %s', (available, threshold, low) => {
    expect(isLowStock(available, threshold)).toBe(low);
  });

  it('a threshold of 0 never alerts; a higher threshold alerts at least as often', () => {
    fc.assert(
      fc.property(count, count, count, (available, a, b) => {
        expect(isLowStock(available, 0)).toBe(false);
        const [low, high] = a <= b ? [a, b] : [b, a];
        if (low > 0 && isLowStock(available, low)) expect(isLowStock(available, high)).toBe(true);
      }),
    );
  });
});

describe('deltas', () => {
  it.each([
    [{}, true],
    [{ onHand: 0, inTransit: 0 }, true],
    [{ reserved: 1 }, false],
    [{ unqualified: -1 }, false],
  ])('%j is no move: %s', (deltas, none) => {
    expect(isNoMove(deltas)).toBe(none);
  });

  it('fills every missing figure with zero and keeps the given ones', () => {
    fc.assert(
      fc.property(fc.option(fc.integer()), fc.option(fc.integer()), (onHand, reserved) => {
        const deltas = {
          ...(onHand === null ? {} : { onHand }),
          ...(reserved === null ? {} : { reserved }),
        };
        expect(fullDeltas(deltas)).toEqual({
          onHand: onHand ?? 0,
          reserved: reserved ?? 0,
          inTransit: 0,
          unqualified: 0,
        });
      }),
    );
  });
});
