import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { validProduct } from './storage';

/**
 * A merchant with a 0.5 CBM plan (71.00 CNY a cycle) in Shenzhen, `topUp` CNY on its balance and
 * one active product (10 x 10 x 12.5 cm, 12.50 USD): registered, approved and paid through the
 * API, as the plan tests do.
 */
export async function billedMerchant(
  t: TestApp,
  username: string,
  topUp: string,
  /** The merchant when the test registered it itself (to set its preferences first). */
  registered?: { readonly customerId: number; readonly token: string },
) {
  const merchant = registered ?? (await t.registerMerchant(username));
  await t.db
    .updateTable('customers')
    .set({ activation_status: 'active' })
    .where('id', '=', merchant.customerId)
    .execute();
  const sz = await t.db
    .selectFrom('warehouses')
    .select('id')
    .where('code', '=', 'SZ')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('customer_warehouses')
    .values({
      customer_id: merchant.customerId,
      warehouse_id: sz.id,
      status: 'approved',
      reason: null,
      applied_at: t.clock.now(),
      decided_at: t.clock.now(),
    })
    .execute();
  const headers = { token: merchant.token };
  const credited = await t.ops('POST', '/merchant/api-ops/confirm-top-up', {
    customer_id: merchant.customerId,
    amount: topUp,
    reference: `${username}-opening`,
  });
  expect(credited.body.code).toBe('200');
  const plan = await t.post(
    '/merchant/api-plan/activate',
    { warehouse_id: sz.id, storage: '0.5', sku_count: '1', plan_items: '100' },
    headers,
  );
  expect(plan.body.code).toBe('200');
  const created = await t.post<{ id: number }>(
    '/merchant/api-product/create',
    validProduct(`${username}-mug`, { submit: '1' }),
    headers,
  );
  expect(created.body.code).toBe('200');
  const approved = await t.ops('POST', '/merchant/api-ops/approve-product', {
    product_id: created.body.data.id,
  });
  expect(approved.body.code).toBe('200');
  const planRow = await t.db
    .selectFrom('plans')
    .select('id')
    .where('customer_id', '=', merchant.customerId)
    .executeTakeFirstOrThrow();
  return {
    ...merchant,
    headers,
    warehouseId: sz.id,
    productId: created.body.data.id,
    planId: planRow.id,
  };
}

/**
 * Stock received into the warehouse now, as an ASN receipt writes it: the units on hand and a
 * batch with its receipt time (the stock's age counts from it).
 */
export async function receiveStock(
  t: TestApp,
  m: { readonly customerId: number; readonly warehouseId: number; readonly productId: number },
  units: number,
) {
  const now = t.clock.now();
  await t.db
    .insertInto('inventory')
    .values({
      customer_id: m.customerId,
      warehouse_id: m.warehouseId,
      product_id: m.productId,
      on_hand: units,
      updated_at: now,
    })
    .onConflict((c) =>
      c
        .columns(['product_id', 'warehouse_id'])
        .doUpdateSet((eb) => ({ on_hand: eb('inventory.on_hand', '+', units), updated_at: now })),
    )
    .execute();
  await t.db
    .insertInto('inventory_batches')
    .values({
      customer_id: m.customerId,
      warehouse_id: m.warehouseId,
      product_id: m.productId,
      batch_no: `TEST-${now.getTime()}`,
      source: 'asn',
      qualified: units,
      unqualified: 0,
      received_at: now,
    })
    .execute();
}
