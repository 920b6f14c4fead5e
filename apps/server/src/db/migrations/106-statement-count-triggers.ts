import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The per-status counts of products and orders (migrations 009 and 032) are kept by statement
 * triggers over transition tables instead of row triggers. A 2,000-row upload fired 2,000
 * upserts of one counts row inside its transaction: about 80 of the 230 ms during which PGlite's
 * one connection served nobody else (bench/results/upload-fairness.md). A statement trigger
 * groups the rows it saw and moves each (merchant, status) count once. An update counts only the
 * rows whose status or merchant changed, as the row trigger's column list did, so a field edit
 * touches no counts row. Counts rows are locked in key order before they move, so two
 * transactions on PostgreSQL never wait for each other's rows in opposite orders.
 */
const KEPT = [
  { table: 'products', counts: 'product_status_counts', old: 'product_status_count' },
  { table: 'orders', counts: 'order_status_counts', old: 'order_status_count' },
] as const;

type Kept = (typeof KEPT)[number];

/** Adds `delta` per (customer_id, status) of `rows` (a query of those two columns). */
const move = (counts: string, rows: string, delta: '+' | '-') => `
      perform 1 from ${counts} c
        where (c.customer_id, c.status) in (select customer_id, status from ${rows})
        order by c.customer_id, c.status for update;
      insert into ${counts} (customer_id, status, n)
        select customer_id, status, ${delta}count(*) from ${rows}
        group by customer_id, status order by customer_id, status
        on conflict (customer_id, status) do update set n = ${counts}.n + excluded.n;`;

/** The before (`o`) or after (`n`) image of the updated rows whose status or merchant changed. */
const changedRows = (image: 'o' | 'n') =>
  `select ${image}.customer_id, ${image}.status from old_rows o join new_rows n on n.id = o.id
          where o.status is distinct from n.status or o.customer_id <> n.customer_id`;

async function createStatementTriggers(db: Kysely<unknown>, { table, counts }: Kept) {
  const fn = `${table}_status_counts_moved`;
  await sql
    .raw(
      `create function ${fn}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then${move(counts, 'new_rows', '+')}
      elsif tg_op = 'DELETE' then${move(counts, 'old_rows', '-')}
      else${move(counts, `(${changedRows('o')}) as gone`, '-')}${move(
        counts,
        `(${changedRows('n')}) as came`,
        '+',
      )}
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_status_counts_insert after insert on ${table}
        referencing new table as new_rows for each statement execute function ${fn}()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_status_counts_update after update on ${table}
        referencing old table as old_rows new table as new_rows
        for each statement execute function ${fn}()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_status_counts_delete after delete on ${table}
        referencing old table as old_rows for each statement execute function ${fn}()`,
    )
    .execute(db);
}

async function dropStatementTriggers(db: Kysely<unknown>, { table }: Kept) {
  for (const event of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger ${table}_status_counts_${event} on ${table}`).execute(db);
  await sql.raw(`drop function ${table}_status_counts_moved()`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const kept of KEPT) {
    await sql.raw(`drop trigger ${kept.table}_status_count on ${kept.table}`).execute(db);
    await createStatementTriggers(db, kept);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const kept of KEPT) {
    await dropStatementTriggers(db, kept);
    await sql
      .raw(
        `create trigger ${kept.table}_status_count
          after insert or delete or update of status, customer_id on ${kept.table}
          for each row execute function ${kept.old}()`,
      )
      .execute(db);
  }
}
