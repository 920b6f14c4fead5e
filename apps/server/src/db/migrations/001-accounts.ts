import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** Accounts, sessions and the shared state several instances need (captchas, rate limits). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('regions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cn_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('managers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cn_name', 'text', (c) => c.notNull())
    .addColumn('region_id', 'integer', (c) => c.references('regions.id'))
    .execute();
  await db.schema
    .createTable('customers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('activation_status', 'text', (c) => c.notNull())
    .addColumn('identity_type', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('region_id', 'integer', (c) => c.references('regions.id'))
    .addColumn('account_manager_id', 'integer', (c) => c.references('managers.id'))
    .addColumn('regional_manager_id', 'integer', (c) => c.references('managers.id'))
    .addColumn('sales_manager_id', 'integer', (c) => c.references('managers.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('overdue_cc_emails', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index customers_username_key on customers (lower(username))`.execute(db);
  await db.schema
    .createTable('sub_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index sub_accounts_username_key on sub_accounts (customer_id, lower(username))`.execute(
    db,
  );
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('public_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('sub_account_id', 'integer', (c) => c.references('sub_accounts.id'))
    .addColumn('warehouse_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sessions_customer_idx')
    .on('sessions')
    .column('customer_id')
    .execute();
  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('validated', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limits',
    'captchas',
    'sessions',
    'sub_accounts',
    'customers',
    'managers',
    'regions',
  ])
    await db.schema.dropTable(table).execute();
}
