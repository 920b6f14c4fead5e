import type { ReviewStatus } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** True when the provider approved the merchant's application for this warehouse. */
export const isWarehouseApproved = async (db: Db, customerId: number, warehouseId: number) =>
  (await db
    .selectFrom('customer_warehouses')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('warehouse_id', '=', warehouseId)
    .where('status', '=', 'approved')
    .executeTakeFirst()) !== undefined;

/** A plan request with the status the review machine starts it in. */
export const insertPlanRequest = (
  db: Db,
  request: {
    readonly customerId: number;
    readonly warehouseId: number;
    readonly storageTenthsCbm: number;
    readonly skuCount: number;
    readonly planItems: number;
    readonly status: ReviewStatus;
    readonly now: Date;
  },
) =>
  db
    .insertInto('plan_requests')
    .values({
      customer_id: request.customerId,
      warehouse_id: request.warehouseId,
      storage_tenths_cbm: request.storageTenthsCbm,
      sku_count: request.skuCount,
      plan_items: request.planItems,
      status: request.status,
      created_at: request.now,
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();

/** One page of the merchant's SKUs whose code or name starts with the keyword, by SKU. */
export async function pageOfSkus(
  db: Db,
  customerId: number,
  keyword: string,
  paging: { readonly pageSize: number; readonly offset: number },
) {
  const prefix = `${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db.selectFrom('products').where('customer_id', '=', customerId);
  if (keyword !== '')
    query = query.where((eb) =>
      eb.or([eb(sql`lower(sku)`, 'like', prefix), eb(sql`lower(name)`, 'like', prefix)]),
    );
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(['sku', 'name', 'cn_name'])
    .orderBy('sku')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

export const saveCcEmails = (db: Db, customerId: number, emails: readonly string[]) =>
  db
    .updateTable('customers')
    .set({ overdue_cc_emails: emails.join(',') })
    .where('id', '=', customerId)
    .execute();
