import type { Kysely } from 'kysely';

/** Batch product upload results, kept so the result screen can fetch them later. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_uploads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('created', 'integer', (c) => c.notNull())
    // JSON: [{ row, sku, product_id, codes: [{ code, params }] }]; texts are made when read.
    .addColumn('rows', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_uploads_customer_idx')
    .on('product_uploads')
    .columns(['customer_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_uploads').execute();
}
