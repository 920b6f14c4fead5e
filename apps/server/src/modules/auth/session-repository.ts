import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionContext } from '../../http/context';
import { hashToken, newToken } from '../../security/tokens';

/** Opens a session; the token is returned once and only its hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  session: {
    readonly customerId: number;
    readonly subAccountId: number | null;
    readonly warehouseId: number | null;
    readonly now: Date;
    readonly ttlMs: number;
  },
): Promise<{ readonly token: string; readonly expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(session.now.getTime() + session.ttlMs);
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      public_id: newToken(),
      customer_id: session.customerId,
      sub_account_id: session.subAccountId,
      warehouse_id: session.warehouseId,
      created_at: session.now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

export async function revokeSessionByToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** After a password change every other session of that login ends. */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  session: SessionContext,
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('customer_id', '=', session.customerId)
    .where('id', '!=', session.sessionRowId)
    .where('revoked_at', 'is', null);
  query =
    session.subAccountId === null
      ? query.where('sub_account_id', 'is', null)
      : query.where('sub_account_id', '=', session.subAccountId);
  await query.execute();
}

export async function setSessionWarehouse(
  db: Kysely<Database>,
  sessionRowId: number,
  warehouseId: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ warehouse_id: warehouseId })
    .where('id', '=', sessionRowId)
    .execute();
}

/** Sessions that ended long ago are deleted at start, so the table does not grow for ever. */
export async function purgeEndedSessions(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
}
