import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { checkText, compact, fieldError } from './fields';
import { validatePassword, validatePasswordConfirmation } from './password';
import { validateEmail } from './registration';
import { validateUserId } from './user-id';

export const SUB_ACCOUNT_TEXT_MAX_LENGTH = 50;
export const SUB_ACCOUNT_PHONE_MAX_DIGITS = 20;

export interface SubAccountForm {
  readonly username: string;
  readonly realName: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

/** Phone of 1-20 digits, texts up to 50 characters, passwords matching. */
export function validateSubAccount(
  form: SubAccountForm,
): Result<SubAccountForm, readonly AccountFieldError[]> {
  const errors = compact([
    validateUserId(form.username),
    checkText('real_name', form.realName, SUB_ACCOUNT_TEXT_MAX_LENGTH),
    checkText('role', form.role, SUB_ACCOUNT_TEXT_MAX_LENGTH),
    checkText('email', form.email, SUB_ACCOUNT_TEXT_MAX_LENGTH) ?? validateEmail(form.email),
    /^\d{1,20}$/.test(form.phone)
      ? undefined
      : fieldError('phone', ACCOUNT_CODES.phoneDigits, { max: SUB_ACCOUNT_PHONE_MAX_DIGITS }),
    validatePassword(form.password),
    validatePasswordConfirmation(form.password, form.passwordConfirmation),
  ]);
  return errors.length > 0 ? err(errors) : ok(form);
}
