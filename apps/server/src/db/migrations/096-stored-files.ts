import type { Kysely } from 'kysely';

/**
 * The database adapter of the file store (ADR 0042): when instances share PostgreSQL, an
 * uploaded file's bytes live here, so any instance serves a picture another one received. The
 * embedded default keeps files in DATA_DIR/uploads and leaves this table empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
