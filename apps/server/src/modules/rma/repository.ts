import type { MerchantProducts, RmaStatus } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { RmaValues } from './rma-values';

type Db = Kysely<Database> | Transaction<Database>;

/** The MerchantProducts port of a return: any of the merchant's products not deleted. */
export const liveProducts = (
  db: Db,
  customerId: number,
): MerchantProducts<{ id: number; sku: string }> => ({
  findBySkus: (skus) =>
    db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('customer_id', '=', customerId)
      .where('status', '<>', 'deleted')
      .where('sku', 'in', skus)
      .execute(),
});
type Paging = { readonly pageSize: number; readonly offset: number };

/** A new return with the status and number the domain gave it. */
export const insertRma = (
  tx: Transaction<Database>,
  rma: {
    readonly customerId: number;
    readonly rmaNo: string;
    readonly status: RmaStatus;
    readonly values: RmaValues;
    readonly now: Date;
  },
) =>
  tx
    .insertInto('rmas')
    .values({
      ...rma.values.columns,
      customer_id: rma.customerId,
      warehouse_id: rma.values.warehouseId,
      rma_no: rma.rmaNo,
      status: rma.status,
      created_at: rma.now,
      updated_at: rma.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Replaces the lines of a return (only a draft is ever rewritten). */
export async function writeRmaLines(tx: Transaction<Database>, rmaId: number, values: RmaValues) {
  await tx.deleteFrom('rma_lines').where('rma_id', '=', rmaId).execute();
  await tx
    .insertInto('rma_lines')
    .values(
      values.lines.map((l) => ({ rma_id: rmaId, product_id: l.productId, quantity: l.quantity })),
    )
    .execute();
}

/** Rewrites a draft's fields (its status moves only through applyDomainEvent). */
export const updateRmaFields = (
  tx: Transaction<Database>,
  id: number,
  values: RmaValues,
  now: Date,
) =>
  tx
    .updateTable('rmas')
    .set({ ...values.columns, warehouse_id: values.warehouseId, updated_at: now })
    .where('id', '=', id)
    .execute();

/** Locks the merchant's own return; another merchant's reads as unknown. */
export const lockOwnRma = (tx: Transaction<Database>, customerId: number, id: number) =>
  tx
    .selectFrom('rmas')
    .select(['id', 'rma_no', 'status'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();

/** Locks any merchant's return, for the operator's processing. */
export const lockRma = (tx: Transaction<Database>, id: number) =>
  tx.selectFrom('rmas').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const rmaLinesOf = (db: Db, rmaId: number) =>
  db.selectFrom('rma_lines').selectAll().where('rma_id', '=', rmaId).orderBy('id').execute();

export const recordRmaLine = (
  tx: Transaction<Database>,
  lineId: number,
  counts: {
    readonly received: number;
    readonly qualified: number;
    readonly unqualified: number;
    readonly disposed: number;
  },
) => tx.updateTable('rma_lines').set(counts).where('id', '=', lineId).execute();

/** One page of the merchant's returns (one status or all, a keyword over the numbers), newest first. */
export async function pageOfRmas(
  db: Db,
  filter: {
    readonly customerId: number;
    readonly status: RmaStatus | undefined;
    readonly keyword: string;
  },
  paging: Paging,
) {
  let query = db.selectFrom('rmas').where('customer_id', '=', filter.customerId);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.keyword !== '') {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['rma_no']), 'like', pattern),
        eb(eb.fn('lower', ['order_number']), 'like', pattern),
        // jsonb since migration 014: its text form still holds every tracking number
        eb(sql<string>`lower(${sql.ref('tracking_numbers')}::text)`, 'like', pattern),
      ]),
    );
  }
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total.n), rows };
}

/** One return of this merchant with its lines and their SKUs; undefined when not theirs. */
export async function findRmaWithLines(db: Db, customerId: number, id: number) {
  const rma = await db
    .selectFrom('rmas')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!rma) return undefined;
  const lines = await db
    .selectFrom('rma_lines as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select([
      'l.id',
      'l.product_id',
      'p.sku',
      'l.quantity',
      'l.received',
      'l.qualified',
      'l.unqualified',
      'l.disposed',
    ])
    .where('l.rma_id', '=', id)
    .orderBy('l.id')
    .execute();
  return { rma, lines };
}

/** Every merchant's returns in one status, oldest first, for the operator queue. */
export const opsRmaCount = (db: Db, status: RmaStatus) =>
  db
    .selectFrom('rmas')
    .where('status', '=', status)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

export const opsRmaPage = (db: Db, status: RmaStatus, paging: Paging) =>
  db
    .selectFrom('rmas')
    .where('status', '=', status)
    .selectAll()
    .orderBy('id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();

/** The provider's value-added services in their order, one page, optionally one code. */
export async function pageOfAddedServices(db: Db, code: string, paging: Paging) {
  let query = db.selectFrom('added_services');
  if (code !== '') query = query.where('sp_code', '=', code);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('sort')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total.n), rows };
}
