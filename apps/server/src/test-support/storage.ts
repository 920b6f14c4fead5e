import { expect } from 'vitest';
import type { Form, TestApp } from './test-app';

/** A product form every rule accepts; overrides make it invalid one field at a time. */
export const validProduct = (sku: string, overrides: Form = {}): Form => ({
  sku,
  name_en: 'Ceramic mug',
  name_zh: '陶瓷杯',
  price: '12.50',
  declared_value: '12.50',
  weight: '0.45',
  length: '10',
  width: '10',
  height: '12.5',
  customs_description: 'Ceramic mug',
  hs_code: '69120000',
  origin: 'China',
  product_type: 'needs_box',
  barcode_type: 'standard',
  barcode: '6901234567890',
  brand_type: 'none',
  battery: '1',
  ...overrides,
});

/** The demo merchant's approved warehouse. */
export async function demoWarehouseId(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('customer_warehouses')
    .select('warehouse_id')
    .where('customer_id', '=', t.demoCustomerId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return row.warehouse_id;
}

/**
 * Gives the demo merchant this many more SKUs of plan quota: it buys the plan of its warehouse
 * through the API when it has none, else its plan's SKUs grow at once (as an extra purchase
 * would; a plan edit waits for the next billing date).
 */
export async function requestPlanSkus(t: TestApp, headers: { token: string }, skuCount: number) {
  const warehouseId = await demoWarehouseId(t);
  const grown = await t.db
    .updateTable('plans')
    .set((eb) => ({ sku_count: eb('sku_count', '+', skuCount) }))
    .where('customer_id', '=', t.demoCustomerId)
    .where('warehouse_id', '=', warehouseId)
    .where('status', '<>', 'inactive')
    .executeTakeFirst();
  if (Number(grown.numUpdatedRows) > 0) return;
  const reply = await t.post(
    '/merchant/api-plan/activate',
    { warehouse_id: warehouseId, storage: '1.0', sku_count: skuCount, plan_items: 100 },
    headers,
  );
  expect(reply.body.code).toBe('200');
}

/** Creates, submits and approves products through the API (the quota must allow them). */
export async function activeProducts(
  t: TestApp,
  headers: { token: string },
  skus: readonly string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const sku of skus) {
    const created = await t.post<{ id: number }>(
      '/merchant/api-product/create',
      validProduct(sku, { submit: '1' }),
      headers,
    );
    expect(created.body.code).toBe('200');
    const approved = await t.ops('POST', '/merchant/api-ops/approve-product', {
      product_id: created.body.data.id,
    });
    expect(approved.body.code).toBe('200');
    ids.push(created.body.data.id);
  }
  return ids;
}
