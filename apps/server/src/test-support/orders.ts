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

/**
 * A complete US order form of one SKU on US-STD, as the portal's order form sends it (the
 * open API and webhook tests create orders with it).
 */
export const usOrderForm = (
  warehouseId: number,
  sku: string,
  reference: string,
  overrides: Readonly<Record<string, string | number>> = {},
): Record<string, string | number> => ({
  warehouse_id: warehouseId,
  reference_no: reference,
  shipping_method: 'US-STD',
  currency: 'USD',
  first_name: 'Emma',
  last_name: 'Smith',
  phone: '2125550123',
  email: 'emma@example.com',
  country: 'US',
  state: 'NY',
  city: 'New York',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
  lines: JSON.stringify([
    { sku, quantity: 1, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
  ]),
  save_as: 'draft',
  ...overrides,
});

/**
 * The first row of a complete one-line US order in the batch upload template (its wire field
 * names), on the SZ warehouse and US-STD: the order-upload tests build their files from it.
 */
export const usUploadRow = (
  reference: string,
  sku: string,
  overrides: Readonly<Record<string, string>> = {},
): Record<string, string> => ({
  reference_number: reference,
  warehouse: 'SZ',
  shipping_method: 'US-STD',
  currency: 'USD',
  first_name: 'Emma',
  last_name: 'Smith',
  phone: '2125550123',
  country: 'US',
  state: 'NY',
  city: 'New York',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
  sku,
  product_name: 'Mug',
  description: 'Coffee mug',
  quantity: '1',
  declared_value: '12.50',
  ...overrides,
});
