import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { replaceStatusChecks } from '../status-checks';

/**
 * Batch order uploads (issue 13, ADRs 0043-0046).
 *
 * - `order_uploads`: one row per upload (orders or tracking), its status from the domain's upload
 *   machine, the file's fingerprint (sha-256) unique per merchant and kind so the same file is
 *   never imported twice, even by two requests at once; `deleted_at` while deleted.
 * - `order_upload_rows`: every data row with its cells (by template field) and its outcome, so an
 *   error row is corrected, submitted or deleted in place and any past result opens again.
 * - `order_upload_mappings`: the merchant's saved column mappings.
 * - `orders.upload_id` (the upload that created it), `orders.upload_hidden` (hidden with its
 *   deleted upload until restored: not listed, not counted), `orders.auto_resume` (the upload's
 *   choice to submit abnormal orders automatically; null follows the merchant's preference),
 *   `orders.carrier` (the carrier of an own-label tracking number).
 * - The kept status counts (migrations 032 and 106) leave hidden orders out: the statement
 *   trigger function of 106 is redefined to skip them and to count hiding and showing one.
 */
/** Adds `delta` per (customer_id, status) of `rows`, counts rows locked in key order (as 106). */
const move = (rows: string, delta: '+' | '-') => `
      perform 1 from order_status_counts c
        where (c.customer_id, c.status) in (select customer_id, status from ${rows})
        order by c.customer_id, c.status for update;
      insert into order_status_counts (customer_id, status, n)
        select customer_id, status, ${delta}count(*) from ${rows}
        group by customer_id, status order by customer_id, status
        on conflict (customer_id, status) do update set n = order_status_counts.n + excluded.n;`;

/**
 * The orders' statement count trigger function of migration 106, redefined: with `hidden`, an
 * order hidden with its deleted upload is not counted, and hiding or showing one moves the counts
 * as leaving or entering would; without, 106's own definition (for down).
 */
async function ordersCountsMoved(db: Kysely<unknown>, hidden: boolean) {
  const visible = (image: string) => (hidden ? ` and not ${image}.upload_hidden` : '');
  const changed = (image: 'o' | 'n') =>
    `select ${image}.customer_id, ${image}.status from old_rows o join new_rows n on n.id = o.id
          where (o.status is distinct from n.status or o.customer_id <> n.customer_id${
            hidden ? ' or o.upload_hidden <> n.upload_hidden' : ''
          })${visible(image)}`;
  const all = (rows: string) =>
    hidden ? `(select customer_id, status from ${rows} r where not r.upload_hidden) as kept` : rows;
  await sql
    .raw(
      `create or replace function orders_status_counts_moved() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then${move(all('new_rows'), '+')}
      elsif tg_op = 'DELETE' then${move(all('old_rows'), '-')}
      else${move(`(${changed('o')}) as gone`, '-')}${move(`(${changed('n')}) as came`, '+')}
      end if;
      return null;
    end $$`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_uploads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('save_as', 'text', (c) => c.notNull())
    .addColumn('auto_submit_abnormal', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('created', 'integer', (c) => c.notNull())
    .addColumn('errors', 'integer', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull())
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addCheckConstraint('order_uploads_kind', sql`kind in ('orders', 'tracking')`)
    .addCheckConstraint('order_uploads_save_as', sql`save_as in ('pending_submit', 'processing')`)
    .addCheckConstraint('order_uploads_format', sql`format in ('csv', 'xlsx', 'xls')`)
    .execute();
  await sql`create unique index order_uploads_fingerprint_idx
    on order_uploads (customer_id, kind, fingerprint)`.execute(db);
  await sql`create index order_uploads_history_idx
    on order_uploads (customer_id, kind, created_at desc, id desc)`.execute(db);
  await db.schema
    .createTable('order_upload_rows')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('order_uploads.id'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('cells', 'jsonb', (c) => c.notNull())
    .addColumn('issues', 'jsonb', (c) => c.notNull())
    .addCheckConstraint(
      'order_upload_rows_outcome',
      sql`outcome in ('created', 'skipped', 'error', 'deleted')`,
    )
    .addUniqueConstraint('order_upload_rows_row', ['upload_id', 'row_number'])
    .execute();
  await db.schema
    .createTable('order_upload_mappings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index order_upload_mappings_customer_idx
    on order_upload_mappings (customer_id)`.execute(db);
  await db.schema
    .alterTable('orders')
    .addColumn('upload_id', 'integer', (c) => c.references('order_uploads.id'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('upload_hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('orders').addColumn('auto_resume', 'boolean').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('carrier', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create index orders_upload_idx on orders (upload_id) where upload_id is not null`.execute(
    db,
  );
  await ordersCountsMoved(db, true);
  await replaceStatusChecks(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await ordersCountsMoved(db, false);
  // hidden orders counted again, as every order was before
  await sql`delete from order_status_counts`.execute(db);
  await sql`insert into order_status_counts (customer_id, status, n)
    select customer_id, status, count(*) from orders group by customer_id, status`.execute(db);
  await sql`drop index orders_upload_idx`.execute(db);
  for (const column of ['carrier', 'auto_resume', 'upload_hidden', 'upload_id'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.dropTable('order_upload_mappings').execute();
  await db.schema.dropTable('order_upload_rows').execute();
  await db.schema.dropTable('order_uploads').execute();
}
