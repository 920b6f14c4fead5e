import type { SkuUniqueness } from '@portal/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ProductsTable } from '../../db/schema';

export type ProductRecord = Selectable<ProductsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The SkuUniqueness port over this merchant's live (not deleted) products. */
export const skuUniqueness = (db: Db, customerId: number, exceptId?: number): SkuUniqueness => ({
  async isTaken(sku) {
    let query = db
      .selectFrom('products')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('sku', '=', sku)
      .where('status', '<>', 'deleted');
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },
});

/** One product of this merchant, locked for the caller's transaction when it is one. */
export async function findProduct(
  db: Db,
  customerId: number,
  id: number,
  lock = false,
): Promise<ProductRecord | undefined> {
  let query = db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The plan SKU quota: the SKUs of the merchant's plan requests that were not refused. Plan
 * requests are the only plan data this product keeps; the provider's plan decisions are not
 * modelled yet, so a requested plan counts.
 */
export async function planSkuQuota(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('plan_requests')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('sku_count'), eb.lit(0)).as('n'))
    .where('customer_id', '=', customerId)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function activeSkuCount(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Serialises the merchant's quota checks: activations of one merchant run one at a time. */
export async function lockCustomer(db: Transaction<Database>, customerId: number): Promise<void> {
  await db.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
}
