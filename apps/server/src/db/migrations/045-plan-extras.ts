import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Extra purchases (spec section 4: when the plan's SKUs or plan-items fall short the merchant buys
 * more, paid from the balance). The plan keeps what was bought on top of its terms
 * (`extra_sku_count`, `extra_plan_items`), which counts for the quotas until the billing cycle
 * renews the plan; each purchase is a `plan_log` row of action `extra_purchase` with its ledger
 * row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('plans')
    .addColumn('extra_sku_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('extra_plan_items', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table plan_log drop constraint if exists plan_log_action_check`.execute(db);
  await sql`alter table plan_log add constraint plan_log_action_check
    check (action in ('activate', 'edit', 'extra_purchase'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from plan_log where action = 'extra_purchase'`.execute(db);
  await sql`alter table plan_log drop constraint if exists plan_log_action_check`.execute(db);
  await sql`alter table plan_log add constraint plan_log_action_check
    check (action in ('activate', 'edit'))`.execute(db);
  await db.schema.alterTable('plans').dropColumn('extra_plan_items').execute();
  await db.schema.alterTable('plans').dropColumn('extra_sku_count').execute();
}
