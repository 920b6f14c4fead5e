import { planCycleFee } from '@portal/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { replaceStatusChecks } from '../status-checks';

/**
 * Plans, their change log, top-up requests, and one ledger row per reference.
 *
 * - `plans`: one per merchant and warehouse, its current terms and the edited terms that take
 *   effect at the next billing date (`next_*`). The SKU quota is read from here.
 * - `plan_log`: every activation and edit, with the fee and when it takes effect.
 * - `top_ups`: a merchant's top-up request with its proof, decided by the provider.
 * - `ledger`: a reference names one money move; a unique (customer, reference) makes a repeated
 *   move (a retried confirm, two confirms at once) find the first one instead of paying twice.
 *   Earlier rows could repeat a reference (every operator top-up defaulted to 'top-up'); those
 *   repeats keep their amounts and get their row id appended, so history is unchanged.
 *
 * Before this migration a plan request counted for the SKU quota; each merchant's requests that
 * were not refused become its plan for that warehouse (summed), so no quota is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('storage_tenths_cbm', 'integer', (c) => c.notNull())
    .addColumn('sku_count', 'integer', (c) => c.notNull())
    .addColumn('plan_items', 'integer', (c) => c.notNull())
    .addColumn('fee_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('next_storage_tenths_cbm', 'integer')
    .addColumn('next_sku_count', 'integer')
    .addColumn('next_plan_items', 'integer')
    .addColumn('activated_at', 'timestamptz')
    .addColumn('cycle_start_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('plans_customer_warehouse_key', ['customer_id', 'warehouse_id'])
    .execute();
  await db.schema
    .createTable('plan_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('activate', 'edit')`))
    .addColumn('storage_tenths_cbm', 'integer', (c) => c.notNull())
    .addColumn('sku_count', 'integer', (c) => c.notNull())
    .addColumn('plan_items', 'integer', (c) => c.notNull())
    .addColumn('fee_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('ledger_id', 'integer', (c) => c.references('ledger.id'))
    .addColumn('effective_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plan_log_customer_idx')
    .on('plan_log')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema
    .createTable('top_ups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('proof_upload_id', 'text', (c) => c.notNull().references('uploads.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('ledger_id', 'integer', (c) => c.references('ledger.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('top_ups_customer_idx')
    .on('top_ups')
    .columns(['customer_id', 'id'])
    .execute();
  await sql`update ledger set reference = reference || ' #' || id
    where id not in (select min(id) from ledger group by customer_id, reference)`.execute(db);
  await db.schema
    .createIndex('ledger_customer_reference_key')
    .on('ledger')
    .columns(['customer_id', 'reference'])
    .unique()
    .execute();
  await carryPlanRequestsOver(db);
  await replaceStatusChecks(db);
}

async function carryPlanRequestsOver(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    customer_id: number;
    warehouse_id: number;
    storage: string;
    skus: string;
    items: string;
    first: Date;
  }>`select customer_id, warehouse_id, sum(storage_tenths_cbm) as storage,
      sum(sku_count) as skus, sum(plan_items) as items, min(created_at) as first
    from plan_requests where status <> 'rejected' group by customer_id, warehouse_id`.execute(db);
  for (const row of rows) {
    const terms = {
      storageTenthsCbm: Number(row.storage),
      skuCount: Number(row.skus),
      planItems: Number(row.items),
    };
    const fee = planCycleFee(terms);
    await sql`insert into plans (customer_id, warehouse_id, status, storage_tenths_cbm,
        sku_count, plan_items, fee_minor, currency, activated_at, updated_at)
      values (${row.customer_id}, ${row.warehouse_id}, 'awaiting_first_check_in',
        ${terms.storageTenthsCbm}, ${terms.skuCount}, ${terms.planItems}, ${fee.amount},
        ${fee.currency}, ${row.first}, ${row.first})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_customer_reference_key').execute();
  for (const table of ['top_ups', 'plan_log', 'plans']) await db.schema.dropTable(table).execute();
}
