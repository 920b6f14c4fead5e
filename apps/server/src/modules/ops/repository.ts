import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type Paging = { readonly pageSize: number; readonly offset: number };

/** The identity verifications waiting for review, oldest first, with the merchant's login. */
export async function pageOfPendingVerifications(db: Db, paging: Paging) {
  const query = db
    .selectFrom('verifications as v')
    .innerJoin('customers as c', 'c.id', 'v.customer_id')
    .where('v.status', '=', 'pending');
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'v.customer_id',
      'c.username',
      'v.identity_type',
      'v.status',
      'v.submitted_at',
      'v.fields',
    ])
    .orderBy('v.submitted_at')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

/** The merchant's verification records still pending, locked for a decision. */
export const lockPendingVerifications = (tx: Transaction<Database>, customerId: number) =>
  tx
    .selectFrom('verifications')
    .select(['id', 'status'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .forUpdate()
    .execute();

export const recordVerificationDecision = (
  tx: Transaction<Database>,
  id: number,
  reason: string | null,
  now: Date,
) =>
  tx.updateTable('verifications').set({ reason, decided_at: now }).where('id', '=', id).execute();

/** Warehouse applications waiting for a decision, oldest first. */
export async function pageOfPendingApplications(db: Db, paging: Paging) {
  const query = db
    .selectFrom('customer_warehouses as cw')
    .innerJoin('warehouses as w', 'w.id', 'cw.warehouse_id')
    .where('cw.status', '=', 'pending');
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'cw.id',
      'cw.customer_id',
      'cw.warehouse_id',
      'w.name',
      'w.cn_name',
      'cw.status',
      'cw.reason',
      'cw.applied_at',
    ])
    .orderBy('cw.applied_at')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

export const lockApplication = (tx: Transaction<Database>, id: number) =>
  tx
    .selectFrom('customer_warehouses')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const recordApplicationDecision = (
  tx: Transaction<Database>,
  id: number,
  reason: string | null,
  now: Date,
) =>
  tx
    .updateTable('customer_warehouses')
    .set({ reason, decided_at: now })
    .where('id', '=', id)
    .execute();

export const lockCustomerActivation = (tx: Transaction<Database>, customerId: number) =>
  tx
    .selectFrom('customers')
    .select(['id', 'activation_status'])
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();

export const hasApprovedWarehouse = async (tx: Transaction<Database>, customerId: number) =>
  (await tx
    .selectFrom('customer_warehouses')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'approved')
    .executeTakeFirst()) !== undefined;

export const insertNews = (
  db: Db,
  news: {
    readonly title: string;
    readonly titleCn: string;
    readonly href: string;
    readonly hrefCn: string;
    readonly now: Date;
  },
) =>
  db
    .insertInto('news')
    .values({
      title: news.title,
      title_cn: news.titleCn,
      href: news.href,
      href_cn: news.hrefCn,
      is_link: news.href !== '',
      published_at: news.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
