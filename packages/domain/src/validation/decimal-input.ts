import type { MessageCode, Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { FieldCheck } from './issues';
import { validationMessage } from './issues';

/**
 * A non-negative decimal typed into a form, kept as digit strings so that limits are compared
 * exactly (no binary floating point): `12.5` is `{ whole: '12', fraction: '5' }`.
 */
export interface DecimalInput {
  readonly whole: string;
  readonly fraction: string;
  readonly negative: boolean;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
/** Beyond this many integer digits a value stops being exact as hundredths in a JS number. */
const MAX_WHOLE_DIGITS = 12;

/**
 * Parses `12`, `12.5`, `'0.30'`; refuses exponents, commas and other text with NOT_A_NUMBER, and
 * so NaN and Infinity, which print as words.
 */
export function parseDecimalInput(input: string | number): Result<DecimalInput, MessageCode> {
  const text = typeof input === 'number' ? numberToPlainText(input) : input.trim();
  const match = DECIMAL.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (match === null || (whole === '' && fraction === ''))
    return err(validationMessage('VALIDATION.NOT_A_NUMBER'));
  const significantWhole = whole.replace(/^0+/, '');
  if (significantWhole.length > MAX_WHOLE_DIGITS)
    return err(validationMessage('VALIDATION.NUMBER_TOO_LARGE'));
  return ok({ whole: significantWhole, fraction, negative: match[1] === '-' });
}

/** `0.1 + 0.2` prints as 0.30000000000000004 and is refused for its decimals, as typed text would be. */
function numberToPlainText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent notation only appears for |value| < 1e-6 or >= 1e21; spell it out in full (the
  // trailing zeros of toFixed count for nothing: see significantDecimals).
  return Math.abs(value) < 1 ? value.toFixed(20) : BigInt(value).toString();
}

const isZero = (decimal: DecimalInput) => /^0*$/.test(decimal.whole + decimal.fraction);

/** Decimal places that matter: trailing zeros of the fraction do not (`1.50` has one). */
export const significantDecimals = (decimal: DecimalInput): number =>
  decimal.fraction.replace(/0+$/, '').length;

/** The value scaled to an integer count of 10^-places, assuming it has at most `places`. */
export function toScaledInteger(decimal: DecimalInput, places: number): number {
  const fraction = decimal.fraction.padEnd(places, '0').slice(0, places);
  const magnitude = Number(`${decimal.whole || '0'}${fraction}`);
  return decimal.negative ? -magnitude : magnitude;
}

/**
 * A required number above 0 with at most `maxDecimals` places; on success the value in
 * hundredths (minor units) when maxDecimals <= 2.
 */
export function parsePositiveAmount(
  input: string | number | null | undefined,
  maxDecimals = 2,
): Result<number, FieldCheck> {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === ''))
    return err(validationMessage('VALIDATION.REQUIRED'));
  const parsed = parseDecimalInput(input);
  if (!parsed.ok) return parsed;
  const decimal = parsed.value;
  if (decimal.negative || isZero(decimal)) return err(validationMessage('VALIDATION.POSITIVE'));
  if (significantDecimals(decimal) > maxDecimals)
    return err(validationMessage('VALIDATION.DECIMALS', { max: maxDecimals }));
  return ok(toScaledInteger(decimal, maxDecimals));
}

/** Price, declared value, weight, dimensions, COD: required, above 0, at most 2 decimals. */
export function validatePositiveAmount(input: string | number | null | undefined): FieldCheck {
  const parsed = parsePositiveAmount(input);
  return parsed.ok ? undefined : parsed.error;
}

/** A whole number of at least `min` (plan SKUs >= 1, plan-items >= 100, ASN quantity >= 1). */
export function validateIntegerAtLeast(
  input: string | number | null | undefined,
  min: number,
): FieldCheck {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === ''))
    return validationMessage('VALIDATION.REQUIRED');
  const parsed = parseDecimalInput(input);
  if (!parsed.ok) return parsed.error;
  const decimal = parsed.value;
  if (significantDecimals(decimal) > 0 || toScaledInteger(decimal, 0) < min)
    return validationMessage('VALIDATION.INTEGER_MIN', { min });
  return undefined;
}
