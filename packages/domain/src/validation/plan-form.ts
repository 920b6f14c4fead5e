import type { ValidationFieldIssue } from './issues';
import { collectFieldIssues, validateRequiredField } from './issues';
import { renameIssueFields } from './form-fields';
import { validateExtraPurchase, validatePlan } from './plan';

/** The plan form as it travels (the contract's plan activate and edit requests). */
export interface PlanFormFields {
  readonly warehouse_id: string | number;
  /** CBM, at least 0.5 in steps of 0.1. */
  readonly storage: string;
  readonly sku_count: string;
  readonly plan_items: string;
}

const WIRE_NAMES: Readonly<Record<string, string>> = {
  storageCbm: 'storage',
  skuCount: 'sku_count',
  itemCount: 'plan_items',
};

/**
 * Every rule of the plan form keyed by the wire names: a warehouse, then validatePlan (storage,
 * SKUs, plan-items). Whether the warehouse is the merchant's the server adds.
 */
export const validatePlanForm = (form: PlanFormFields): ValidationFieldIssue[] => [
  ...collectFieldIssues([['warehouse_id', validateRequiredField(String(form.warehouse_id))]]),
  ...renameIssueFields(
    validatePlan({
      storageCbm: form.storage.trim(),
      skuCount: form.sku_count.trim(),
      itemCount: form.plan_items.trim(),
    }),
    (field) => WIRE_NAMES[field] ?? field,
  ),
];

/** Storage as exact tenths of a CBM; call it on a value validatePlanForm accepted. */
export const storageTenthsOf = (storage: string): number => Math.round(Number(storage.trim()) * 10);

/** The extra-purchase form as it travels (the contract's plan extra-purchase request). */
export interface ExtraPurchaseFormFields {
  readonly warehouse_id: string | number;
  readonly sku_count: string;
  readonly plan_items: string;
}

/** A warehouse, then validateExtraPurchase (counts of at least 0, not both 0), by wire names. */
export const validateExtraPurchaseForm = (
  form: ExtraPurchaseFormFields,
): ValidationFieldIssue[] => [
  ...collectFieldIssues([['warehouse_id', validateRequiredField(String(form.warehouse_id))]]),
  ...renameIssueFields(
    validateExtraPurchase({ skuCount: form.sku_count, itemCount: form.plan_items }),
    (field) => WIRE_NAMES[field] ?? field,
  ),
];

/** A count validateExtraPurchaseForm accepted as a number (blank is 0). */
export const extraCountOf = (count: string): number =>
  count.trim() === '' ? 0 : Number(count.trim());
