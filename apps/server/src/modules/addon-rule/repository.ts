import type { Kysely, Transaction } from 'kysely';
import type { BoundQuery } from '../../db/bound-queries';
import type { Database } from '../../db/schema';
import type { Paging } from '../../http/paging';

type Db = Kysely<Database> | Transaction<Database>;

/** What a rule form stores: the lists already split and checked. */
export interface AddonRuleValues {
  readonly name: string;
  readonly description: string;
  readonly priority: number;
  readonly warehouseIds: readonly number[];
  readonly shippingMethods: readonly string[];
  readonly skus: readonly string[];
  readonly countries: readonly string[];
  readonly services: readonly string[];
}

const columnsOf = (values: AddonRuleValues) => ({
  name: values.name,
  description: values.description,
  priority: values.priority,
  warehouse_ids: JSON.stringify(values.warehouseIds),
  shipping_methods: JSON.stringify(values.shippingMethods),
  skus: JSON.stringify(values.skus),
  countries: JSON.stringify(values.countries),
  services: JSON.stringify(values.services),
});

const rules = (db: Db) => db.selectFrom('addon_rules').selectAll();
export type AddonRuleRecord = Awaited<
  ReturnType<ReturnType<typeof rules>['executeTakeFirstOrThrow']>
>;

/** A page of the merchant's rules: priority 1 first, then the earlier rule (the tie rule). */
export async function pageOfRules(db: Db, customerId: number, paging: Paging) {
  const [list, count] = await Promise.all([
    rules(db)
      .where('customer_id', '=', customerId)
      .orderBy('priority')
      .orderBy('id')
      .limit(paging.pageSize)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom('addon_rules')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(count.n) };
}

export const ownRule = (db: Db, customerId: number, id: number) =>
  rules(db).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();

export const lockOwnRule = (tx: Db, customerId: number, id: number) =>
  rules(tx)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** Deletes the merchant's rule; false when it has none by that id. */
export async function deleteOwnRule(db: Db, customerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('addon_rules')
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The merchant's active rules: what order creation matches against. */
export const activeRules = (db: Db, customerId: number) =>
  rules(db).where('customer_id', '=', customerId).where('status', '=', 'active').execute();

export async function insertRule(
  tx: Db,
  row: {
    readonly customerId: number;
    readonly values: AddonRuleValues;
    readonly status: AddonRuleRecord['status'];
    readonly now: Date;
  },
): Promise<AddonRuleRecord> {
  return tx
    .insertInto('addon_rules')
    .values({
      customer_id: row.customerId,
      ...columnsOf(row.values),
      status: row.status,
      created_at: row.now,
      updated_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateRule(
  tx: Db,
  id: number,
  values: AddonRuleValues,
  now: Date,
): Promise<void> {
  await tx
    .updateTable('addon_rules')
    .set({ ...columnsOf(values), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The merchant's approved warehouses among these ids, with their names. */
export const approvedWarehouses = (db: Db, customerId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('customer_warehouses as cw')
        .innerJoin('warehouses as w', 'w.id', 'cw.warehouse_id')
        .select(['cw.warehouse_id', 'w.name', 'w.cn_name'])
        .where('cw.customer_id', '=', customerId)
        .where('cw.status', '=', 'approved')
        .where('cw.warehouse_id', 'in', ids)
        .execute();

/** Warehouse names by id, for the rows shown. */
export const warehouseNames = async (db: Db, ids: readonly number[]) =>
  new Map(
    (ids.length === 0
      ? []
      : await db.selectFrom('warehouses').select(['id', 'name']).where('id', 'in', ids).execute()
    ).map((w) => [w.id, w.name]),
  );

/** The added-service codes that exist among these. */
export const knownServiceCodes = async (db: Db, codes: readonly string[]) =>
  new Set(
    (codes.length === 0
      ? []
      : await db
          .selectFrom('added_services')
          .select('sp_code')
          .where('sp_code', 'in', codes)
          .execute()
    ).map((row) => row.sp_code),
  );

/**
 * Every query of the rule screens (ADR 0068), bound to one database or transaction by
 * `kyselyAddonRuleRepository`. `activeRules` stays a function of the caller's database: the order
 * and order-upload modules match rules inside their own work (apply-to-order.ts).
 */
export interface AddonRuleRepository {
  readonly pageOfRules: BoundQuery<typeof pageOfRules>;
  readonly ownRule: BoundQuery<typeof ownRule>;
  /** The merchant's rule, locked (FOR UPDATE) when read inside a unit of work. */
  readonly lockOwnRule: BoundQuery<typeof lockOwnRule>;
  readonly deleteOwnRule: BoundQuery<typeof deleteOwnRule>;
  readonly insertRule: BoundQuery<typeof insertRule>;
  readonly updateRule: BoundQuery<typeof updateRule>;
  readonly approvedWarehouses: BoundQuery<typeof approvedWarehouses>;
  readonly warehouseNames: BoundQuery<typeof warehouseNames>;
  readonly knownServiceCodes: BoundQuery<typeof knownServiceCodes>;
}

export const kyselyAddonRuleRepository = (db: Db): AddonRuleRepository => ({
  pageOfRules: (...args) => pageOfRules(db, ...args),
  ownRule: (...args) => ownRule(db, ...args),
  lockOwnRule: (...args) => lockOwnRule(db, ...args),
  deleteOwnRule: (...args) => deleteOwnRule(db, ...args),
  insertRule: (...args) => insertRule(db, ...args),
  updateRule: (...args) => updateRule(db, ...args),
  approvedWarehouses: (...args) => approvedWarehouses(db, ...args),
  warehouseNames: (...args) => warehouseNames(db, ...args),
  knownServiceCodes: (...args) => knownServiceCodes(db, ...args),
});
