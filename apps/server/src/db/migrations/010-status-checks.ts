import type { Kysely } from 'kysely';
import { dropStatusChecks, replaceStatusChecks } from '../status-checks';

/**
 * Status columns hold only the domain's statuses: a CHECK constraint per column, its list taken
 * from the domain's union (see ../status-checks.ts), so a row written by anything (a script, an
 * old release, a typo in SQL) cannot hold a status the machines do not know. Rows written before
 * held only these values (every write went through the machines or the seed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceStatusChecks(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropStatusChecks(db);
}
