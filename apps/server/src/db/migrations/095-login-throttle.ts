import type { Kysely } from 'kysely';

/**
 * Login throttle (issue 17, defect 3): failed logins per account and client, kept in the
 * database so every instance slows the same guesser. A row per (account, client) counts that
 * client's failures at that account and when it may try again; the row whose client is '*'
 * counts the failures of every client that has not logged in to the account lately, so spreading
 * guesses over many addresses does not escape the delay, while `trusted_until` (set by a
 * right password) lets the owner's usual client past that account-wide delay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wait_until', 'timestamptz')
    .addColumn('last_failure_at', 'timestamptz')
    .addColumn('trusted_until', 'timestamptz')
    .addPrimaryKeyConstraint('login_throttle_pk', ['account', 'client'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_throttle').execute();
}
