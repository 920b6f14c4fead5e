import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { compact, fieldError } from './fields';
import { normaliseLoginUsername } from './user-id';

export const CUSTOMER_ID_MAX = 2_147_483_647;

export interface LoginForm {
  readonly username: string;
  readonly password: string;
}

/**
 * Login only checks presence: the user ID alphabet is a registration rule, and telling a caller
 * which part of a login is malformed would help someone guessing accounts.
 */
export function validateLogin(form: LoginForm): Result<LoginForm, readonly AccountFieldError[]> {
  const username = normaliseLoginUsername(form.username);
  const errors = compact([
    username === '' ? fieldError('username', ACCOUNT_CODES.userIdRequired) : undefined,
    form.password === '' ? fieldError('password', ACCOUNT_CODES.passwordRequired) : undefined,
  ]);
  return errors.length > 0 ? err(errors) : ok({ username, password: form.password });
}

/** A sub-account logs in with its main account's customer id besides user ID and password. */
export function validateSubAccountLogin(
  form: LoginForm & { readonly customerId: string },
): Result<LoginForm & { readonly customerId: number }, readonly AccountFieldError[]> {
  const base = validateLogin(form);
  const customerIdText = form.customerId.trim();
  // A database integer id: 1 to 2^31 - 1.
  const customerId =
    /^[1-9]\d{0,9}$/.test(customerIdText) && Number(customerIdText) <= CUSTOMER_ID_MAX
      ? Number(customerIdText)
      : undefined;
  const errors = [
    ...(base.ok ? [] : base.error),
    ...(customerId === undefined
      ? [fieldError('customer_id', ACCOUNT_CODES.customerIdRequired)]
      : []),
  ];
  if (!base.ok || customerId === undefined) return err(errors);
  return ok({ ...base.value, customerId });
}
