import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { CustomersTable, Database } from '../../db/schema';

export const listRegions = (db: Kysely<Database>) =>
  db.selectFrom('regions').select(['id', 'name', 'cn_name']).orderBy('id').execute();

export const listManagers = (
  db: Kysely<Database>,
  filter: { readonly kinds: readonly string[]; readonly regionId?: number | undefined },
) => {
  let query = db
    .selectFrom('managers')
    .select(['id', 'name', 'cn_name', 'kind', 'region_id'])
    .where('kind', 'in', [...filter.kinds]);
  if (filter.regionId !== undefined) query = query.where('region_id', '=', filter.regionId);
  return query.orderBy('id').execute();
};

export const findManager = (db: Kysely<Database>, id: number) =>
  db.selectFrom('managers').select(['id', 'kind']).where('id', '=', id).executeTakeFirst();

export const regionExists = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('regions').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

export const usernameTaken = async (db: Kysely<Database>, username: string) =>
  (await db
    .selectFrom('customers')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst()) !== undefined;

export const insertCaptcha = (
  db: Kysely<Database>,
  row: { id: string; answer_hash: string; expires_at: Date },
) =>
  db
    .insertInto('captchas')
    .values({ ...row, validated: false })
    .execute();

export const findCaptcha = (db: Kysely<Database>, id: string, now: Date) =>
  db
    .selectFrom('captchas')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();

export const deleteCaptcha = (db: Kysely<Database>, id: string) =>
  db.deleteFrom('captchas').where('id', '=', id).execute();

export const purgeExpiredCaptchas = (db: Kysely<Database>, now: Date) =>
  db.deleteFrom('captchas').where('expires_at', '<=', now).execute();

/** A registered merchant, with the activation status the machine starts it in. */
export const insertCustomer = (db: Kysely<Database>, customer: Insertable<CustomersTable>) =>
  db
    .insertInto('customers')
    .values(customer)
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();

/** A captcha answered right without being used up (the form checks it before the final submit). */
export const markCaptchaValidated = (db: Kysely<Database>, id: string) =>
  db.updateTable('captchas').set({ validated: true }).where('id', '=', id).execute();
