import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The batch order import in bounded batches (ADR 0065).
 *
 * - `order_upload_staged`: the file's orders (each order's rows, as read) staged in one short
 *   transaction when the import starts; each batch writes some of them and marks them `done` in
 *   its own transaction, so a batch is all or nothing and an import resumes where it stopped.
 * - `order_uploads.importing`: while the import runs, who imports and when (jsonb `{ actor, now }`),
 *   so a restart or a retry finishes it as the merchant's request would have; null once finished.
 *   The orders it writes meanwhile are hidden (`orders.upload_hidden`, migration 110) and shown
 *   together when it finishes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_upload_staged')
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('order_uploads.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('rows', 'jsonb', (c) => c.notNull())
    .addColumn('done', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('order_upload_staged_pkey', ['upload_id', 'seq'])
    .execute();
  await db.schema.alterTable('order_uploads').addColumn('importing', 'jsonb').execute();
  await sql`create index order_uploads_importing_idx on order_uploads (id)
    where importing is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_upload_staged').execute();
  await db.schema.alterTable('order_uploads').dropColumn('importing').execute();
}
