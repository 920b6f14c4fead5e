import type { AddonRuleRow } from '@portal/contract';
import type { AddonRuleForMatch } from '@portal/domain';
import { ADD_ON_RULE_MACHINE, allowedAddOnRuleActions } from '@portal/domain';
import { isoTime } from '../shared/iso-time';
import { storedStatusOrThrow } from '../shared/status';
import type { AddonRuleRecord } from './repository';

/** A stored rule as the wire shows it; an unknown stored status is a fault (a 500), not a guess. */
export function ruleRow(record: AddonRuleRecord, names: ReadonlyMap<number, string>): AddonRuleRow {
  const status = storedStatusOrThrow(ADD_ON_RULE_MACHINE, record.status);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    priority: record.priority,
    status,
    warehouse_ids: [...record.warehouse_ids],
    warehouses: record.warehouse_ids.map((id) => names.get(id) ?? String(id)),
    shipping_methods: [...record.shipping_methods],
    skus: [...record.skus],
    countries: [...record.countries],
    services: [...record.services],
    actions: [...allowedAddOnRuleActions(status)],
    updated_at: isoTime(record.updated_at),
  };
}

/** A stored rule as the domain's matcher reads it: the lists become its conditions. */
export function ruleForMatch(record: AddonRuleRecord): AddonRuleForMatch {
  return {
    id: record.id,
    status: storedStatusOrThrow(ADD_ON_RULE_MACHINE, record.status),
    priority: record.priority,
    warehouseIds: record.warehouse_ids,
    conditions: [
      { kind: 'shippingMethod' as const, values: record.shipping_methods },
      { kind: 'sku' as const, values: record.skus },
      { kind: 'recipientCountry' as const, values: record.countries },
    ].filter((condition) => condition.values.length > 0),
    services: record.services,
  };
}
