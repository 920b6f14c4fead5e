import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The billing job's work (ADR 0032).
 *
 * - `billing_runs`: one row per plan and billing date, inserted when the date has passed (the
 *   unique (plan, billing date number) makes two schedulers insert it once) and claimed with
 *   `FOR UPDATE SKIP LOCKED`, so among instances sharing a database one bills it and the others
 *   skip it. A run's charges and its `done` status commit together: a crash leaves it pending,
 *   and the next pass bills it from the start.
 * - `billing_charges`: what a run charged (plan renewal, storage past the plan, warehousing
 *   insurance), each with its ledger reference. A charge the balance does not cover stays `owed`
 *   (an overdue amount) and is settled, oldest first, by a later pass once the balance covers it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_runs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('cycle', 'integer', (c) => c.notNull().check(sql`cycle >= 1`))
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'done')`))
    .addColumn('finished_at', 'timestamptz')
    .addUniqueConstraint('billing_runs_plan_cycle_key', ['plan_id', 'cycle'])
    .execute();
  await sql`create index billing_runs_pending_idx on billing_runs (due_at, id) where status = 'pending'`.execute(
    db,
  );
  await db.schema
    .createTable('billing_charges')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('run_id', 'integer', (c) => c.notNull().references('billing_runs.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('cycle', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('renewal', 'storage_past_plan', 'insurance')`),
    )
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('owed', 'paid')`))
    .addColumn('ledger_id', 'integer', (c) => c.references('ledger.id'))
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('billing_charges_reference_key', ['customer_id', 'reference'])
    .execute();
  await sql`create index billing_charges_owed_idx on billing_charges (customer_id, id) where status = 'owed'`.execute(
    db,
  );
  await db.schema
    .createIndex('inventory_batches_stock_idx')
    .on('inventory_batches')
    .columns(['customer_id', 'warehouse_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inventory_batches_stock_idx').execute();
  await db.schema.dropTable('billing_charges').execute();
  await db.schema.dropTable('billing_runs').execute();
}
