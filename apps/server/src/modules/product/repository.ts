import type { ProductStatus, SkuUniqueness } from '@portal/domain';
import { PRODUCT_STATUSES } from '@portal/domain';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { insertRowsAsJson } from '../../db/bulk-insert';
import type { Database, ProductsTable } from '../../db/schema';

export type ProductRecord = Selectable<ProductsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The SkuUniqueness port over this merchant's live (not deleted) products, and `alsoTaken`. */
export const skuUniqueness = (
  db: Db,
  customerId: number,
  exceptId?: number,
  alsoTaken: ReadonlySet<string> = new Set(),
): SkuUniqueness => ({
  async isTaken(sku) {
    if (alsoTaken.has(sku)) return true;
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
 * The plan SKU quota: the SKUs of the merchant's bought plans, every warehouse together (a plan
 * counts from its activation, when its fee was paid).
 */
export async function planSkuQuota(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('plans')
    // Extra SKUs bought this cycle (migration 045) count like the plan's own.
    .select(sql<number>`coalesce(sum(sku_count + extra_sku_count), 0)`.as('n'))
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['awaiting_first_check_in', 'active'])
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

type Paging = { readonly pageSize: number; readonly offset: number };
type ProductColumns = Omit<
  Insertable<ProductsTable>,
  'id' | 'customer_id' | 'status' | 'created_at' | 'updated_at'
>;

/** A new product with the status the domain gave it; returns its id and that status. */
export const insertProduct = (
  db: Db,
  product: {
    readonly customerId: number;
    readonly status: ProductStatus;
    readonly values: ProductColumns;
    readonly now: Date;
  },
) =>
  db
    .insertInto('products')
    .values({
      ...product.values,
      customer_id: product.customerId,
      status: product.status,
      created_at: product.now,
      updated_at: product.now,
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();

/**
 * New products of one merchant in one status, in one statement (`insertRowsAsJson`): an upload's
 * 2,000 rows are written while the transaction holds the (on PGlite, only) connection as briefly
 * as it can. Answers each product's id by SKU (the SKUs are distinct: the upload accepted each
 * once).
 */
export async function insertProducts(
  tx: Transaction<Database>,
  products: {
    readonly customerId: number;
    readonly status: ProductStatus;
    readonly values: readonly ProductColumns[];
    readonly now: Date;
  },
): Promise<Map<string, number>> {
  const rows = products.values.map((values) => ({
    ...values,
    customer_id: products.customerId,
    status: products.status,
    created_at: products.now,
    updated_at: products.now,
  }));
  const saved = await insertRowsAsJson(tx, 'products', rows, {
    returning: ['id', 'sku'],
    json: ['brand_certificates', 'images', 'certificates'],
  });
  return new Map(saved.map((row) => [String(row.sku), Number(row.id)]));
}

/** Rewrites a draft's fields (its status moves only through applyDomainEvent). */
export const updateProductFields = (
  tx: Transaction<Database>,
  id: number,
  values: ProductColumns,
  now: Date,
) =>
  tx
    .updateTable('products')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the merchant's products (all but deleted, or one status; keyword over SKU and
 * names; product and brand type), newest first, with the count per status for the tabs.
 */
export async function pageOfProducts(
  db: Db,
  filter: {
    readonly customerId: number;
    readonly keyword: string;
    readonly status: ProductStatus | undefined;
    readonly productType: string;
    readonly brandType: string;
  },
  paging: Paging,
) {
  const { keyword, productType, brandType, status } = filter;
  let base = db.selectFrom('products').where('customer_id', '=', filter.customerId);
  if (keyword !== '') {
    const pattern = `%${escapeLike(keyword)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(sku)`, 'like', pattern),
        eb(sql`lower(name)`, 'like', pattern),
        eb('cn_name', 'like', pattern),
      ]),
    );
  }
  if (productType !== '') base = base.where('product_type', '=', productType);
  if (brandType !== '') base = base.where('brand_type', '=', brandType);
  // Without filters the counts come from the table the products trigger keeps (migration 009).
  const unfiltered = keyword === '' && productType === '' && brandType === '';
  const counted = unfiltered
    ? await db
        .selectFrom('product_status_counts')
        .select(['status', 'n'])
        .where('customer_id', '=', filter.customerId)
        .execute()
    : await base
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
  const counts: Record<string, number> = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0]));
  for (const row of counted) counts[row.status] = Number(row.n);
  const filtered =
    status === undefined
      ? base.where('status', '<>', 'deleted')
      : base.where('status', '=', status);
  const total =
    status === undefined
      ? Object.entries(counts).reduce((sum, [s, n]) => (s === 'deleted' ? sum : sum + n), 0)
      : (counts[status] ?? 0);
  const rows = await filtered
    .selectAll()
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total, counts };
}

/** The reason of a product's latest rejection, if any. */
export const latestRejection = (db: Db, productId: number) =>
  db
    .selectFrom('product_rejections')
    .select('reason')
    .where('product_id', '=', productId)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** One page of the merchant's rejection log (optionally of one product), newest first. */
export async function pageOfRejections(
  db: Db,
  customerId: number,
  productId: number | undefined,
  paging: Paging,
) {
  let query = db
    .selectFrom('product_rejections as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .where('r.customer_id', '=', customerId);
  if (productId !== undefined) query = query.where('r.product_id', '=', productId);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(['r.id', 'r.product_id', 'p.sku', 'r.reason', 'r.operator', 'r.created_at'])
    .orderBy('r.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

/** Every merchant's products in one status, longest waiting first, for the operator queue. */
export const opsProductCount = (db: Db, status: ProductStatus) =>
  db
    .selectFrom('products')
    .where('status', '=', status)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

export const opsProductPage = (db: Db, status: ProductStatus, paging: Paging) =>
  db
    .selectFrom('products')
    .where('status', '=', status)
    .selectAll()
    .orderBy('updated_at')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();

/** Locks any merchant's product, for an operator decision. */
export const lockProduct = (tx: Transaction<Database>, id: number) =>
  tx
    .selectFrom('products')
    .select(['id', 'status', 'customer_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const insertRejection = (
  tx: Transaction<Database>,
  rejection: {
    readonly productId: number;
    readonly customerId: number;
    readonly reason: string;
    readonly operator: string;
    readonly now: Date;
  },
) =>
  tx
    .insertInto('product_rejections')
    .values({
      product_id: rejection.productId,
      customer_id: rejection.customerId,
      reason: rejection.reason,
      operator: rejection.operator,
      created_at: rejection.now,
    })
    .execute();
