import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Plan-items held by orders (issue 12): a submitted order takes one plan-item per unit from the
 * plan of its warehouse and gives them back when cancelled or intercepted.
 *
 * - `orders.plan_items_held`: what this order took, so a release gives back exactly that.
 * - `plans.plan_items_used`: the running total of the warehouse's plan, kept in the transaction
 *   that moves an order's items (a submission reads one locked row instead of summing the
 *   merchant's orders, which a merchant with a million orders could not afford).
 *
 * Orders placed before this migration that hold their stock (any line reserved) or went out
 * already count as holding their units, so the plans' usage does not drop to zero.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('plan_items_held', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('plans')
    .addColumn('plan_items_used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update orders o set plan_items_held = l.units
    from (select order_id, sum(quantity)::int as units from order_lines group by order_id) l
    where l.order_id = o.id
      and o.status in ('processing', 'pending_approval', 'packed', 'shipped', 'delivered')
      and exists (select 1 from plans p where p.customer_id = o.customer_id
        and p.warehouse_id = o.warehouse_id and p.status <> 'inactive')`.execute(db);
  await sql`update plans p set plan_items_used = coalesce((select sum(o.plan_items_held)
      from orders o where o.customer_id = p.customer_id and o.warehouse_id = p.warehouse_id), 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').dropColumn('plan_items_used').execute();
  await db.schema.alterTable('orders').dropColumn('plan_items_held').execute();
}
