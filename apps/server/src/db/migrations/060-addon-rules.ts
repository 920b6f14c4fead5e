import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { replaceStatusChecks } from '../status-checks';

/**
 * Add-on service rules (issue 15): a merchant's rule names the warehouses it covers, its
 * conditions (channels, SKUs, recipient countries; an empty list is no condition of that kind)
 * and the added services it puts on a matching order. jsonb arrays, written as JSON text.
 * Priority 1-9 is checked here too, and the status by the domain's union (status-checks).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('addon_rules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('priority', 'integer', (c) => c.notNull().check(sql`priority between 1 and 9`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('warehouse_ids', 'jsonb', (c) => c.notNull())
    .addColumn('shipping_methods', 'jsonb', (c) => c.notNull())
    .addColumn('skus', 'jsonb', (c) => c.notNull())
    .addColumn('countries', 'jsonb', (c) => c.notNull())
    .addColumn('services', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Order creation reads a merchant's active rules.
  await db.schema
    .createIndex('addon_rules_customer_idx')
    .on('addon_rules')
    .columns(['customer_id', 'status'])
    .execute();
  await replaceStatusChecks(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('addon_rules').execute();
}
