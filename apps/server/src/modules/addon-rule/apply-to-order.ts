import { pickAddonRule, servicesWithAddonRule } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { activeRules } from './repository';
import { ruleForMatch } from './rule-view';

type Db = Kysely<Database> | Transaction<Database>;

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
): Promise<{ code: string; quantity: number }[]> {
  const rules = (await activeRules(db, customerId)).map(ruleForMatch);
  const winner = pickAddonRule(rules, {
    warehouseId: order.columns.warehouse_id,
    shippingMethod: order.columns.channel,
    country: order.columns.country,
    skus: order.lines.map((line) => line.sku),
  });
  return servicesWithAddonRule(order.services, winner);
}
