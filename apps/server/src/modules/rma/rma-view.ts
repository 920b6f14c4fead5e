import type { RmaDetail, RmaRow } from '@portal/contract';
import type { RmaStatus } from '@portal/domain';
import { allowedRmaActions, isStatusOf, RMA_STATUSES } from '@portal/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RmasTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export const rmaStatusOf = (value: string): RmaStatus =>
  isStatusOf(RMA_STATUSES, value) ? value : 'draft';

export const rmaRow = (r: Selectable<RmasTable>): RmaRow => ({
  id: r.id,
  rma_no: r.rma_no,
  warehouse_id: r.warehouse_id,
  status: r.status,
  actions: allowedRmaActions(rmaStatusOf(r.status)),
  order_number: r.order_number,
  shipping_method: r.shipping_method,
  tracking_numbers: JSON.parse(r.tracking_numbers) as string[],
  back_to_shelf: r.back_to_shelf,
  created_at: new Date(r.created_at).toISOString(),
});

export async function loadRmaDetail(
  db: Db,
  customerId: number,
  id: number,
): Promise<RmaDetail | undefined> {
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
  return { ...rmaRow(rma), lines };
}
