import type { FieldCheck } from './issues';
import { validateRequiredField, validationMessage } from './issues';
import { textLength } from './text';

/**
 * Barcode types of a product: an existing international standard code, a non-standard
 * (self-made) code, or one the product generates (the system fills it, so it may stay empty).
 */
export const BARCODE_TYPES = ['standard', 'selfMade', 'generated'] as const;
export type BarcodeType = (typeof BARCODE_TYPES)[number];

export const BARCODE_LENGTHS: Readonly<Record<BarcodeType, { min: number; max: number }>> = {
  standard: { min: 4, max: 15 },
  selfMade: { min: 1, max: 10 },
  generated: { min: 1, max: 10 },
};
export const FBA_BARCODE_MAX_LENGTH = 10;

const lengthCheck = (value: string, min: number, max: number): FieldCheck => {
  const length = textLength(value);
  return length < min || length > max
    ? validationMessage('PRODUCT.BARCODE_LENGTH', { min, max })
    : undefined;
};

/** The product barcode by its type: standard 4-15, self-made and generated 1-10. */
export function validateBarcode(barcode: string | null | undefined, type: BarcodeType): FieldCheck {
  const value = (barcode ?? '').trim();
  if (value === '') return type === 'generated' ? undefined : validateRequiredField(value);
  const { min, max } = BARCODE_LENGTHS[type];
  return lengthCheck(value, min, max);
}

/** The optional FBA barcode: up to 10 characters. */
export function validateFbaBarcode(barcode: string | null | undefined): FieldCheck {
  const value = (barcode ?? '').trim();
  return value === '' ? undefined : lengthCheck(value, 1, FBA_BARCODE_MAX_LENGTH);
}
