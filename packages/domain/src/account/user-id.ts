import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { charLength, fieldError } from './fields';

/** The spec fixes the alphabet (letters and digits); the 3-30 length is this product's choice. */
export const USER_ID_MIN_LENGTH = 3;
export const USER_ID_MAX_LENGTH = 30;
const USER_ID_PATTERN = /^[A-Za-z0-9]+$/;

/** A user ID is letters and digits only (platform-shell.md section 5). */
export function validateUserId(value: string, field = 'username'): AccountFieldError | undefined {
  if (value === '') return fieldError(field, ACCOUNT_CODES.userIdRequired);
  if (!USER_ID_PATTERN.test(value)) return fieldError(field, ACCOUNT_CODES.userIdCharacters);
  const length = charLength(value);
  if (length < USER_ID_MIN_LENGTH || length > USER_ID_MAX_LENGTH)
    return fieldError(field, ACCOUNT_CODES.userIdLength, {
      min: USER_ID_MIN_LENGTH,
      max: USER_ID_MAX_LENGTH,
    });
  return undefined;
}

/** The login form trims the username before sending; the server does the same on receipt. */
export const normaliseLoginUsername = (value: string): string => value.trim();
