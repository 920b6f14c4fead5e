import { FEE_CODES } from './codes';
import type { Currency } from './money';
import { CURRENCIES } from './money';
import type { Rate } from './rate';
import { rateFromDecimal } from './rate';
import type { RateTableEntry } from './rate-table';
import type { MessageCode, Result } from '../shared/result';
import { err, message, ok } from '../shared/result';

/** At most 8 decimals and 12 digits in all: more precision than any quoted rate, and it fits a bigint column. */
const RATE_PATTERN = /^\d{1,4}(\.\d{1,8})?$/;

/** A currency code from outside (the operator's form, a stored row), or MONEY.UNKNOWN_CURRENCY. */
export const parseCurrency = (value: string): Result<Currency, MessageCode> =>
  (CURRENCIES as readonly string[]).includes(value)
    ? ok(value as Currency)
    : err(message(FEE_CODES.unknownCurrency, { currency: value }));

/**
 * The operator's exchange rate: `from` and `to` known currencies and different, `rate` a
 * positive plain decimal such as '7.2' or '0.1389' (how many `to` one `from` is worth). Every
 * problem is reported, so a form can show them all.
 */
export function parseExchangeRateEntry(input: {
  readonly from: string;
  readonly to: string;
  readonly rate: string;
}): Result<RateTableEntry, readonly MessageCode[]> {
  const problems: MessageCode[] = [];
  const from = parseCurrency(input.from.trim().toUpperCase());
  const to = parseCurrency(input.to.trim().toUpperCase());
  if (!from.ok) problems.push(from.error);
  if (!to.ok) problems.push(to.error);
  if (from.ok && to.ok && from.value === to.value)
    problems.push(message(FEE_CODES.sameCurrencyRate, { currency: from.value }));
  const text = input.rate.trim();
  const rate = RATE_PATTERN.test(text)
    ? rateFromDecimal(text)
    : err(message(FEE_CODES.invalidRate, { rate: text }));
  if (!rate.ok) problems.push(rate.error);
  else if (rate.value.numerator === 0n)
    problems.push(message(FEE_CODES.invalidRate, { rate: text }));
  if (problems.length > 0 || !from.ok || !to.ok || !rate.ok) return err(problems);
  return ok({ from: from.value, to: to.value, rate: rate.value });
}

/**
 * A rate as the plain decimal an operator typed: exact when the denominator is a power of ten
 * (every rate parsed from a decimal is), else the fraction 'n/d'.
 */
export function rateText(rate: Rate): string {
  let digits = 0;
  let d = rate.denominator;
  while (d % 10n === 0n) {
    d /= 10n;
    digits += 1;
  }
  if (d !== 1n) return `${rate.numerator}/${rate.denominator}`;
  const whole = rate.numerator / rate.denominator;
  const fraction = (rate.numerator % rate.denominator).toString().padStart(digits, '0');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed === '' ? whole.toString() : `${whole}.${trimmed}`;
}
