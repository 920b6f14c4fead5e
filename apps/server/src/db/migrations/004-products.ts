import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The full product (warehouse-shipping.md section 3) on the table migration 003 started, its
 * status, and the rejection log. Money is in US cents and measures in hundredths (the rules allow
 * at most 2 decimals). A deleted product frees its SKU, so uniqueness covers live rows only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = (name: string) =>
    sql`alter table products add column ${sql.raw(name)} text not null default ''`;
  const int = (name: string) =>
    sql`alter table products add column ${sql.raw(name)} integer not null default 0`;
  const bool = (name: string) =>
    sql`alter table products add column ${sql.raw(name)} boolean not null default false`;
  await sql`alter table products add column status text not null default 'draft'`.execute(db);
  for (const name of [
    'price_cents',
    'declared_cents',
    'weight_centikg',
    'length_mm10',
    'width_mm10',
    'height_mm10',
  ])
    await int(name).execute(db);
  for (const name of [
    'customs_description',
    'material_en',
    'material_zh',
    'usage',
    'hs_code',
    'origin',
    'product_type',
    'barcode_type',
    'barcode',
    'fba_barcode',
    'brand_type',
    'brand_name',
    'manufacturer',
    'product_link',
    'spec_model',
  ])
    await text(name).execute(db);
  for (const name of ['brand_certificates', 'images', 'certificates'])
    await sql`alter table products add column ${sql.raw(name)} text not null default '[]'`.execute(
      db,
    );
  for (const name of ['battery', 'liquid', 'powder', 'dice', 'magnetism', 'packing_material'])
    await bool(name).execute(db);
  await sql`alter table products add column updated_at timestamptz`.execute(db);
  await sql`update products set updated_at = created_at`.execute(db);
  await sql`alter table products alter column updated_at set not null, alter column updated_at set default now()`.execute(
    db,
  );
  await sql`alter table products drop constraint products_customer_sku_key`.execute(db);
  await sql`create unique index products_customer_live_sku_idx on products (customer_id, sku) where status <> 'deleted'`.execute(
    db,
  );
  // The list pages newest first within a merchant, all statuses or one.
  await sql`create index products_customer_id_idx on products (customer_id, id desc)`.execute(db);
  await sql`create index products_customer_status_id_idx on products (customer_id, status, id desc)`.execute(
    db,
  );
  await db.schema
    .createTable('product_rejections')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_rejections_customer_idx')
    .on('product_rejections')
    .columns(['customer_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_rejections').execute();
}
