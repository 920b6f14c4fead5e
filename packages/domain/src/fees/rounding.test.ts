import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUNDING_MODES, roundFraction } from './rounding';

describe('roundFraction', () => {
  it.each([
    // numerator, denominator, half_up, half_even, ceiling, floor
    [5n, 2n, 3n, 2n, 3n, 2n], // 2.5
    [-5n, 2n, -3n, -2n, -2n, -3n], // -2.5
    [3n, 2n, 2n, 2n, 2n, 1n], // 1.5
    [1n, 2n, 1n, 0n, 1n, 0n], // 0.5
    [-1n, 2n, -1n, 0n, 0n, -1n], // -0.5
    [4n, 10n, 0n, 0n, 1n, 0n], // 0.4
    [6n, 10n, 1n, 1n, 1n, 0n], // 0.6
    [149n, 100n, 1n, 1n, 2n, 1n], // 1.49
    [151n, 100n, 2n, 2n, 2n, 1n], // 1.51
    [7n, 1n, 7n, 7n, 7n, 7n], // whole
  ])(
    '%i/%i rounds to %i (half_up) %i (half_even) %i (ceiling) %i (floor)',
    (n, d, hu, he, c, f) => {
      expect(roundFraction(n, d, 'half_up')).toBe(hu);
      expect(roundFraction(n, d, 'half_even')).toBe(he);
      expect(roundFraction(n, d, 'ceiling')).toBe(c);
      expect(roundFraction(n, d, 'floor')).toBe(f);
    },
  );

  const fraction = fc.tuple(fc.bigInt(-(10n ** 12n), 10n ** 12n), fc.bigInt(1n, 10n ** 6n));

  it('lands within one unit of the exact value, on the side the mode names', () => {
    fc.assert(
      fc.property(fraction, fc.constantFrom(...ROUNDING_MODES), ([n, d], mode) => {
        const r = roundFraction(n, d, mode);
        const error = r * d - n; // (rounded - exact) * d
        expect(error < d && error > -d).toBe(true);
        if (mode === 'ceiling') expect(error >= 0n).toBe(true);
        if (mode === 'floor') expect(error <= 0n).toBe(true);
        if (mode === 'half_up' || mode === 'half_even')
          expect(2n * (error < 0n ? -error : error) <= d).toBe(true);
      }),
    );
  });

  it('is monotone: a larger fraction never rounds lower', () => {
    fc.assert(
      fc.property(
        fraction,
        fc.bigInt(0n, 10n ** 6n),
        fc.constantFrom(...ROUNDING_MODES),
        ([n, d], step, mode) => {
          expect(roundFraction(n + step, d, mode) >= roundFraction(n, d, mode)).toBe(true);
        },
      ),
    );
  });
});
