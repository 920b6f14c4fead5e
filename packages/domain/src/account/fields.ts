import type { MessageCode } from '../shared/result';
import { message } from '../shared/result';
import { ACCOUNT_CODES } from './codes';

/** A rule failure tied to the form field it belongs to, so a form can show it in place. */
export interface AccountFieldError extends MessageCode {
  readonly field: string;
}

export const fieldError = (
  field: string,
  code: string,
  params?: Record<string, string | number>,
): AccountFieldError => ({ field, ...message(code, { field, ...params }) });

/** Length in user-perceived characters: a Chinese name of 50 characters is 50, not 150 bytes. */
export const charLength = (text: string): number => [...text].length;

export const isBlank = (text: string | undefined): boolean => (text ?? '').trim() === '';

/** Required text no longer than `max` characters. */
export function checkText(
  field: string,
  value: string | undefined,
  max: number,
): AccountFieldError | undefined {
  const text = value ?? '';
  if (text.trim() === '') return fieldError(field, ACCOUNT_CODES.fieldRequired);
  if (charLength(text) > max) return fieldError(field, ACCOUNT_CODES.textTooLong, { max });
  return undefined;
}

export const compact = <T>(items: readonly (T | undefined)[]): T[] =>
  items.filter((item): item is T => item !== undefined);
