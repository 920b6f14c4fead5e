import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Returns (RMA) with their lines, and the provider's value-added services with prices (money in
 * minor units with its currency), seeded here because they are reference data of the provider.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rmas')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('rma_no', 'text', (c) => c.notNull().unique())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tracking_numbers', 'text', (c) => c.notNull())
    .addColumn('shipping_method', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('back_to_shelf', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index rmas_customer_id_idx on rmas (customer_id, id desc)`.execute(db);
  await db.schema
    .createTable('rma_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rma_id', 'integer', (c) => c.notNull().references('rmas.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('qualified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unqualified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disposed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('rma_lines_rma_idx').on('rma_lines').column('rma_id').execute();
  await db.schema
    .createTable('added_services')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sp_code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('unit_cn', 'text', (c) => c.notNull())
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  // Sample prices of the provider's list (CNY, in fen); the provider's real table replaces them.
  const services = [
    ['LABEL', 'Relabelling', '换标', 'piece', '件', 100],
    ['PHOTO', 'Product photos', '产品拍照', 'SKU', 'SKU', 1000],
    ['CHECK', 'Quality check', '质检', 'piece', '件', 50],
    ['BUNDLE', 'Bundling', '组合包装', 'set', '套', 200],
    ['REPACK', 'Repacking', '重新包装', 'piece', '件', 300],
    ['UNLOAD', 'Container unloading', '卸柜', 'box', '箱', 500],
    ['FBA-LABEL', 'FBA label', 'FBA 贴标', 'box', '箱', 300],
    ['DISPOSE', 'Disposal of returns', '退货销毁', 'piece', '件', 150],
  ] as const;
  await sql`insert into added_services (sp_code, name, name_cn, unit, unit_cn, price_minor, currency, sort) values ${sql.join(
    services.map(
      ([code, name, nameCn, unit, unitCn, price], index) =>
        sql`(${code}, ${name}, ${nameCn}, ${unit}, ${unitCn}, ${price}, 'CNY', ${(index + 1) * 10})`,
    ),
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['added_services', 'rma_lines', 'rmas'])
    await db.schema.dropTable(table).execute();
}
