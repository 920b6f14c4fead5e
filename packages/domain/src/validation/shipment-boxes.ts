import {
  parsePositiveAmount,
  validateIntegerAtLeast,
  validatePositiveAmount,
} from './decimal-input';
import type { FieldCheck, ValidationFieldIssue } from './issues';
import {
  collectFieldIssues,
  firstFailure,
  validateRequiredField,
  validationMessage,
} from './issues';
import type { DecimalField } from './product-values';
import { containsChineseText } from './text';

export const SHIPMENT_BOX_MAX_WEIGHT_KG = 31;
export const SHIPMENT_AIR_BOX_MIN_WEIGHT_KG = 10;

/** A carrier tracking number of an ASN or RMA: required, no Chinese, no spaces. */
export function validateTrackingNumber(trackingNumber: string | null | undefined): FieldCheck {
  const value = trackingNumber ?? '';
  return firstFailure(
    () => validateRequiredField(value),
    () => (containsChineseText(value) ? validationMessage('TRACKING.NUMBER_CHINESE') : undefined),
    () => (/\s/.test(value) ? validationMessage('TRACKING.NUMBER_SPACES') : undefined),
  );
}

/**
 * Box weight: above 0 with at most 2 decimals, at most 31 kg, and at least 10 kg when the box
 * travels by air. Compared in hundredths of a kilogram, so 31.00 passes and 31.01 does not.
 */
export function validateBoxWeight(weightKg: DecimalField, airFreight: boolean): FieldCheck {
  const parsed = parsePositiveAmount(weightKg);
  if (!parsed.ok) return parsed.error;
  if (parsed.value > SHIPMENT_BOX_MAX_WEIGHT_KG * 100)
    return validationMessage('BOX.WEIGHT_MAX', { max: SHIPMENT_BOX_MAX_WEIGHT_KG });
  if (airFreight && parsed.value < SHIPMENT_AIR_BOX_MIN_WEIGHT_KG * 100)
    return validationMessage('BOX.AIR_WEIGHT_MIN', { min: SHIPMENT_AIR_BOX_MIN_WEIGHT_KG });
  return undefined;
}

/** A box carries exactly one SKU (repeating the same SKU is still one). */
export function validateBoxSkus(skus: readonly string[]): FieldCheck {
  const distinct = new Set(skus.map((sku) => sku.trim()).filter((sku) => sku !== ''));
  if (distinct.size === 0) return validationMessage('VALIDATION.REQUIRED');
  return distinct.size > 1 ? validationMessage('BOX.ONE_SKU') : undefined;
}

export interface ShipmentBoxInput {
  readonly weightKg: DecimalField;
  readonly lengthCm: DecimalField;
  readonly widthCm: DecimalField;
  readonly heightCm: DecimalField;
  readonly skus: readonly string[];
  /** How many units of its SKU the box holds; an ASN's boxes carry it, a return's do not. */
  readonly quantity?: DecimalField;
}

/** Every rule of one box, with fields relative to the box. */
export function validateShipmentBox(
  box: ShipmentBoxInput,
  airFreight: boolean,
): ValidationFieldIssue[] {
  return collectFieldIssues([
    ['weightKg', validateBoxWeight(box.weightKg, airFreight)],
    ['lengthCm', validatePositiveAmount(box.lengthCm)],
    ['widthCm', validatePositiveAmount(box.widthCm)],
    ['heightCm', validatePositiveAmount(box.heightCm)],
    ['skus', validateBoxSkus(box.skus)],
    ['quantity', 'quantity' in box ? validateIntegerAtLeast(box.quantity, 1) : undefined],
  ]);
}
