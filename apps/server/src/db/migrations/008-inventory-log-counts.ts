import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Row counts of the inventory log per merchant and warehouse, kept by moveStock in the same
 * transaction as the log line: counting a million log rows for the list's total took longer than
 * the page itself (see bench/results/storage-scale.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inventory_log_counts')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('inventory_log_counts_pkey', ['customer_id', 'warehouse_id'])
    .execute();
  await sql`insert into inventory_log_counts (customer_id, warehouse_id, n)
    select customer_id, warehouse_id, count(*) from inventory_log group by customer_id, warehouse_id`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inventory_log_counts').execute();
}
