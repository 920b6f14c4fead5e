import type { MessageCode, Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { FieldCheck, ValidationFieldIssue } from './issues';
import { validationMessage } from './issues';

/**
 * Helpers of the wire-keyed form validators (validateProductForm, validateAsnForm,
 * validateRmaForm): the server and the web read a form's text the same way through these.
 */

/** Tracking numbers as typed: split on commas and new lines, trimmed, blanks dropped. */
export const splitTrackingNumbers = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((number) => number.trim())
    .filter((number) => number !== '');

/** One row of a JSON list field, every value as trimmed text ('' when absent or not scalar). */
export type FormRow = Readonly<Record<string, string>>;

const asText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * A JSON list inside a form field (form-urlencoded has no nesting): '' is an empty list; text that
 * is not a JSON array is VALIDATION.LIST_INVALID; more than `max` rows VALIDATION.LIST_TOO_LONG.
 */
export function parseFormRows(text: string, max: number): Result<FormRow[], MessageCode> {
  if (text.trim() === '') return ok([]);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return err(validationMessage('VALIDATION.LIST_INVALID'));
  }
  if (!Array.isArray(value)) return err(validationMessage('VALIDATION.LIST_INVALID'));
  if (value.length > max) return err(validationMessage('VALIDATION.LIST_TOO_LONG', { max }));
  return ok(
    value.map((row: unknown) => {
      const record =
        typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
      return Object.fromEntries(Object.entries(record).map(([key, v]) => [key, asText(v)]));
    }),
  );
}

/** Blank is 'required'; otherwise the value must be one of the choices. */
export function validateChoice(value: string, choices: readonly string[]): FieldCheck {
  if (value.trim() === '') return validationMessage('VALIDATION.REQUIRED');
  return choices.includes(value) ? undefined : validationMessage('VALIDATION.CHOICE_INVALID');
}

/** At most `max` characters (code points, so a Chinese character counts once). */
export const validateMaxLength = (value: string | undefined, max: number): FieldCheck =>
  [...(value ?? '')].length > max
    ? validationMessage('VALIDATION.TEXT_TOO_LONG', { max })
    : undefined;

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30). */
export function validateDay(value: string): FieldCheck {
  const text = value.trim();
  const real =
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
  return real ? undefined : validationMessage('VALIDATION.DATE_INVALID');
}

/** The SKU of each line at most once: the repeats (after the first) are refused. */
export function repeatedSkuIssues(
  skus: readonly string[],
  fieldOf: (index: number) => string,
): ValidationFieldIssue[] {
  return skus.flatMap((sku, index) =>
    sku !== '' && skus.indexOf(sku) !== index
      ? [{ field: fieldOf(index), ...validationMessage('VALIDATION.SKU_REPEATED', { sku }) }]
      : [],
  );
}

/** Keeps the first issue of each field, so a field shows one message. */
export function firstIssuePerField(
  issues: readonly ValidationFieldIssue[],
): ValidationFieldIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    if (seen.has(issue.field)) return false;
    seen.add(issue.field);
    return true;
  });
}

/** Renames the fields of issues from a domain validator's names to the wire names. */
export function renameIssueFields(
  issues: readonly ValidationFieldIssue[],
  rename: (field: string) => string,
): ValidationFieldIssue[] {
  return issues.map((issue) => ({ ...issue, field: rename(issue.field) }));
}
