import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Inbound notices (ASN) with their lines and boxes, and the inventory they move: stock per product
 * and warehouse, the log of every movement (cause, reference, operator) and the received batches.
 * Measures are in hundredths; money in minor units with its currency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asns')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('asn_no', 'text', (c) => c.notNull().unique())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('prepacking', 'text', (c) => c.notNull())
    .addColumn('delivery_mode', 'text', (c) => c.notNull())
    .addColumn('tracking_numbers', 'text', (c) => c.notNull())
    .addColumn('fba', 'boolean', (c) => c.notNull())
    .addColumn('fba_address', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('unloading', 'boolean', (c) => c.notNull())
    .addColumn('air_freight', 'boolean', (c) => c.notNull())
    .addColumn('estimated_arrival', 'text', (c) => c.notNull())
    .addColumn('freight_minor', 'integer', (c) => c.notNull())
    .addColumn('vat_minor', 'integer', (c) => c.notNull())
    .addColumn('insurance_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index asns_customer_id_idx on asns (customer_id, id desc)`.execute(db);
  await sql`create index asns_status_idx on asns (status, id)`.execute(db);
  await db.schema
    .createTable('asn_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('asn_id', 'integer', (c) => c.notNull().references('asns.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('qualified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unqualified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('asn_lines_asn_idx').on('asn_lines').column('asn_id').execute();
  await db.schema
    .createTable('asn_boxes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('asn_id', 'integer', (c) => c.notNull().references('asns.id'))
    .addColumn('box_no', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('weight_centikg', 'integer', (c) => c.notNull())
    .addColumn('length_mm10', 'integer', (c) => c.notNull())
    .addColumn('width_mm10', 'integer', (c) => c.notNull())
    .addColumn('height_mm10', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('asn_boxes_asn_idx').on('asn_boxes').column('asn_id').execute();
  await db.schema
    .createTable('inventory')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('on_hand', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('in_transit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unqualified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('low_stock_threshold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('inventory_pkey', ['product_id', 'warehouse_id'])
    .addCheckConstraint(
      'inventory_not_negative',
      sql`on_hand >= 0 and reserved >= 0 and in_transit >= 0 and unqualified >= 0`,
    )
    .execute();
  await sql`create index inventory_customer_idx on inventory (customer_id, product_id desc)`.execute(
    db,
  );
  await db.schema
    .createTable('inventory_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('on_hand_delta', 'integer', (c) => c.notNull())
    .addColumn('reserved_delta', 'integer', (c) => c.notNull())
    .addColumn('in_transit_delta', 'integer', (c) => c.notNull())
    .addColumn('unqualified_delta', 'integer', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The log pages newest first per merchant, optionally for one product.
  await sql`create index inventory_log_customer_idx on inventory_log (customer_id, id desc)`.execute(
    db,
  );
  await sql`create index inventory_log_product_idx on inventory_log (customer_id, product_id, id desc)`.execute(
    db,
  );
  await db.schema
    .createTable('inventory_batches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('batch_no', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('qualified', 'integer', (c) => c.notNull())
    .addColumn('unqualified', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index inventory_batches_customer_idx on inventory_batches (customer_id, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'inventory_batches',
    'inventory_log',
    'inventory',
    'asn_boxes',
    'asn_lines',
    'asns',
  ])
    await db.schema.dropTable(table).execute();
}
