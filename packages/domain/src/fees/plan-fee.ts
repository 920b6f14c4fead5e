import type { Money } from './money';

/**
 * The provider's monthly plan rates in CNY fen (spec section 9: the account currency is CNY). The
 * spec names "rates" without values; these are this product's, written once here so the plan
 * screen, the fee debit and the tests agree.
 */
export const PLAN_RATES = {
  /** Per 0.1 CBM of storage space a month (120.00 CNY per CBM). */
  perTenthCbmMinor: 12_00,
  /** Per SKU of quota a month. */
  perSkuMinor: 1_00,
  /** Per plan-item a month. */
  perPlanItemMinor: 10,
  currency: 'CNY',
} as const;

/** The terms a plan is bought with, as exact integers (storage in tenths of a CBM). */
export interface PlanTerms {
  readonly storageTenthsCbm: number;
  readonly skuCount: number;
  readonly planItems: number;
}

/** The fee of one 30-day cycle of these terms: a sum of integer products, never rounded. */
export const planCycleFee = (terms: PlanTerms): Money => ({
  amount:
    terms.storageTenthsCbm * PLAN_RATES.perTenthCbmMinor +
    terms.skuCount * PLAN_RATES.perSkuMinor +
    terms.planItems * PLAN_RATES.perPlanItemMinor,
  currency: PLAN_RATES.currency,
});

/** What an extra purchase adds to the current cycle: more SKUs and more plan-items. */
export interface ExtraPurchase {
  readonly skuCount: number;
  readonly planItems: number;
}

/**
 * The price of an extra purchase: the plan's monthly rates for the SKUs and plan-items bought,
 * charged once from the balance (no storage is bought this way).
 */
export const extraPurchaseFee = (extra: ExtraPurchase): Money =>
  planCycleFee({ storageTenthsCbm: 0, skuCount: extra.skuCount, planItems: extra.planItems });
