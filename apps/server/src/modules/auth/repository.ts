import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

export const findCustomerByUsername = (db: Kysely<Database>, username: string) =>
  db
    .selectFrom('customers')
    .select(['id', 'username', 'password_hash'])
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

export const findSubAccount = (db: Kysely<Database>, customerId: number, username: string) =>
  db
    .selectFrom('sub_accounts')
    .select(['id', 'customer_id', 'username', 'password_hash', 'disabled_at'])
    .where('customer_id', '=', customerId)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

export const findCustomer = (db: Kysely<Database>, customerId: number) =>
  db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();

export const findSubAccountById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('sub_accounts').selectAll().where('id', '=', id).executeTakeFirst();

/** The merchant's warehouses with its state for each, active ones first. */
export const listCustomerWarehouses = (db: Kysely<Database>, customerId: number) =>
  db
    .selectFrom('customer_warehouses as cw')
    .innerJoin('warehouses as w', 'w.id', 'cw.warehouse_id')
    .select(['w.id', 'w.name', 'w.cn_name', 'cw.status'])
    .where('cw.customer_id', '=', customerId)
    .orderBy(sql`case when cw.status = 'approved' then 0 else 1 end`)
    .orderBy('w.id')
    .execute();

export async function updatePassword(
  db: Kysely<Database>,
  login: { readonly customerId: number; readonly subAccountId: number | null },
  passwordHash: string,
): Promise<void> {
  if (login.subAccountId === null)
    await db
      .updateTable('customers')
      .set({ password_hash: passwordHash })
      .where('id', '=', login.customerId)
      .execute();
  else
    await db
      .updateTable('sub_accounts')
      .set({ password_hash: passwordHash })
      .where('id', '=', login.subAccountId)
      .where('customer_id', '=', login.customerId)
      .execute();
}
