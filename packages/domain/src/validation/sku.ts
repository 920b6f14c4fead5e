import type { FieldCheck } from './issues';
import { firstFailure, validateRequiredField, validationMessage } from './issues';
import { textLength } from './text';
import type { SkuUniqueness } from '../ports/sku-uniqueness';

export const SKU_MAX_LENGTH = 20;
const SKU_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/** The pure part of the SKU rule: letters, digits, `_` and `-`, no leading hyphen, at most 20. */
export function validateSku(sku: string | null | undefined): FieldCheck {
  const value = sku ?? '';
  return firstFailure(
    () => validateRequiredField(value),
    () => (SKU_CHARACTERS.test(value) ? undefined : validationMessage('PRODUCT.SKU_PATTERN')),
    () => (value.startsWith('-') ? validationMessage('PRODUCT.SKU_LEADING_HYPHEN') : undefined),
    () =>
      textLength(value) > SKU_MAX_LENGTH
        ? validationMessage('PRODUCT.SKU_TOO_LONG', { max: SKU_MAX_LENGTH })
        : undefined,
  );
}

/** The whole SKU rule including uniqueness; the port is asked only when the SKU is well formed. */
export async function validateSkuAsync(
  sku: string | null | undefined,
  uniqueness: SkuUniqueness,
): Promise<FieldCheck> {
  const shape = validateSku(sku);
  if (shape !== undefined) return shape;
  return (await uniqueness.isTaken(sku ?? '')) ? validationMessage('PRODUCT.SKU_TAKEN') : undefined;
}
