import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { ACCOUNT_CODES } from './codes';
import type { AccountFieldError } from './fields';
import { compact, fieldError } from './fields';

export interface PlanRequest {
  /** Storage in tenths of a CBM, so 0.5 CBM is 5 and no float is stored. */
  readonly storageTenthsCbm: number;
  readonly skuCount: number;
  readonly planItems: number;
}

/**
 * A plan the user specifies (warehouse-shipping.md section 5, Plan): storage at least 0.5 CBM in
 * multiples of 0.1, SKUs an integer of at least 1, plan-items an integer of at least 100.
 */
export function validatePlanRequest(form: {
  readonly storage: string;
  readonly skuCount: string;
  readonly planItems: string;
}): Result<PlanRequest, readonly AccountFieldError[]> {
  const storage = /^(\d{1,6})(?:\.(\d)0*)?$/.exec(form.storage.trim());
  const storageTenths = storage ? Number(storage[1]) * 10 + Number(storage[2] ?? '0') : 0;
  const integer = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : -1);
  const skuCount = integer(form.skuCount);
  const planItems = integer(form.planItems);
  const errors = compact([
    storageTenths >= 5 ? undefined : fieldError('storage', ACCOUNT_CODES.planStorage),
    skuCount >= 1 ? undefined : fieldError('sku_count', ACCOUNT_CODES.planSkuCount),
    planItems >= 100 ? undefined : fieldError('plan_items', ACCOUNT_CODES.planItems),
  ]);
  return errors.length > 0
    ? err(errors)
    : ok({ storageTenthsCbm: storageTenths, skuCount, planItems });
}
