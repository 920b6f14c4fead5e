import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from '../security/tokens';
import type { SessionContext } from './context';

/**
 * The live session of a token (not revoked, not expired), as every authenticated request needs
 * it. It lives at the http level, below the modules, so authenticate() does not reach up into
 * the auth module; the auth module's session repository writes sessions, this only reads one.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<(SessionContext & { readonly expiresAt: Date }) | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'customer_id', 'sub_account_id', 'warehouse_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    sessionRowId: row.id,
    publicId: row.public_id,
    customerId: row.customer_id,
    subAccountId: row.sub_account_id,
    loginType: row.sub_account_id === null ? 'main' : 'sub',
    warehouseId: row.warehouse_id,
    expiresAt: new Date(row.expires_at),
  };
}
