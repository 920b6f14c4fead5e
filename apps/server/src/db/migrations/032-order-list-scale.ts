import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The order list at a million orders per merchant (issue 12, bench/results/orders.md).
 *
 * - `order_status_counts`: orders per merchant and status, kept by a row trigger in the
 *   transaction of every insert, status change or delete (as products do, migration 009), so the
 *   status tabs and the unfiltered total read a handful of rows instead of counting the merchant's
 *   orders.
 * - The first page of every tab: (customer, created_at, id) serves the all-statuses tab newest
 *   first; (customer, status, created_at, id) each status tab.
 * - The batch search compares up to 500 numbers with four columns: each has a (customer, column)
 *   index so the search is four index probes per number (the reference's unique index is partial,
 *   so it cannot serve a search that does not repeat its condition).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_status_counts')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_status_counts_pkey', ['customer_id', 'status'])
    .execute();
  await sql`insert into order_status_counts (customer_id, status, n)
    select customer_id, status, count(*) from orders group by customer_id, status`.execute(db);
  await sql`create function order_status_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update order_status_counts set n = n - 1
          where customer_id = old.customer_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into order_status_counts (customer_id, status, n)
          values (new.customer_id, new.status, 1)
          on conflict (customer_id, status) do update set n = order_status_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_status_count
    after insert or delete or update of status, customer_id on orders
    for each row execute function order_status_count()`.execute(db);
  await sql`drop index orders_customer_status_created_idx`.execute(db);
  await sql`create index orders_customer_status_created_idx
    on orders (customer_id, status, created_at desc, id desc)`.execute(db);
  // Migration 003's (customer, created_at) index gains the id, the list's tie-break.
  await sql`drop index orders_customer_created_idx`.execute(db);
  await sql`create index orders_customer_created_idx
    on orders (customer_id, created_at desc, id desc)`.execute(db);
  for (const column of ['reference_no', 'platform_order_no', 'tracking_no'])
    await sql`create index ${sql.raw(`orders_customer_${column}_idx`)}
      on orders (customer_id, ${sql.ref(column)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['reference_no', 'platform_order_no', 'tracking_no'])
    await sql`drop index ${sql.raw(`orders_customer_${column}_idx`)}`.execute(db);
  await sql`drop index orders_customer_created_idx`.execute(db);
  await sql`create index orders_customer_created_idx on orders (customer_id, created_at)`.execute(
    db,
  );
  await sql`drop index orders_customer_status_created_idx`.execute(db);
  await sql`create index orders_customer_status_created_idx
    on orders (customer_id, status, created_at)`.execute(db);
  await sql`drop trigger orders_status_count on orders`.execute(db);
  await sql`drop function order_status_count()`.execute(db);
  await db.schema.dropTable('order_status_counts').execute();
}
