import { parsePositiveAmount, validatePositiveAmount } from './decimal-input';
import type { FieldCheck } from './issues';
import { firstFailure, validateRequiredField, validationMessage } from './issues';
import { originCountryCode } from './origin-country';

export type DecimalField = string | number | null | undefined;

/** Price (USD): required, above 0, at most 2 decimals. */
export const validateProductPrice = (price: DecimalField): FieldCheck =>
  validatePositiveAmount(price);

/** Weight (kg): above 0, at most 2 decimals. */
export const validateProductWeight = (weightKg: DecimalField): FieldCheck =>
  validatePositiveAmount(weightKg);

/** Length, width or height (cm): above 0, at most 2 decimals. */
export const validateProductDimension = (centimetres: DecimalField): FieldCheck =>
  validatePositiveAmount(centimetres);

/**
 * Declared value (USD): required, above 0, at most 2 decimals and not below the product's cost
 * (its price). A cost that is itself invalid is reported on its own field, not here.
 */
export function validateDeclaredValue(declared: DecimalField, cost: DecimalField): FieldCheck {
  const parsedDeclared = parsePositiveAmount(declared);
  if (!parsedDeclared.ok) return parsedDeclared.error;
  const parsedCost = parsePositiveAmount(cost);
  return parsedCost.ok && parsedDeclared.value < parsedCost.value
    ? validationMessage('PRODUCT.DECLARED_BELOW_COST')
    : undefined;
}

export const HS_CODE_MIN_DIGITS = 8;

/** HS code: digits only, at least 8 ('Invalid HS code'). */
export function validateHsCode(code: string | null | undefined): FieldCheck {
  const value = (code ?? '').trim();
  return firstFailure(
    () => validateRequiredField(value),
    () =>
      new RegExp(`^\\d{${HS_CODE_MIN_DIGITS},}$`).test(value)
        ? undefined
        : validationMessage('PRODUCT.HS_CODE_INVALID'),
  );
}

/** English letters with the punctuation of country names (`Korea, Republic of`, `Côte` is not). */
const ENGLISH_PLACE_NAME = /^[A-Za-z][A-Za-z .,'()&-]*$/;

/** Country of manufacture: required, English only, and a country of the list (ISO 3166). */
export function validateOrigin(origin: string | null | undefined): FieldCheck {
  const value = (origin ?? '').trim();
  return firstFailure(
    () => validateRequiredField(value),
    () =>
      ENGLISH_PLACE_NAME.test(value) ? undefined : validationMessage('PRODUCT.ORIGIN_ENGLISH_ONLY'),
    () =>
      originCountryCode(value) === undefined
        ? validationMessage('PRODUCT.ORIGIN_UNKNOWN')
        : undefined,
  );
}
