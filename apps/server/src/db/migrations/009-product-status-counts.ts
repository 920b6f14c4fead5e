import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Products per merchant and status, for the list's status tabs and total: a GROUP BY over a
 * merchant's 100,000 products cost more than the page itself (bench/results/storage-scale.md).
 * A row trigger keeps the counts in the transaction of every insert, status change or delete, so
 * they cannot drift from the table whatever writes it (use cases, uploads, operator steps).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_status_counts')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_status_counts_pkey', ['customer_id', 'status'])
    .execute();
  await sql`insert into product_status_counts (customer_id, status, n)
    select customer_id, status, count(*) from products group by customer_id, status`.execute(db);
  await sql`create function product_status_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update product_status_counts set n = n - 1
          where customer_id = old.customer_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into product_status_counts (customer_id, status, n)
          values (new.customer_id, new.status, 1)
          on conflict (customer_id, status) do update set n = product_status_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger products_status_count
    after insert or delete or update of status, customer_id on products
    for each row execute function product_status_count()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger products_status_count on products`.execute(db);
  await sql`drop function product_status_count()`.execute(db);
  await db.schema.dropTable('product_status_counts').execute();
}
