import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A custom role with how many sub-accounts hold it. */
export interface RoleRecord {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  /** The permission areas, comma-separated as stored. */
  readonly permissions: string;
  readonly holders: string | number | null;
}

/** A sub-account with the name of its custom role, if it holds one. */
export interface SubAccountRecord {
  readonly id: number;
  readonly username: string;
  readonly real_name: string;
  readonly email: string;
  readonly phone: string;
  readonly role: string;
  readonly role_id: number | null;
  readonly disabled_at: Date | string | null;
  readonly created_at: Date | string;
  readonly role_name: string | null;
}

/** Every query of the sub-account module (ADR 0068); `kyselySubAccountRepository` adapts it. */
export interface SubAccountRepository {
  /** A merchant's custom roles with how many sub-accounts hold each. */
  listRoles(customerId: number): Promise<readonly RoleRecord[]>;
  roleExists(customerId: number, id: number): Promise<boolean>;
  /** Whether another role of the merchant has this name (case-insensitive). */
  roleNameTaken(customerId: number, name: string, exceptId: number | null): Promise<boolean>;
  insertRole(role: {
    customerId: number;
    name: string;
    description: string;
    permissions: string;
    now: Date;
  }): Promise<number>;
  updateRole(
    customerId: number,
    id: number,
    role: { name: string; description: string; permissions: string },
  ): Promise<void>;
  countRoleHolders(roleId: number): Promise<number>;
  deleteRole(customerId: number, id: number): Promise<void>;
  listSubAccounts(customerId: number): Promise<readonly SubAccountRecord[]>;
  findSubAccount(customerId: number, id: number): Promise<SubAccountRecord | undefined>;
  /** Whether another sub-account of the merchant has this username (case-insensitive). */
  usernameTaken(customerId: number, username: string, exceptId: number | null): Promise<boolean>;
  insertSubAccount(
    customerId: number,
    values: SubAccountValues & { password_hash: string },
    now: Date,
  ): Promise<number>;
  updateSubAccount(
    customerId: number,
    id: number,
    values: SubAccountValues & { password_hash?: string },
  ): Promise<void>;
  setSubAccountDisabled(customerId: number, id: number, at: Date | null): Promise<void>;
  /** Ends every session of a sub-account (disabled, deleted or its password reset by the owner). */
  revokeSubAccountSessions(subAccountId: number, now: Date): Promise<void>;
  /** Deletes a sub-account and its sessions; answers how many sub-accounts went (0 or 1). */
  deleteSubAccount(customerId: number, id: number): Promise<number>;
}

export const kyselySubAccountRepository = (db: Db): SubAccountRepository => ({
  listRoles: (customerId) => listRoles(db, customerId),
  roleExists: async (customerId, id) => (await findRole(db, customerId, id)) !== undefined,
  roleNameTaken: async (customerId, name, exceptId) =>
    (await roleNamed(db, customerId, name, exceptId)) !== undefined,
  insertRole: (role) => insertRole(db, role),
  updateRole: async (customerId, id, role) => {
    await updateRole(db, customerId, id, role);
  },
  countRoleHolders: (roleId) => countRoleHolders(db, roleId),
  deleteRole: async (customerId, id) => {
    await deleteRole(db, customerId, id);
  },
  listSubAccounts: (customerId) => listSubAccounts(db, customerId),
  findSubAccount: (customerId, id) => findSubAccountRow(db, customerId, id),
  usernameTaken: async (customerId, username, exceptId) =>
    (await subAccountNamed(db, customerId, username, exceptId)) !== undefined,
  insertSubAccount: (customerId, values, now) => insertSubAccount(db, customerId, values, now),
  updateSubAccount: async (customerId, id, values) => {
    await updateSubAccount(db, customerId, id, values);
  },
  setSubAccountDisabled: async (customerId, id, at) => {
    await setSubAccountDisabled(db, customerId, id, at);
  },
  revokeSubAccountSessions: async (subAccountId, now) => {
    await revokeSubAccountSessions(db, subAccountId, now);
  },
  deleteSubAccount: (customerId, id) => deleteSubAccount(db, customerId, id),
});

