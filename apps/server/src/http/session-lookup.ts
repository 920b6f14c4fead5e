import type { BuiltInRole, Role } from '@portal/domain';
import { BUILT_IN_ROLES } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashToken } from '../security/tokens';
import type { SessionContext } from './context';

const isBuiltIn = (role: string): role is BuiltInRole =>
  (BUILT_IN_ROLES as readonly string[]).includes(role);

/** A stored role: a built-in name, or `custom` with its role's tags; anything else grants nothing. */
export function storedRole(role: string, customPermissions: string | null): Role {
  if (isBuiltIn(role)) return { kind: 'built_in', name: role };
  const tags = (customPermissions ?? '').split(',').filter((tag) => tag !== '');
  return { kind: 'custom', permissions: tags };
}

/**
 * The live session of a token (not revoked, not expired, not of a disabled sub-account), as every
 * authenticated request needs it, with the sub-account's role so permissions are checked without
 * a second query. It lives at the http level, below the modules, so authenticate() does not reach
 * up into the auth module; the auth module's session repository writes sessions, this only reads.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<(SessionContext & { readonly expiresAt: Date }) | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('sub_accounts as sa', 'sa.id', 's.sub_account_id')
    .leftJoin('roles as r', 'r.id', 'sa.role_id')
    .select([
      's.id',
      's.public_id',
      's.customer_id',
      's.sub_account_id',
      's.warehouse_id',
      's.expires_at',
      'sa.role',
      'sa.disabled_at',
      'r.permissions',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.sub_account_id !== null && (row.role === null || row.disabled_at !== null))
    return undefined;
  return {
    sessionRowId: row.id,
    publicId: row.public_id,
    customerId: row.customer_id,
    subAccountId: row.sub_account_id,
    loginType: row.sub_account_id === null ? 'main' : 'sub',
    role: row.sub_account_id === null ? null : storedRole(row.role ?? '', row.permissions),
    warehouseId: row.warehouse_id,
    expiresAt: new Date(row.expires_at),
  };
}
