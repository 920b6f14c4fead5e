/** What the plan allows and what the merchant needs now, as counts. */
export interface PlanResourceNeed {
  readonly planSkuQuota: number;
  readonly skusNeeded: number;
  readonly planItemQuota: number;
  readonly planItemsNeeded: number;
}

export interface PlanShortfall {
  readonly skus: number;
  readonly planItems: number;
  /** True when the user is offered an extra purchase, charged to the prepaid balance. */
  readonly extraPurchaseOffered: boolean;
}

/**
 * How many SKUs and plan-items are missing (never negative). The offer is made when either falls
 * short (spec section 4); the purchase's own minimums are the plan validators' concern.
 */
export function planResourceShortfall(need: PlanResourceNeed): PlanShortfall {
  const skus = Math.max(0, need.skusNeeded - need.planSkuQuota);
  const planItems = Math.max(0, need.planItemsNeeded - need.planItemQuota);
  return { skus, planItems, extraPurchaseOffered: skus > 0 || planItems > 0 };
}