/** A merchant's custom roles with how many sub-accounts hold each. */
const listRoles = (db: Db, customerId: number) =>
  db
    .selectFrom('roles as r')
    .select(['r.id', 'r.name', 'r.description', 'r.permissions'])
    .select((eb) =>
      eb
        .selectFrom('sub_accounts as sa')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('sa.role_id', '=', 'r.id')
        .as('holders'),
    )
    .where('r.customer_id', '=', customerId)
    .orderBy('r.id')
    .execute();

const findRole = (db: Db, customerId: number, id: number) =>
  db
    .selectFrom('roles')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Another role of the merchant with this name (case-insensitive), to refuse a duplicate. */
const roleNamed = (db: Db, customerId: number, name: string, exceptId: number | null) =>
  db
    .selectFrom('roles')
    .select('id')
    .where('customer_id', '=', customerId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();

async function insertRole(
  db: Db,
  role: { customerId: number; name: string; description: string; permissions: string; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('roles')
    .values({
      customer_id: role.customerId,
      name: role.name,
      description: role.description,
      permissions: role.permissions,
      created_at: role.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const updateRole = (
  db: Db,
  customerId: number,
  id: number,
  role: { name: string; description: string; permissions: string },
) =>
  db
    .updateTable('roles')
    .set(role)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();

async function countRoleHolders(db: Db, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('sub_accounts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role_id', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const deleteRole = (db: Db, customerId: number, id: number) =>
  db.deleteFrom('roles').where('customer_id', '=', customerId).where('id', '=', id).execute();

const SUB_ACCOUNT_COLUMNS = [
  'sa.id',
  'sa.username',
  'sa.real_name',
  'sa.email',
  'sa.phone',
  'sa.role',
  'sa.role_id',
  'sa.disabled_at',
  'sa.created_at',
  'r.name as role_name',
] as const;

const listSubAccounts = (db: Db, customerId: number) =>
  db
    .selectFrom('sub_accounts as sa')
    .leftJoin('roles as r', 'r.id', 'sa.role_id')
    .select(SUB_ACCOUNT_COLUMNS)
    .where('sa.customer_id', '=', customerId)
    .orderBy('sa.id')
    .execute();

const findSubAccountRow = (db: Db, customerId: number, id: number) =>
  db
    .selectFrom('sub_accounts as sa')
    .leftJoin('roles as r', 'r.id', 'sa.role_id')
    .select(SUB_ACCOUNT_COLUMNS)
    .where('sa.customer_id', '=', customerId)
    .where('sa.id', '=', id)
    .executeTakeFirst();

/** Another sub-account of the merchant with this username (case-insensitive). */
const subAccountNamed = (db: Db, customerId: number, username: string, exceptId: number | null) =>
  db
    .selectFrom('sub_accounts')
    .select('id')
    .where('customer_id', '=', customerId)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();

export interface SubAccountValues {
  readonly username: string;
  readonly real_name: string;
  readonly email: string;
  readonly phone: string;
  readonly role: string;
  readonly role_id: number | null;
}

async function insertSubAccount(
  db: Db,
  customerId: number,
  values: SubAccountValues & { password_hash: string },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('sub_accounts')
    .values({ ...values, customer_id: customerId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const updateSubAccount = (
  db: Db,
  customerId: number,
  id: number,
  values: SubAccountValues & { password_hash?: string },
) =>
  db
    .updateTable('sub_accounts')
    .set(values)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();

const setSubAccountDisabled = (db: Db, customerId: number, id: number, at: Date | null) =>
  db
    .updateTable('sub_accounts')
    .set({ disabled_at: at })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();

/** Ends every session of a sub-account (disabled, deleted or its password reset by the owner). */
const revokeSubAccountSessions = (db: Db, subAccountId: number, now: Date) =>
  db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('sub_account_id', '=', subAccountId)
    .where('revoked_at', 'is', null)
    .execute();

/**
 * Deletes a sub-account. Its session rows go too (they name it by a foreign key, and a session
 * whose sub-account is gone must never read as the main account's); the events it recorded keep
 * its name, which they hold as text.
 */
async function deleteSubAccount(db: Db, customerId: number, id: number): Promise<number> {
  await db
    .deleteFrom('sessions')
    .where('sub_account_id', '=', id)
    .where('customer_id', '=', customerId)
    .execute();
  const result = await db
    .deleteFrom('sub_accounts')
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
