import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { fieldError } from './fields';
import { validateEmail } from './registration';

/** The spec does not name a limit; five copies is this product's choice. */
export const CC_EMAILS_MAX = 5;

/**
 * The overdue-notice copy addresses: a comma or semicolon separated list, blanks and duplicates
 * dropped; an empty list clears the setting.
 */
export function parseCcEmails(value: string): Result<readonly string[], AccountFieldError> {
  const emails = [
    ...new Set(
      value
        .split(/[,;\s]+/)
        .map((email) => email.toLowerCase())
        .filter((email) => email !== ''),
    ),
  ];
  if (emails.length > CC_EMAILS_MAX)
    return err(fieldError('emails', ACCOUNT_CODES.ccEmailsTooMany, { max: CC_EMAILS_MAX }));
  const invalid = emails.find((email) => validateEmail(email) !== undefined);
  return invalid === undefined ? ok(emails) : err(fieldError('emails', ACCOUNT_CODES.emailInvalid));
}
