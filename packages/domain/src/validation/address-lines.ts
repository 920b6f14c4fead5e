import type { FieldCheck } from './issues';
import { validateRequiredField, validationMessage } from './issues';
import { textLength } from './text';

export const ADDRESS_LINE_MIN_LENGTH = 5;
export const ADDRESS_LINE_MAX_LENGTH = 75;

export interface AddressLines {
  readonly line1: string;
  readonly line2: string;
}

/**
 * Moves the overflow of an overlong line 1 to the front of line 2. It cuts at the last space that
 * keeps line 1 within 75 characters, unless that would leave line 1 shorter than 5; then (and for
 * a single long word) it cuts at exactly 75. Whitespace at the cut is dropped, nothing else is.
 */
export function splitAddressOverflow(line1: string, line2 = ''): AddressLines {
  const first = [...line1.trim()];
  const second = line2.trim();
  if (first.length <= ADDRESS_LINE_MAX_LENGTH) return { line1: first.join(''), line2: second };
  // The last space that a cut can drop while keeping line 1 within 75: up to the 76th character.
  const space = first
    .slice(0, ADDRESS_LINE_MAX_LENGTH + 1)
    .findLastIndex((char) => /\s/.test(char));
  const cut =
    space !== -1 &&
    addressLineWeight(first.slice(0, space).join('').trimEnd()) >= ADDRESS_LINE_MIN_LENGTH
      ? space
      : ADDRESS_LINE_MAX_LENGTH;
  const head = first.slice(0, cut).join('').trimEnd();
  const overflow = first.slice(cut).join('').trim();
  return { line1: head, line2: second === '' ? overflow : `${overflow} ${second}` };
}

/**
 * Characters that take two columns on a label and carry a syllable or a word each (East Asian
 * wide: Han, kana, Hangul, full-width forms). ADR 0066: the 5-character minimum keeps out
 * fragments such as `1 St`; a 4-character Japanese or Chinese street (`本町通り`) says as much as
 * a Latin line of eight, so each of these counts twice toward the minimum.
 */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;

/** A line's weight against the minimum: characters, a wide one counting two (ADR 0066). */
export const addressLineWeight = (text: string): number =>
  [...text].reduce((weight, char) => weight + (WIDE.test(char) ? 2 : 1), 0);

// The maximum stays in characters: the carriers' label fields take 75 characters of any script.
const lengthCheck = (value: string): FieldCheck => {
  const length = textLength(value);
  return addressLineWeight(value) < ADDRESS_LINE_MIN_LENGTH || length > ADDRESS_LINE_MAX_LENGTH
    ? validationMessage('ORDER.ADDRESS_LENGTH', {
        min: ADDRESS_LINE_MIN_LENGTH,
        max: ADDRESS_LINE_MAX_LENGTH,
      })
    : undefined;
};

/** Address line 1: required, 5-75 characters (run splitAddressOverflow first to keep the rest). */
export function validateAddressLine1(line: string | null | undefined): FieldCheck {
  const value = (line ?? '').trim();
  return validateRequiredField(value) ?? lengthCheck(value);
}

/** Address line 2: optional, 5-75 characters when given. */
export function validateAddressLine2(line: string | null | undefined): FieldCheck {
  const value = (line ?? '').trim();
  return value === '' ? undefined : lengthCheck(value);
}
