import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The NumberSequence port's counters: one row per kind of document, bumped in the creating
 * transaction (UPDATE ... RETURNING locks the row, so two creations never get the same number, and
 * a rolled-back creation gives its number back). They start after the numbers already handed out,
 * which were derived from the row ids (ASN00000007 is id 7).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_counters')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('last', 'bigint', (c) => c.notNull())
    .addCheckConstraint('document_counters_last_not_negative', sql`last >= 0`)
    .execute();
  await sql`insert into document_counters (kind, last)
    select 'asn', coalesce(max(id), 0) from asns
    union all select 'rma', coalesce(max(id), 0) from rmas`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_counters').execute();
}
