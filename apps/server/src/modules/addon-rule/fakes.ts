import { fakeStatusRepository } from '../shared/fake-statuses';
import { fakeUnitOfWork, strictFake } from '../../test-support/strict-fake';
import type { AddonRuleRecord, AddonRuleRepository } from './repository';
import type { AddonRulePorts } from './use-cases';

/** The store the fake reads: the merchants' approved warehouses and the added services. */
export interface AddonRuleWorld {
  readonly warehouses: ReadonlyMap<number, string>;
  /** customer id -> the warehouse ids approved for it */
  readonly approved: ReadonlyMap<number, readonly number[]>;
  readonly services: ReadonlySet<string>;
}

/**
 * The rule repository in memory, with the adapter's rules: a merchant reaches its own rules only,
 * pages by priority then age, approved warehouses and known services as the tables hold them.
 * Strict: a method added to AddonRuleRepository and not written here throws.
 */
export function fakeAddonRuleRepository(world: AddonRuleWorld) {
  const rules = new Map<number, AddonRuleRecord>();
  let nextId = 1;
  const own = (customerId: number, id: number) => {
    const rule = rules.get(id);
    return rule?.customer_id === customerId ? rule : undefined;
  };
  const repository = strictFake<AddonRuleRepository>('AddonRuleRepository', {
    pageOfRules: async (customerId, paging) => {
      const mine = [...rules.values()]
        .filter((r) => r.customer_id === customerId)
        .sort((a, b) => a.priority - b.priority || a.id - b.id);
      return {
        list: mine.slice(paging.offset, paging.offset + paging.pageSize),
        total: mine.length,
      };
    },
    ownRule: async (customerId, id) => own(customerId, id),
    lockOwnRule: async (customerId, id) => own(customerId, id),
    deleteOwnRule: async (customerId, id) => own(customerId, id) !== undefined && rules.delete(id),
    insertRule: async ({ customerId, values, status, now }) => {
      const record: AddonRuleRecord = {
        id: nextId++,
        customer_id: customerId,
        name: values.name,
        description: values.description,
        priority: values.priority,
        status,
        warehouse_ids: values.warehouseIds,
        shipping_methods: values.shippingMethods,
        skus: values.skus,
        countries: values.countries,
        services: values.services,
        created_at: now,
        updated_at: now,
      };
      rules.set(record.id, record);
      return record;
    },
    updateRule: async (id, values, now) => {
      const rule = rules.get(id);
      if (rule)
        rules.set(id, {
          ...rule,
          name: values.name,
          description: values.description,
          priority: values.priority,
          warehouse_ids: values.warehouseIds,
          shipping_methods: values.shippingMethods,
          skus: values.skus,
          countries: values.countries,
          services: values.services,
          updated_at: now,
        });
    },
    approvedWarehouses: async (customerId, ids) =>
      (world.approved.get(customerId) ?? [])
        .filter((id) => ids.includes(id))
        .map((id) => ({ warehouse_id: id, name: world.warehouses.get(id) ?? '', cn_name: '' })),
    warehouseNames: async (ids) =>
      new Map(
        ids.flatMap((id) =>
          world.warehouses.has(id) ? [[id, world.warehouses.get(id) ?? '']] : [],
        ),
      ),
    knownServiceCodes: async (codes) => new Set(codes.filter((code) => world.services.has(code))),
  });
  const statuses = fakeStatusRepository((table, id, to, now) => {
    const rule = rules.get(id);
    if (table === 'addon_rules' && rule)
      rules.set(id, {
        ...rule,
        status: to as AddonRuleRecord['status'],
        updated_at: now ?? rule.updated_at,
      });
  });
  return { repository, statuses, rules };
}

/** The module's ports on the fake: reads and the unit of work share one in-memory store. */
export function fakeAddonRulePorts(world: AddonRuleWorld, now: () => Date) {
  const fake = fakeAddonRuleRepository(world);
  const unitOfWork = fakeUnitOfWork({ rules: fake.repository, statuses: fake.statuses });
  const ports: AddonRulePorts = { rules: fake.repository, unitOfWork, now };
  return { ...fake, unitOfWork, ports };
}
