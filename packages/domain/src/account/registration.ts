import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { charLength, compact, fieldError, isBlank } from './fields';
import { validatePassword, validatePasswordConfirmation } from './password';
import { validateUserId } from './user-id';

export const ACCOUNT_NAME_MAX_LENGTH = 50;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegistrationForm {
  readonly username: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  /** The service agreement checkbox. */
  readonly agreement: boolean;
  readonly captcha: string;
}

/** A name of 1-50 characters, not only spaces. */
export function validateAccountName(value: string, field = 'name'): AccountFieldError | undefined {
  if (isBlank(value) || charLength(value.trim()) > ACCOUNT_NAME_MAX_LENGTH)
    return fieldError(field, ACCOUNT_CODES.nameLength, { min: 1, max: ACCOUNT_NAME_MAX_LENGTH });
  return undefined;
}

export const validateEmail = (value: string, field = 'email'): AccountFieldError | undefined =>
  EMAIL_PATTERN.test(value) && charLength(value) <= 100
    ? undefined
    : fieldError(field, ACCOUNT_CODES.emailInvalid);

/** Every registration rule of the specs; all failures at once, so the form marks every field. */
export function validateRegistration(
  form: RegistrationForm,
): Result<RegistrationForm, readonly AccountFieldError[]> {
  const errors = compact([
    validateUserId(form.username),
    validateAccountName(form.name),
    validateEmail(form.email),
    validatePassword(form.password),
    validatePasswordConfirmation(form.password, form.passwordConfirmation),
    form.agreement ? undefined : fieldError('agreement', ACCOUNT_CODES.agreementRequired),
    isBlank(form.captcha) ? fieldError('captcha', ACCOUNT_CODES.captchaRequired) : undefined,
  ]);
  return errors.length > 0 ? err(errors) : ok({ ...form, name: form.name.trim() });
}
