import type { FieldCheck } from './issues';
import { firstFailure, validateRequiredField, validationMessage } from './issues';
import { containsChineseText, findWholeWord, textLength } from './text';

export const CUSTOMS_DESCRIPTION_MAX_LENGTH = 35;
/** Customs refuse these vague words; matched as whole words, case-insensitive. */
export const CUSTOMS_DESCRIPTION_BANNED_WORDS = [
  'sample',
  'gift',
  'tool',
  'tools',
  'goods',
] as const;
const LETTERS_DIGITS_SPACES = /^[A-Za-z0-9 ]+$/;

/** Required, at most 35, letters, digits and spaces only, no Chinese, no banned word. */
export function validateCustomsDescription(text: string | null | undefined): FieldCheck {
  const value = (text ?? '').trim();
  return firstFailure(
    () => validateRequiredField(value),
    () =>
      textLength(value) > CUSTOMS_DESCRIPTION_MAX_LENGTH
        ? validationMessage('PRODUCT.CUSTOMS_DESCRIPTION_TOO_LONG', {
            max: CUSTOMS_DESCRIPTION_MAX_LENGTH,
          })
        : undefined,
    () =>
      containsChineseText(value)
        ? validationMessage('PRODUCT.CUSTOMS_DESCRIPTION_CHINESE')
        : undefined,
    () =>
      LETTERS_DIGITS_SPACES.test(value)
        ? undefined
        : validationMessage('PRODUCT.CUSTOMS_DESCRIPTION_PATTERN'),
    () => {
      const word = findWholeWord(value, CUSTOMS_DESCRIPTION_BANNED_WORDS);
      return word === undefined
        ? undefined
        : validationMessage('PRODUCT.CUSTOMS_DESCRIPTION_BANNED_WORD', { word });
    },
  );
}
