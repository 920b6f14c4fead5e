import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export const twoFactorOf = (db: Db, customerId: number) =>
  db.selectFrom('two_factor').selectAll().where('customer_id', '=', customerId).executeTakeFirst();

/** The row locked, so two codes of one step cannot both pass. */
export const lockTwoFactor = (trx: Transaction<Database>, customerId: number) =>
  trx
    .selectFrom('two_factor')
    .selectAll()
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();

export const savePendingSecret = (db: Db, customerId: number, sealed: string) =>
  db
    .insertInto('two_factor')
    .values({ customer_id: customerId, pending_secret_sealed: sealed, secret_sealed: null })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ pending_secret_sealed: sealed }))
    .execute();

export const enableTwoFactor = (
  trx: Transaction<Database>,
  customerId: number,
  sealed: string,
  step: number,
  now: Date,
) =>
  trx
    .updateTable('two_factor')
    .set({ secret_sealed: sealed, pending_secret_sealed: null, enabled_at: now, last_step: step })
    .where('customer_id', '=', customerId)
    .execute();

export const setLastStep = (trx: Transaction<Database>, customerId: number, step: number) =>
  trx.updateTable('two_factor').set({ last_step: step }).where('customer_id', '=', customerId).execute();

export async function disableTwoFactor(trx: Transaction<Database>, customerId: number) {
  await trx.deleteFrom('two_factor').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('recovery_codes').where('customer_id', '=', customerId).execute();
}

export async function replaceRecoveryCodes(
  trx: Transaction<Database>,
  customerId: number,
  hashes: readonly string[],
) {
  await trx.deleteFrom('recovery_codes').where('customer_id', '=', customerId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ customer_id: customerId, code_hash })))
    .execute();
}

/** Uses a recovery code: true when an unused one matched (now used). */
export async function useRecoveryCode(
  trx: Transaction<Database>,
  customerId: number,
  hash: string,
  now: Date,
): Promise<boolean> {
  const used = await trx
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

export async function recoveryCodesLeft(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const insertChallenge = (
  db: Db,
  row: { tokenHash: string; customerId: number; expiresAt: Date },
) =>
  db
    .insertInto('login_challenges')
    .values({ token_hash: row.tokenHash, customer_id: row.customerId, expires_at: row.expiresAt })
    .execute();

export const findChallenge = (db: Db, tokenHash: string) =>
  db.selectFrom('login_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Marks a challenge used; false when another request used it first. */
export async function useChallenge(trx: Transaction<Database>, id: number, now: Date): Promise<boolean> {
  const done = await trx
    .updateTable('login_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}
