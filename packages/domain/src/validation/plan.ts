import {
  parseDecimalInput,
  significantDecimals,
  toScaledInteger,
  validateIntegerAtLeast,
} from './decimal-input';
import type { FieldCheck, ValidationFieldIssue } from './issues';
import { collectFieldIssues, isBlankValue, validationMessage } from './issues';
import type { DecimalField } from './product-values';

/** Storage is counted in integer tenths of a CBM, so 0.1 steps compare without float error. */
export const PLAN_STORAGE_MIN_TENTHS_CBM = 5;
export const PLAN_SKU_COUNT_MIN = 1;
export const PLAN_ITEM_COUNT_MIN = 100;

/** User-specified storage: at least 0.5 CBM in steps of 0.1 (`0.50` is a step, `0.55` is not). */
export function validatePlanStorageCbm(cbm: DecimalField): FieldCheck {
  if (isBlankValue(cbm)) return validationMessage('VALIDATION.REQUIRED');
  const parsed = parseDecimalInput(cbm as string | number);
  if (!parsed.ok) return parsed.error;
  if (significantDecimals(parsed.value) > 1)
    return validationMessage('PLAN.STORAGE_STEP', { step: 0.1 });
  return toScaledInteger(parsed.value, 1) < PLAN_STORAGE_MIN_TENTHS_CBM
    ? validationMessage('PLAN.STORAGE_MIN', { min: PLAN_STORAGE_MIN_TENTHS_CBM / 10 })
    : undefined;
}

/** SKU count of a plan: a whole number of at least 1. */
export const validatePlanSkuCount = (count: DecimalField): FieldCheck =>
  validateIntegerAtLeast(count, PLAN_SKU_COUNT_MIN);

/** Plan-items count: a whole number of at least 100. */
export const validatePlanItemCount = (count: DecimalField): FieldCheck =>
  validateIntegerAtLeast(count, PLAN_ITEM_COUNT_MIN);

export interface PlanFormInput {
  readonly storageCbm: DecimalField;
  readonly skuCount: DecimalField;
  readonly itemCount: DecimalField;
}

export const validatePlan = (plan: PlanFormInput): ValidationFieldIssue[] =>
  collectFieldIssues([
    ['storageCbm', validatePlanStorageCbm(plan.storageCbm)],
    ['skuCount', validatePlanSkuCount(plan.skuCount)],
    ['itemCount', validatePlanItemCount(plan.itemCount)],
  ]);

/**
 * An extra purchase when the plan falls short (spec section 4): more SKUs and/or more plan-items
 * for the current cycle. Each count is a whole number of at least 0 (blank reads as 0) and at
 * least one of them is above 0, else there is nothing to buy.
 */
export interface ExtraPurchaseInput {
  readonly skuCount: DecimalField;
  readonly itemCount: DecimalField;
}

const countOrZero = (count: DecimalField): DecimalField => (isBlankValue(count) ? '0' : count);

export function validateExtraPurchase(purchase: ExtraPurchaseInput): ValidationFieldIssue[] {
  const skuCount = countOrZero(purchase.skuCount);
  const itemCount = countOrZero(purchase.itemCount);
  const issues = collectFieldIssues([
    ['skuCount', validateIntegerAtLeast(skuCount, 0)],
    ['itemCount', validateIntegerAtLeast(itemCount, 0)],
  ]);
  if (issues.length > 0) return issues;
  // Both are whole numbers of at least 0 now, so plain reading is exact.
  const nothing = Number(String(skuCount).trim()) === 0 && Number(String(itemCount).trim()) === 0;
  return nothing ? [{ field: 'skuCount', ...validationMessage('PLAN.EXTRA_NOTHING') }] : [];
}
