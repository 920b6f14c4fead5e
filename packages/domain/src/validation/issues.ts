import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';
import type { ValidationMessageCode } from './message-codes';

/** One field's verdict: a message code when the value is refused, undefined when it is accepted. */
export type FieldCheck = MessageCode | undefined;

/** A refused field of a whole form; `field` is a dotted path such as `products.0.quantity`. */
export interface ValidationFieldIssue extends MessageCode {
  readonly field: string;
}

/** Builds a code of this area; the parameter type keeps every returned code in the listed set. */
export const validationMessage = (
  code: ValidationMessageCode,
  params?: Record<string, string | number>,
): MessageCode => message(code, params);

/** The first refusal of a chain of checks, evaluated lazily so later checks may assume earlier ones. */
export function firstFailure(...checks: readonly (() => FieldCheck)[]): FieldCheck {
  for (const check of checks) {
    const result = check();
    if (result !== undefined) return result;
  }
  return undefined;
}

/** Field issues from `[field, check]` pairs, dropping the accepted ones. */
export function collectFieldIssues(
  entries: readonly (readonly [string, FieldCheck])[],
): ValidationFieldIssue[] {
  return entries.flatMap(([field, check]) => (check === undefined ? [] : [{ field, ...check }]));
}

/** Prefixes nested issues with their parent path (`products.2` + `quantity`). */
export function nestFieldIssues(
  prefix: string,
  issues: readonly ValidationFieldIssue[],
): ValidationFieldIssue[] {
  return issues.map((issue) => ({ ...issue, field: `${prefix}.${issue.field}` }));
}

/** The form-level toast for a refused form: 'Form validation failed, please check the content.' */
export function summarizeFieldIssues(issues: readonly ValidationFieldIssue[]): FieldCheck {
  return issues.length === 0 ? undefined : validationMessage('VALIDATION.FORM_INVALID');
}

/** Empty, whitespace-only, null and undefined count as missing: 'This field is required!' */
export function isBlankValue(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

export function validateRequiredField(value: unknown): FieldCheck {
  return isBlankValue(value) ? validationMessage('VALIDATION.REQUIRED') : undefined;
}
