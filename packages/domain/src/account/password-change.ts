import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { compact, fieldError } from './fields';
import { validatePassword, validatePasswordConfirmation } from './password';

export interface PasswordChangeForm {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

/** Old password not empty, new password different from the old one, confirmation matching. */
export function validatePasswordChange(
  form: PasswordChangeForm,
): Result<PasswordChangeForm, readonly AccountFieldError[]> {
  const errors = compact([
    form.oldPassword === ''
      ? fieldError('old_password', ACCOUNT_CODES.oldPasswordRequired)
      : undefined,
    validatePassword(form.newPassword, 'new_password') ??
      (form.newPassword === form.oldPassword
        ? fieldError('new_password', ACCOUNT_CODES.newPasswordSameAsOld)
        : undefined),
    validatePasswordConfirmation(form.newPassword, form.confirmation, 'confirm_password'),
  ]);
  return errors.length > 0 ? err(errors) : ok(form);
}
