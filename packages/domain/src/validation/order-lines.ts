import { parseDecimalInput, significantDecimals, toScaledInteger } from './decimal-input';
import type { FieldCheck } from './issues';
import { firstFailure, validateRequiredField, validationMessage } from './issues';
import type { DecimalField } from './product-values';
import { textLength } from './text';

export const ORDER_QUANTITY_MIN = 1;
export const ORDER_QUANTITY_MAX = 999;
/** "SKU length under 100". */
export const ORDER_SKU_MAX_LENGTH = 99;
export const ORDER_PRODUCT_TEXT_MAX_LENGTH = 100;
/** The general cap; some channels allow fewer (ShippingChannel.maxSkusPerOrder). */
export const ORDER_MAX_SKUS = 18;

/** Units of one product line: a whole number from 1 to 999. */
export function validateOrderQuantity(quantity: DecimalField): FieldCheck {
  if (
    quantity === undefined ||
    quantity === null ||
    (typeof quantity === 'string' && quantity.trim() === '')
  )
    return validationMessage('VALIDATION.REQUIRED');
  const parsed = parseDecimalInput(quantity);
  const range = validationMessage('ORDER.QUANTITY_RANGE', {
    min: ORDER_QUANTITY_MIN,
    max: ORDER_QUANTITY_MAX,
  });
  if (!parsed.ok) return parsed.error.code === 'VALIDATION.NUMBER_TOO_LARGE' ? range : parsed.error;
  if (significantDecimals(parsed.value) > 0) return range;
  const units = toScaledInteger(parsed.value, 0);
  return units < ORDER_QUANTITY_MIN || units > ORDER_QUANTITY_MAX ? range : undefined;
}

/** The SKU of an order line: required, under 100 characters. */
export function validateOrderSku(sku: string | null | undefined): FieldCheck {
  const value = (sku ?? '').trim();
  return firstFailure(
    () => validateRequiredField(value),
    () =>
      textLength(value) > ORDER_SKU_MAX_LENGTH
        ? validationMessage('ORDER.SKU_TOO_LONG', { max: ORDER_SKU_MAX_LENGTH })
        : undefined,
  );
}

/** The product name or description declared on an order line: required, up to 100. */
export function validateOrderProductText(text: string | null | undefined): FieldCheck {
  const value = (text ?? '').trim();
  return firstFailure(
    () => validateRequiredField(value),
    () =>
      textLength(value) > ORDER_PRODUCT_TEXT_MAX_LENGTH
        ? validationMessage('ORDER.PRODUCT_TEXT_TOO_LONG', { max: ORDER_PRODUCT_TEXT_MAX_LENGTH })
        : undefined,
  );
}

/**
 * The product lines as a whole: 'Order must have at least one product', and at most `maxSkus`
 * distinct SKUs (18, or the channel's lower cap such as 4).
 */
export function validateOrderSkuCount(
  skus: readonly string[],
  maxSkus: number = ORDER_MAX_SKUS,
): FieldCheck {
  if (skus.length === 0) return validationMessage('ORDER.NO_PRODUCTS');
  const distinct = new Set(skus.map((sku) => sku.trim())).size;
  return distinct > maxSkus
    ? validationMessage('ORDER.TOO_MANY_SKUS', { max: maxSkus })
    : undefined;
}
