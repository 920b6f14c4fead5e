import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A verification's identity fields were JSON kept as text and parsed back by every reader; as
 * jsonb the database checks the JSON once, on write, and the drivers (pg and PGlite) hand back the
 * object. The other JSON-as-text columns (tracking numbers, product upload ids, upload results)
 * move with the rewrite of their readers and writers (docs/adr/0006).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verifications alter column fields type jsonb using fields::jsonb`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verifications alter column fields type text using fields::text`.execute(db);
}
