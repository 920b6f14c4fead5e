import type { OrderAbnormalReason, OrderStatus } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

let counter = 0;

/**
 * An order row for the tests of what reads orders (dashboard, arrears), written straight into the
 * database: the operator's create-order endpoint wrote any status without the order machine and
 * was retired; the orders issue brings the real way in. The status column's CHECK constraint
 * still holds the row to the domain's order statuses.
 */
export async function insertTestOrder(
  db: Kysely<Database>,
  order: {
    readonly customerId: number;
    readonly warehouseId?: number;
    readonly channel: string;
    readonly status: OrderStatus;
    readonly abnormalReason?: OrderAbnormalReason;
    readonly sku?: string;
    readonly quantity?: number;
    readonly now: Date;
  },
): Promise<{ readonly id: number; readonly order_no: string }> {
  counter += 1;
  const row = await db
    .insertInto('orders')
    .values({
      customer_id: order.customerId,
      order_no: `OBTEST${String(counter).padStart(6, '0')}`,
      status: order.status,
      channel: order.channel,
      warehouse_id: order.warehouseId ?? 1,
      abnormal_reason: order.abnormalReason ?? null,
      created_at: order.now,
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
  if (order.sku !== undefined)
    await db
      .insertInto('order_lines')
      .values({ order_id: row.id, sku: order.sku, quantity: order.quantity ?? 1 })
      .execute();
  return row;
}
