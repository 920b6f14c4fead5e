import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { charLength, fieldError } from './fields';

/** The spec names no password length; 8-64 is this product's choice, stated in one place. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export function validatePassword(value: string, field = 'password'): AccountFieldError | undefined {
  if (value === '') return fieldError(field, ACCOUNT_CODES.passwordRequired);
  const length = charLength(value);
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
    return fieldError(field, ACCOUNT_CODES.passwordLength, {
      min: PASSWORD_MIN_LENGTH,
      max: PASSWORD_MAX_LENGTH,
    });
  return undefined;
}

/** The confirmation must equal the password, character for character. */
export const validatePasswordConfirmation = (
  password: string,
  confirmation: string,
  field = 'password_confirmation',
): AccountFieldError | undefined =>
  password === confirmation ? undefined : fieldError(field, ACCOUNT_CODES.passwordMismatch);
