import type { AddOnRuleStatus } from '../machines/add-on-rule-machine';
import type { AddonRuleConditionKind } from './addon-rule';

/** A saved add-on rule as the matcher reads it (the store's shape, not the form's text). */
export interface AddonRuleForMatch {
  /** The store's id: the earlier rule wins a tie of priority (see pickAddonRule). */
  readonly id: number;
  readonly status: AddOnRuleStatus;
  /** 1 is the highest. */
  readonly priority: number;
  readonly warehouseIds: readonly number[];
  readonly conditions: readonly {
    readonly kind: AddonRuleConditionKind;
    readonly values: readonly string[];
  }[];
  readonly services: readonly string[];
}

/** What an order offers to the rules: where it ships from, how, to where, and which SKUs. */
export interface OrderForAddonRules {
  readonly warehouseId: number;
  readonly shippingMethod: string;
  readonly country: string;
  readonly skus: readonly string[];
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
const anyOf = (values: readonly string[], wanted: string) => values.some((v) => same(v, wanted));

/**
 * A rule applies to an order when it is active, lists the order's warehouse, and every condition
 * holds: the order's shipping method, its recipient country, or one of its SKUs is among the
 * condition's values (codes compared without case or surrounding spaces). Conditions of
 * different kinds all have to hold; the values of one condition are alternatives.
 */
export function addonRuleApplies(rule: AddonRuleForMatch, order: OrderForAddonRules): boolean {
  if (rule.status !== 'active') return false;
  if (!rule.warehouseIds.includes(order.warehouseId)) return false;
  if (rule.conditions.length === 0) return false;
  return rule.conditions.every((condition) => {
    switch (condition.kind) {
      case 'shippingMethod':
        return anyOf(condition.values, order.shippingMethod);
      case 'recipientCountry':
        return anyOf(condition.values, order.country);
      case 'sku':
        return order.skus.some((sku) => anyOf(condition.values, sku));
    }
  });
}

/**
 * The one rule that applies to an order: among the active rules that match, the highest priority
 * (the smallest number); of two with the same priority, the one saved first (the smaller id), so
 * the answer never depends on the order the rules were read in.
 */
export function pickAddonRule<R extends AddonRuleForMatch>(
  rules: readonly R[],
  order: OrderForAddonRules,
): R | undefined {
  let best: R | undefined;
  for (const rule of rules) {
    if (!addonRuleApplies(rule, order)) continue;
    if (
      best === undefined ||
      rule.priority < best.priority ||
      (rule.priority === best.priority && rule.id < best.id)
    )
      best = rule;
  }
  return best;
}

/**
 * The order's services after the winning rule added its own: each service of the rule the order
 * does not already have is added once (quantity 1); what the merchant chose is kept as chosen.
 */
export function servicesWithAddonRule(
  chosen: readonly { readonly code: string; readonly quantity: number }[],
  rule: Pick<AddonRuleForMatch, 'services'> | undefined,
): { code: string; quantity: number }[] {
  const services = chosen.map((s) => ({ code: s.code, quantity: s.quantity }));
  if (rule === undefined) return services;
  for (const code of rule.services)
    if (!services.some((s) => s.code === code)) services.push({ code, quantity: 1 });
  return services;
}
