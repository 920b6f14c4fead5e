import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The e-mail outbox of the merchant's notice events (issue 15, ADR 0034 "Events reach the
 * merchant"): an order become abnormal, an order shipped, an ASN received. The event's own
 * transaction queues the mail (`pending`), so a rolled-back event sends nothing and a committed
 * one is sent after commit by the billing pass, claimed with FOR UPDATE SKIP LOCKED (as the owed
 * reminders of migration 075). The text is kept in both languages: the mail goes out in the
 * language the merchant prefers when it is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notice_mails')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_zh', 'text', (c) => c.notNull())
    .addColumn('email_status', 'text', (c) =>
      c.notNull().check(sql`email_status in ('pending', 'sent', 'off', 'failed')`),
    )
    .addColumn('email_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('mailed_at', 'timestamptz')
    .execute();
  await sql`create index notice_mails_pending_idx on notice_mails (id) where email_status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_mails').execute();
}
