/**
 * How an exact fraction becomes a whole number of minor units. Every fee names its mode, so a
 * reader never has to guess where a fen went.
 * - half_up: to the nearest, a half away from zero (commercial rounding; 0.5 -> 1, -0.5 -> -1).
 * - half_even: to the nearest, a half to the even neighbour (banker's rounding).
 * - ceiling: towards plus infinity. - floor: towards minus infinity.
 */
export const ROUNDING_MODES = ['half_up', 'half_even', 'ceiling', 'floor'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

/** Rounds numerator/denominator (denominator > 0) to an integer, exactly, in the given mode. */
export function roundFraction(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const quotient = numerator / denominator; // truncates towards zero
  const remainder = numerator % denominator; // same sign as the numerator
  if (remainder === 0n) return quotient;
  const sign = numerator < 0n ? -1n : 1n;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  switch (mode) {
    case 'floor':
      return sign < 0n ? quotient - 1n : quotient;
    case 'ceiling':
      return sign > 0n ? quotient + 1n : quotient;
    case 'half_up':
      return twiceRemainder >= denominator ? quotient + sign : quotient;
    case 'half_even':
      if (twiceRemainder > denominator) return quotient + sign;
      if (twiceRemainder < denominator) return quotient;
      return quotient % 2n === 0n ? quotient : quotient + sign;
  }
}
