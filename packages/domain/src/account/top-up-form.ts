import { parseAmountToMinor } from './amount';
import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { fieldError, isBlank } from './fields';

/** How a merchant paid the provider; the proof image shows that payment. */
export const TOP_UP_METHODS = ['bank_transfer', 'alipay', 'wechat_pay'] as const;
export type TopUpMethod = (typeof TOP_UP_METHODS)[number];

/** The top-up request form as it travels (the proof image travels as a file beside it). */
export interface TopUpFormFields {
  /** CNY, positive, at most 2 decimals. */
  readonly amount: string;
  readonly method: string;
}

/** Every rule of the top-up form keyed by the wire names; the proof file the server checks. */
export function validateTopUpForm(form: TopUpFormFields): AccountFieldError[] {
  const issues: AccountFieldError[] = [];
  if (isBlank(form.amount)) issues.push(fieldError('amount', ACCOUNT_CODES.fieldRequired));
  else {
    const amount = parseAmountToMinor(form.amount);
    if (!amount.ok) issues.push(amount.error);
  }
  if (isBlank(form.method)) issues.push(fieldError('method', ACCOUNT_CODES.fieldRequired));
  else if (!(TOP_UP_METHODS as readonly string[]).includes(form.method.trim()))
    issues.push(fieldError('method', 'VALIDATION.CHOICE_INVALID'));
  return issues;
}
