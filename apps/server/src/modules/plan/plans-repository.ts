import type { PlanTerms } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Paging } from '../../http/paging';

type Db = Kysely<Database> | Transaction<Database>;

/** The merchant's approved warehouses with their plan, if one was bought, by warehouse. */
export const approvedWarehousePlans = (db: Db, customerId: number, warehouseId?: number) => {
  let query = db
    .selectFrom('customer_warehouses as cw')
    .innerJoin('warehouses as w', 'w.id', 'cw.warehouse_id')
    .leftJoin('plans as p', (join) =>
      join
        .onRef('p.warehouse_id', '=', 'cw.warehouse_id')
        .onRef('p.customer_id', '=', 'cw.customer_id'),
    )
    .select([
      'cw.warehouse_id',
      'w.name as warehouse_name',
      'w.cn_name as warehouse_cn_name',
      'p.id as plan_id',
      'p.status',
      'p.storage_tenths_cbm',
      'p.sku_count',
      'p.plan_items',
      'p.fee_minor',
      'p.currency',
      'p.next_storage_tenths_cbm',
      'p.next_sku_count',
      'p.next_plan_items',
      'p.extra_sku_count',
      'p.extra_plan_items',
      'p.activated_at',
      'p.cycle_start_at',
    ])
    .where('cw.customer_id', '=', customerId)
    .where('cw.status', '=', 'approved');
  if (warehouseId !== undefined) query = query.where('cw.warehouse_id', '=', warehouseId);
  return query.orderBy('cw.warehouse_id').execute();
};
export type WarehousePlanRecord = Awaited<ReturnType<typeof approvedWarehousePlans>>[number];

/**
 * The merchant's plan of a warehouse, locked; created inactive first when there is none, so two
 * activations at once wait for each other on one row (the unique key makes the insert safe).
 */
export async function lockOrCreatePlan(
  trx: Transaction<Database>,
  plan: { readonly customerId: number; readonly warehouseId: number; readonly now: Date },
) {
  await trx
    .insertInto('plans')
    .values({
      customer_id: plan.customerId,
      warehouse_id: plan.warehouseId,
      status: 'inactive',
      storage_tenths_cbm: 0,
      sku_count: 0,
      plan_items: 0,
      fee_minor: 0,
      currency: 'CNY',
      updated_at: plan.now,
    })
    .onConflict((c) => c.columns(['customer_id', 'warehouse_id']).doNothing())
    .execute();
  return lockPlan(trx, plan.customerId, plan.warehouseId);
}

