import { pickAddonRule, servicesWithAddonRule } from '@portal/domain';
import { activeRules } from './repository';
import { ruleForMatch } from './rule-view';

/** The order module's database or transaction, handed on to the repository (ADR 0068). */
type Db = Parameters<typeof activeRules>[0];

/** What order creation hands over: the order as read from its form. */
export interface OrderForRules {
  readonly columns: {
    readonly warehouse_id: number;
    readonly channel: string;
    readonly country: string;
  };
  readonly lines: readonly { readonly sku: string }[];
  readonly services: readonly { readonly code: string; readonly quantity: number }[];
}

/**
 * The order's services once the merchant's highest-priority matching active rule has added its
 * own (the domain's pickAddonRule and servicesWithAddonRule decide; this only reads the rules).
 */
export async function servicesAfterAddonRules(
  db: Db,
  customerId: number,
  order: OrderForRules,
  /** The merchant's active rules read once for many orders (the batch upload). */
  preloaded?: MatchRules,
): Promise<{ code: string; quantity: number }[]> {
  const rules = preloaded ?? (await activeRulesForMatch(db, customerId));
  const winner = pickAddonRule(rules, {
    warehouseId: order.columns.warehouse_id,
    shippingMethod: order.columns.channel,
    country: order.columns.country,
    skus: order.lines.map((line) => line.sku),
  });
  return servicesWithAddonRule(order.services, winner);
}

/** The merchant's active rules as the domain matches them. */
export const activeRulesForMatch = async (db: Db, customerId: number) =>
  (await activeRules(db, customerId)).map(ruleForMatch);
export type MatchRules = Awaited<ReturnType<typeof activeRulesForMatch>>;
