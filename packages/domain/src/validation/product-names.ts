import type { ValidationMessageCode } from './message-codes';
import type { FieldCheck } from './issues';
import { firstFailure, validateRequiredField, validationMessage } from './issues';
import {
  containsChineseText,
  containsEnglishLetter,
  containsHanCharacter,
  textLength,
} from './text';

export const PRODUCT_NAME_MAX_LENGTH = 50;
export const PRODUCT_MATERIAL_MAX_LENGTH = 50;

/**
 * The spec gives the SKU name two lengths: 3-256 in one place (the long product title, e.g. the
 * upload template) and up to 50 elsewhere (the product form). Callers pick the variant by name.
 */
export const SKU_NAME_LENGTH_VARIANTS = {
  standard: { min: 1, max: 50 },
  extended: { min: 3, max: 256 },
} as const;
export type SkuNameLengthVariant = keyof typeof SKU_NAME_LENGTH_VARIANTS;

const maxLength = (value: string, max: number, code: ValidationMessageCode) =>
  textLength(value) > max ? validationMessage(code, { max }) : undefined;

/** English name: required, no Chinese, at most 50. */
export function validateProductNameEn(name: string | null | undefined): FieldCheck {
  const value = (name ?? '').trim();
  return firstFailure(
    () => validateRequiredField(value),
    () => (containsChineseText(value) ? validationMessage('PRODUCT.NAME_EN_CHINESE') : undefined),
    () => maxLength(value, PRODUCT_NAME_MAX_LENGTH, 'PRODUCT.NAME_EN_TOO_LONG'),
  );
}

/** Chinese name: required, must contain at least one Chinese character, at most 50. */
export function validateProductNameZh(name: string | null | undefined): FieldCheck {
  const value = (name ?? '').trim();
  return firstFailure(
    () => validateRequiredField(value),
    () =>
      containsHanCharacter(value) ? undefined : validationMessage('PRODUCT.NAME_ZH_NEEDS_CHINESE'),
    () => maxLength(value, PRODUCT_NAME_MAX_LENGTH, 'PRODUCT.NAME_ZH_TOO_LONG'),
  );
}

/** SKU name by its named length variant (`standard` 1-50, `extended` 3-256). */
export function validateSkuName(
  name: string | null | undefined,
  variant: SkuNameLengthVariant,
): FieldCheck {
  const value = (name ?? '').trim();
  const { min, max } = SKU_NAME_LENGTH_VARIANTS[variant];
  const length = textLength(value);
  return firstFailure(
    () => validateRequiredField(value),
    () =>
      length < min || length > max
        ? validationMessage('PRODUCT.SKU_NAME_LENGTH', { min, max })
        : undefined,
  );
}

/** Optional English material description (empty passes both checks): at most 50, no Chinese. */
export function validateMaterialEn(text: string | null | undefined): FieldCheck {
  const value = (text ?? '').trim();
  return firstFailure(
    () => maxLength(value, PRODUCT_MATERIAL_MAX_LENGTH, 'PRODUCT.MATERIAL_TOO_LONG'),
    () =>
      containsChineseText(value) ? validationMessage('PRODUCT.MATERIAL_EN_CHINESE') : undefined,
  );
}

/** Optional Chinese material description: at most 50, no English letters. */
export function validateMaterialZh(text: string | null | undefined): FieldCheck {
  const value = (text ?? '').trim();
  return firstFailure(
    () => maxLength(value, PRODUCT_MATERIAL_MAX_LENGTH, 'PRODUCT.MATERIAL_TOO_LONG'),
    () =>
      containsEnglishLetter(value) ? validationMessage('PRODUCT.MATERIAL_ZH_ENGLISH') : undefined,
  );
}
