import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Reminders of amounts owed (issue 14, ADR 0038).
 *
 * - `news.customer_id`: a notice for one merchant (null: for every merchant, as before), so a
 *   reminder reaches the merchant's notices and the header's bell.
 * - `owed_reminders`: one row per billing run that left a charge owed, so the merchant is reminded
 *   once per billing cycle whichever instance or pass sees it first (the unique run id), with the
 *   state of its e-mail: `pending` until the mailer took it (an outbox: a pass retries it after a
 *   crash or a failure), `sent`, `off` (the merchant's preferences or no address) or `failed`
 *   after the last attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .execute();
  await db.schema.createIndex('news_customer_idx').on('news').column('customer_id').execute();
  await db.schema
    .createTable('owed_reminders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('run_id', 'integer', (c) => c.notNull().unique().references('billing_runs.id'))
    .addColumn('owed_minor', 'bigint', (c) => c.notNull().check(sql`owed_minor > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('news_id', 'integer', (c) => c.references('news.id'))
    .addColumn('email_status', 'text', (c) =>
      c.notNull().check(sql`email_status in ('pending', 'sent', 'off', 'failed')`),
    )
    .addColumn('email_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('mailed_at', 'timestamptz')
    .execute();
  await sql`create index owed_reminders_pending_idx on owed_reminders (id) where email_status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('owed_reminders').execute();
  await sql`delete from news_reads where news_id in (select id from news where customer_id is not null)`.execute(
    db,
  );
  await sql`delete from news where customer_id is not null`.execute(db);
  await db.schema.dropIndex('news_customer_idx').execute();
  await db.schema.alterTable('news').dropColumn('customer_id').execute();
}
