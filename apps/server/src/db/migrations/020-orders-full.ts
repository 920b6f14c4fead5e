import {
  ORDER_ABNORMAL_REASONS,
  ORDER_ACTOR_KINDS,
  ORDER_INTERCEPT_STATES,
  ORDER_PAY_BY,
  ORDER_STATUSES,
  ORDER_STOP_REASONS,
  ORDER_TYPES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const TEXT_COLUMNS = [
  'reference_no',
  'platform_order_no',
  'tracking_no',
  'first_name',
  'last_name',
  'company',
  'phone',
  'email',
  'country',
  'state',
  'city',
  'postcode',
  'address_line1',
  'address_line2',
  'house_number',
  'id_number',
  'company_code',
  'passport_number',
  'tax_id',
  'ioss',
  'eori',
  'customs_record_no',
  'cod_amount',
  'insured_value',
  'remote_surcharge_confirmation',
  'sales_link',
  'remark',
] as const;
const FLAG_COLUMNS = [
  'signature',
  'separate_customs',
  'duty_prepaid',
  'battery',
  'return_if_undeliverable',
  'insurance_agreement',
] as const;

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

/**
 * Outbound orders in full (warehouse-shipping.md section 3; issue 12). Migration 003 made the
 * minimal orders the dashboard reads; every new column has a default, so those rows (and the
 * dashboard's test rows) stay valid. The amounts the merchant types (COD, insured, each line's
 * declared value) are kept as typed, in the order's currency, and re-read by the domain; fees are
 * CNY minor units: the last quote as JSON, and what the submission charged and has not refunded.
 * The choice columns hold only the domain's unions; a merchant's reference number is unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let orders = db.schema
    .alterTable('orders')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('order_type', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('pay_by', 'text', (c) => c.notNull().defaultTo('recipient'))
    .addColumn('intercept', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('stop_reason', 'text')
    .addColumn('stop_complete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('priority', 'smallint', (c) => c.notNull().defaultTo(3))
    .addColumn('declared_total_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('fees', 'jsonb')
    .addColumn('charged_minor', 'bigint', (c) => c.notNull().defaultTo(0));
  for (const column of TEXT_COLUMNS)
    orders = orders.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
  for (const column of FLAG_COLUMNS)
    orders = orders.addColumn(column, 'boolean', (c) => c.notNull().defaultTo(false));
  await orders.execute();
  await sql`alter table orders
    add constraint orders_order_type_domain check (order_type in (${inList(ORDER_TYPES)})),
    add constraint orders_pay_by_domain check (pay_by in (${inList(ORDER_PAY_BY)})),
    add constraint orders_intercept_domain check (intercept in (${inList(ORDER_INTERCEPT_STATES)})),
    add constraint orders_stop_reason_domain check (stop_reason in (${inList(ORDER_STOP_REASONS)})),
    add constraint orders_abnormal_reason_domain
      check (abnormal_reason in (${inList(ORDER_ABNORMAL_REASONS)})),
    add constraint orders_priority_range check (priority between 1 and 3),
    add constraint orders_charged_not_negative check (charged_minor >= 0)`.execute(db);
  await sql`create unique index orders_customer_reference_key on orders (customer_id, reference_no)
    where reference_no <> '' and status <> 'deleted'`.execute(db);
  await db.schema
    .createIndex('orders_customer_status_created_idx')
    .on('orders')
    .columns(['customer_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .alterTable('order_lines')
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('declared_value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reserved', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table order_lines
    add constraint order_lines_reserved_range check (reserved >= 0 and reserved <= quantity)`.execute(
    db,
  );
  await db.schema
    .createIndex('order_lines_order_idx')
    .on('order_lines')
    .column('order_id')
    .execute();
  await db.schema
    .createTable('order_services')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema
    .createTable('order_packing_materials')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_kind', 'text', (c) =>
      c.notNull().check(sql`actor_kind in (${inList(ORDER_ACTOR_KINDS)})`),
    )
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) =>
      c.check(sql`from_status in (${inList(ORDER_STATUSES)})`),
    )
    .addColumn('to_status', 'text', (c) => c.check(sql`to_status in (${inList(ORDER_STATUSES)})`))
    .addColumn('note_code', 'text')
    .addColumn('note_params', 'jsonb')
    .execute();
  await db.schema
    .createIndex('order_events_order_idx')
    .on('order_events')
    .columns(['order_id', 'id'])
    .execute();
  await sql`insert into document_counters (kind, last) values ('order', 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from document_counters where kind = 'order'`.execute(db);
  for (const table of ['order_events', 'order_packing_materials', 'order_services'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('order_lines_order_idx').execute();
  await db.schema.alterTable('order_lines').dropConstraint('order_lines_reserved_range').execute();
  for (const column of ['product_id', 'name', 'description', 'declared_value', 'reserved'])
    await db.schema.alterTable('order_lines').dropColumn(column).execute();
  await db.schema.dropIndex('orders_customer_status_created_idx').execute();
  await db.schema.dropIndex('orders_customer_reference_key').execute();
  const columns = [
    'updated_at',
    'submitted_at',
    'order_type',
    'currency',
    'pay_by',
    'intercept',
    'stop_reason',
    'stop_complete',
    'priority',
    'declared_total_minor',
    'fees',
    'charged_minor',
    ...TEXT_COLUMNS,
    ...FLAG_COLUMNS,
  ];
  for (const column of columns) await db.schema.alterTable('orders').dropColumn(column).execute();
}
