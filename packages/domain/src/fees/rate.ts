import { FEE_CODES } from './codes';
import type { Result } from '../shared/result';
import { err, message, ok } from '../shared/result';
import type { MessageCode } from '../shared/result';

/**
 * An exact, non-negative ratio (a percentage, a multiplier, an exchange rate) as two integers, so
 * no binary float ever touches money. 0.6% is { numerator: 6n, denominator: 1000n }.
 */
export interface Rate {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** Parses a plain decimal such as '0.006' or '7.1234' exactly; no exponent, no sign. */
export function rateFromDecimal(text: string): Result<Rate, MessageCode> {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (match === null) return err(message(FEE_CODES.invalidRate, { rate: text }));
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  return ok({
    numerator: BigInt(whole + fraction),
    denominator: 10n ** BigInt(fraction.length),
  });
}

/** Undefined for a usable rate; a code for a negative one or one without a positive denominator. */
export const checkRate = (rate: Rate): MessageCode | undefined =>
  rate.numerator >= 0n && rate.denominator > 0n
    ? undefined
    : message(FEE_CODES.invalidRate, { rate: `${rate.numerator}/${rate.denominator}` });