export const lockPlan = (trx: Transaction<Database>, customerId: number, warehouseId: number) =>
  trx
    .selectFrom('plans')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('warehouse_id', '=', warehouseId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const setPlanTerms = (
  trx: Transaction<Database>,
  planId: number,
  terms: PlanTerms & { readonly feeMinor: number; readonly currency: string },
  now: Date,
) =>
  trx
    .updateTable('plans')
    .set({
      storage_tenths_cbm: terms.storageTenthsCbm,
      sku_count: terms.skuCount,
      plan_items: terms.planItems,
      fee_minor: terms.feeMinor,
      currency: terms.currency,
      activated_at: now,
      updated_at: now,
    })
    .where('id', '=', planId)
    .execute();

export const setNextPlanTerms = (
  trx: Transaction<Database>,
  planId: number,
  terms: PlanTerms,
  now: Date,
) =>
  trx
    .updateTable('plans')
    .set({
      next_storage_tenths_cbm: terms.storageTenthsCbm,
      next_sku_count: terms.skuCount,
      next_plan_items: terms.planItems,
      updated_at: now,
    })
    .where('id', '=', planId)
    .execute();

export const insertPlanLog = (
  trx: Transaction<Database>,
  entry: {
    readonly planId: number;
    readonly customerId: number;
    readonly warehouseId: number;
    readonly action: 'activate' | 'edit' | 'extra_purchase';
    readonly terms: PlanTerms;
    readonly feeMinor: number;
    readonly currency: string;
    readonly ledgerId: number | null;
    readonly effectiveAt: Date | null;
    readonly now: Date;
  },
) =>
  trx
    .insertInto('plan_log')
    .values({
      plan_id: entry.planId,
      customer_id: entry.customerId,
      warehouse_id: entry.warehouseId,
      action: entry.action,
      storage_tenths_cbm: entry.terms.storageTenthsCbm,
      sku_count: entry.terms.skuCount,
      plan_items: entry.terms.planItems,
      fee_minor: entry.feeMinor,
      currency: entry.currency,
      ledger_id: entry.ledgerId,
      effective_at: entry.effectiveAt,
      created_at: entry.now,
    })
    .execute();

export async function pageOfPlanLog(
  db: Db,
  customerId: number,
  warehouseId: number | undefined,
  paging: Paging,
) {
  let query = db
    .selectFrom('plan_log as l')
    .innerJoin('warehouses as w', 'w.id', 'l.warehouse_id')
    .where('l.customer_id', '=', customerId);
  if (warehouseId !== undefined) query = query.where('l.warehouse_id', '=', warehouseId);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'l.id',
      'l.warehouse_id',
      'w.name as warehouse_name',
      'w.cn_name as warehouse_cn_name',
      'l.action',
      'l.storage_tenths_cbm',
      'l.sku_count',
      'l.plan_items',
      'l.fee_minor',
      'l.currency',
      'l.ledger_id',
      'l.effective_at',
      'l.created_at',
    ])
    .orderBy('l.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

/**
 * Stock on the shelf of each warehouse in thousandths of a CBM: on-hand units times the product's
 * box (dimensions are kept in hundredths of a centimetre, so the product is in 1e-12 m³).
 */
export async function storageUsedThousandths(
  db: Db,
  customerId: number,
): Promise<ReadonlyMap<number, number>> {
  const { rows } = await sql<{ warehouse_id: number; volume: string | null }>`
    select i.warehouse_id,
      sum(i.on_hand::numeric * p.length_mm10 * p.width_mm10 * p.height_mm10) as volume
    from inventory i join products p on p.id = i.product_id
    where i.customer_id = ${customerId}
    group by i.warehouse_id`.execute(db);
  return new Map(
    rows.map((row) => [row.warehouse_id, Math.ceil(Number(row.volume ?? 0) / 1e9)] as const),
  );
}

/**
 * Plan-items the merchant's orders hold per warehouse (migration 031): each submitted order takes
 * its units from its warehouse's plan and a cancel or interception gives them back.
 */
export async function planItemsUsed(
  db: Db,
  customerId: number,
): Promise<ReadonlyMap<number, number>> {
  const rows = await db
    .selectFrom('plans')
    .select(['warehouse_id', 'plan_items_used'])
    .where('customer_id', '=', customerId)
    .execute();
  return new Map(rows.map((row) => [row.warehouse_id, row.plan_items_used] as const));
}

export const readBalance = (db: Db, customerId: number) =>
  db
    .selectFrom('customers')
    .select(['balance_minor', 'currency'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();

/** Adds an extra purchase to the plan's current cycle; answers the plan's plan-items after it. */
export const addPlanExtras = async (
  trx: Transaction<Database>,
  planId: number,
  extra: { readonly skuCount: number; readonly planItems: number },
  now: Date,
) => {
  const row = await trx
    .updateTable('plans')
    .set({
      extra_sku_count: sql<number>`extra_sku_count + ${extra.skuCount}`,
      extra_plan_items: sql<number>`extra_plan_items + ${extra.planItems}`,
      updated_at: now,
    })
    .where('id', '=', planId)
    .returning(['plan_items', 'extra_plan_items'])
    .executeTakeFirstOrThrow();
  return Number(row.plan_items) + Number(row.extra_plan_items);
};

/** The merchant's balance, its row locked so the purchase and its debit see one value. */
export const lockBalance = (trx: Transaction<Database>, customerId: number) =>
  trx
    .selectFrom('customers')
    .select(['balance_minor', 'currency'])
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();

/** Products waiting for the operator's approval: each will need a SKU of the quota. */
export async function awaitingApprovalSkuCount(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending_approval')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
