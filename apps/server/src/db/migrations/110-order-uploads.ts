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
 * - The kept status counts (migration 032) leave hidden orders out.
 */
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
  await sql`create or replace function order_status_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and not old.upload_hidden then
        update order_status_counts set n = n - 1
          where customer_id = old.customer_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and not new.upload_hidden then
        insert into order_status_counts (customer_id, status, n)
          values (new.customer_id, new.status, 1)
          on conflict (customer_id, status) do update set n = order_status_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`drop trigger orders_status_count on orders`.execute(db);
  await sql`create trigger orders_status_count
    after insert or delete or update of status, customer_id, upload_hidden on orders
    for each row execute function order_status_count()`.execute(db);
  await replaceStatusChecks(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger orders_status_count on orders`.execute(db);
  await sql`create or replace function order_status_count() returns trigger language plpgsql as $$
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
