import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { fieldError } from './fields';

/** Largest amount accepted in one entry, in minor units, so sums stay exact integers. */
export const AMOUNT_MAX_MINOR = 1_000_000_000_00;
const AMOUNT_PATTERN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * A positive decimal amount with at most 2 decimals, returned in integer minor units: "12.5"
 * becomes 1250. No floating point is involved, so nothing is rounded.
 */
export function parseAmountToMinor(
  value: string,
  field = 'amount',
): Result<number, AccountFieldError> {
  const match = AMOUNT_PATTERN.exec(value.trim());
  if (!match) return err(fieldError(field, ACCOUNT_CODES.amountNumeric));
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (minor <= 0 || minor > AMOUNT_MAX_MINOR)
    return err(fieldError(field, ACCOUNT_CODES.amountNumeric));
  return ok(minor);
}
