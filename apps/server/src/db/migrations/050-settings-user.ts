import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The merchant's address book, invoice titles and preferences (/setting/user/*,
 * /setting/preference/*).
 *
 * - `address_book`: sender, recipient and pickup addresses; a partial unique index keeps at most
 *   one default per merchant and kind, so two "set default" calls at once cannot leave two.
 * - `invoice_titles`: template name, company, address, currency.
 * - `preferences`: one row per merchant once it saves; until then the domain's defaults apply.
 *   The notice choice is the ticked `<event>.<channel>` keys, comma separated (null: never
 *   chosen): the text the form sends, read back through the domain's rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('address_book')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('sender', 'recipient', 'pickup')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('address_book_customer_idx')
    .on('address_book')
    .columns(['customer_id', 'type', 'id'])
    .execute();
  await sql`create unique index address_book_one_default
    on address_book (customer_id, type) where is_default`.execute(db);
  await db.schema
    .createTable('invoice_titles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_titles_customer_idx')
    .on('invoice_titles')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema
    .createTable('preferences')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id'))
    .addColumn('notice_keys', 'text')
    .addColumn('default_warehouse_id', 'integer', (c) => c.references('warehouses.id'))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'zh')`))
    .addColumn('page_size', 'integer', (c) => c.notNull())
    .addColumn('auto_submit_abnormal', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preferences').execute();
  await db.schema.dropTable('invoice_titles').execute();
  await db.schema.dropTable('address_book').execute();
}
