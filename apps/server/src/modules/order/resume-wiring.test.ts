import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum, postLedgerEntry } from '../../db/ledger';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';
import { resumeAfterPlanItems } from './fulfilment';

/**
 * Issue 12: plan-items taken at submission and given back, and the automatic resume wired to the
 * events that unblock an order (plan-items bought, an ASN received, a return back on the shelf),
 * each through the real endpoints and in the event's own transaction.
 */
let t: TestApp;
let demo: { token: string };
let warehouseId: number;
let productIds: number[];
let references = 0;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  productIds = await activeProducts(t, demo, ['RES-A', 'RES-B', 'RES-C']);
  await topUp(1_000_000);
});
afterAll(() => t.close());

type Saved = { id: number; order_no: string; status: string; abnormal_reason: string | null };

const order = (sku: string, quantity: number): Form => ({
  warehouse_id: warehouseId,
  reference_no: `RES-${(references += 1)}`,
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
    { sku, quantity, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
  ]),
  save_as: 'pending_submit',
});
async function submitted(sku: string, quantity: number): Promise<Saved> {
  const created = await t.post<Saved>('/merchant/api-orders/create', order(sku, quantity), demo);
  expect(created.body.code).toBe('200');
  const reply = await t.post<Saved>(
    '/merchant/api-orders/submit',
    { id: created.body.data.id },
    demo,
  );
  expect(reply.body.code).toBe('200');
  return reply.body.data;
}
const statusOf = async (id: number) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'abnormal_reason', 'plan_items_held'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const plan = () =>
  t.db
    .selectFrom('plans')
    .select(['id', 'plan_items', 'plan_items_used'])
    .where('customer_id', '=', t.demoCustomerId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirstOrThrow();
/** Leaves exactly `free` plan-items to the demo plan of the warehouse. */
async function setFreePlanItems(free: number) {
  const { id, plan_items_used } = await plan();
  await t.db
    .updateTable('plans')
    .set({ plan_items: plan_items_used + free })
    .where('id', '=', id)
    .execute();
}
async function setStock(productId: number, onHand: number) {
  await t.db
    .insertInto('inventory')
    .values({
      product_id: productId,
      warehouse_id: warehouseId,
      customer_id: t.demoCustomerId,
      updated_at: new Date(),
    })
    .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doNothing())
    .execute();
  await t.db
    .updateTable('inventory')
    .set({ on_hand: onHand, reserved: 0 })
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .execute();
}
const stockOf = (productId: number) =>
  t.db
    .selectFrom('inventory')
    .select(['on_hand', 'reserved'])
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirstOrThrow();
const balance = async () =>
  Number(
    (
      await t.db
        .selectFrom('customers')
        .select('balance_minor')
        .where('id', '=', t.demoCustomerId)
        .executeTakeFirstOrThrow()
    ).balance_minor,
  );
let moves = 0;
async function topUp(amountMinor: number) {
  await t.db.transaction().execute((tx) =>
    postLedgerEntry(tx, {
      customerId: t.demoCustomerId,
      kind: 'top_up',
      amountMinor,
      reference: `resume wiring ${++moves}`,
      now: new Date(),
    }),
  );
}
const ops = (action: string, form: Form) =>
  t.ops<{ id: number; status: string }>('POST', `/merchant/api-ops/${action}`, form);

describe('plan-items at submission', () => {
  it('takes one plan-item per unit, shown in the plan usage, and gives them back on an accepted interception', async () => {
    await setStock(productIds[0]!, 100);
    await setFreePlanItems(10);
    const before = await plan();
    const first = await submitted('RES-A', 4);
    expect(first).toMatchObject({ status: 'processing', abnormal_reason: null });
    expect((await plan()).plan_items_used).toBe(before.plan_items_used + 4);
    expect((await statusOf(first.id)).plan_items_held).toBe(4);
    const plans = await t.get<{
      plans: { warehouse_id: number; usage: { plan_items_used: number } }[];
    }>('/merchant/api-plan/list', { warehouse_id: warehouseId }, demo);
    expect(plans.body.data.plans[0]?.usage.plan_items_used).toBe(before.plan_items_used + 4);
    await t.post('/merchant/api-orders/intercept', { id: first.id, reason: 'other' }, demo);
    const accepted = await ops('order-intercept', { order_id: first.id, accept: '1' });
    expect(accepted.body.data.status).toBe('draft');
    expect((await plan()).plan_items_used).toBe(before.plan_items_used);
    expect((await statusOf(first.id)).plan_items_held).toBe(0);
  });

  it('makes the order abnormal when plan-items fall short, moving nothing, and a purchase resumes it in its transaction', async () => {
    await setStock(productIds[0]!, 100);
    await setFreePlanItems(3);
    const before = {
      plan: await plan(),
      balance: await balance(),
      stock: await stockOf(productIds[0]!),
    };
    const short = await submitted('RES-A', 5);
    expect(short).toMatchObject({ status: 'abnormal', abnormal_reason: 'insufficient_plan_items' });
    expect(await plan()).toEqual(before.plan);
    expect(await balance()).toBe(before.balance);
    expect(await stockOf(productIds[0]!)).toEqual(before.stock);
    // An extra purchase of plan-items: the count grows and the resume runs in that transaction.
    const resumed = await t.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('plans')
        .set((eb) => ({ plan_items: eb('plan_items', '+', 2) }))
        .where('id', '=', before.plan.id)
        .execute();
      return resumeAfterPlanItems(tx, t.demoCustomerId, warehouseId, new Date());
    });
    expect(resumed).toEqual([short.id]);
    expect(await statusOf(short.id)).toMatchObject({
      status: 'processing',
      abnormal_reason: null,
      plan_items_held: 5,
    });
    expect((await plan()).plan_items_used).toBe(before.plan.plan_items_used + 5);
    expect((await stockOf(productIds[0]!)).reserved).toBe(before.stock.reserved + 5);
    expect(await ledgerSum(t.db, t.demoCustomerId)).toBe(await balance());
  });
});

describe('stock arriving resumes the waiting orders in its transaction', () => {
  it('an ASN received resumes them by priority 1, 2, 3, then oldest first', async () => {
    await setStock(productIds[1]!, 0);
    await setFreePlanItems(100);
    const oldLow = await submitted('RES-B', 2);
    const newHigh = await submitted('RES-B', 2);
    const oldHigh = await submitted('RES-B', 2);
    for (const o of [oldLow, newHigh, oldHigh])
      expect(o).toMatchObject({ status: 'abnormal', abnormal_reason: 'insufficient_stock' });
    await t.db.updateTable('orders').set({ priority: 3 }).where('id', '=', oldLow.id).execute();
    await t.db
      .updateTable('orders')
      .set({ priority: 1 })
      .where('id', 'in', [newHigh.id, oldHigh.id])
      .execute();
    // oldHigh was created after newHigh: make it older so age decides between the two 1s.
    await t.db
      .updateTable('orders')
      .set({ created_at: new Date('2026-01-01T00:00:00Z') })
      .where('id', '=', oldHigh.id)
      .execute();
    const asn = await t.post<{ id: number }>(
      '/merchant/api-asn/create',
      {
        warehouse_id: warehouseId,
        lines: JSON.stringify([{ sku: 'RES-B', quantity: 10 }]),
        prepacking: 'self',
        delivery_mode: 'carrier',
        tracking_numbers: 'JD0002',
        level: 'priority',
        unloading: '1',
        boxes: JSON.stringify([
          { sku: 'RES-B', quantity: 10, weight: '5', length: 20, width: 20, height: 20 },
        ]),
        estimated_freight: '120.00',
        estimated_arrival: '2026-12-01',
        submit: '1',
      },
      demo,
    );
    expect(asn.body.code).toBe('200');
    const asnId = asn.body.data.id;
    expect((await ops('approve-asn', { asn_id: asnId })).body.code).toBe('200');
    expect((await ops('arrive-asn', { asn_id: asnId })).body.code).toBe('200');
    const lineId = (
      await t.db
        .selectFrom('asn_lines')
        .select('id')
        .where('asn_id', '=', asnId)
        .executeTakeFirstOrThrow()
    ).id;
    // 4 units: the two priority-1 orders (the older first), the priority-3 one keeps waiting.
    const received = await ops('receive-asn', {
      asn_id: asnId,
      lines: JSON.stringify([{ line_id: lineId, qualified: 4 }]),
    });
    expect(received.body.code).toBe('200');
    expect((await statusOf(oldHigh.id)).status).toBe('processing');
    expect((await statusOf(newHigh.id)).status).toBe('processing');
    expect(await statusOf(oldLow.id)).toMatchObject({
      status: 'abnormal',
      abnormal_reason: 'insufficient_stock',
    });
    expect(await stockOf(productIds[1]!)).toMatchObject({ on_hand: 4, reserved: 4 });
    const resumeEvents = await t.db
      .selectFrom('order_events')
      .select(['order_id', 'id'])
      .where('action', '=', 'resume')
      .where('order_id', 'in', [oldHigh.id, newHigh.id])
      .orderBy('id')
      .execute();
    expect(resumeEvents.map((e) => e.order_id)).toEqual([oldHigh.id, newHigh.id]);
    expect(await ledgerSum(t.db, t.demoCustomerId)).toBe(await balance());
  });

  it('a return put back on the shelf resumes an order waiting for that stock', async () => {
    await setStock(productIds[2]!, 0);
    await setFreePlanItems(100);
    const waiting = await submitted('RES-C', 2);
    expect(waiting).toMatchObject({ status: 'abnormal', abnormal_reason: 'insufficient_stock' });
    const rma = await t.post<{ id: number }>(
      '/merchant/api-rma/create',
      {
        warehouse_id: warehouseId,
        lines: JSON.stringify([{ sku: 'RES-C', quantity: 3 }]),
        tracking_numbers: 'RT777',
        shipping_method: 'DHL',
        order_number: 'SO-77',
        back_to_shelf: '1',
        submit: '1',
      },
      demo,
    );
    expect(rma.body.code).toBe('200');
    const lineId = (
      await t.db
        .selectFrom('rma_lines')
        .select('id')
        .where('rma_id', '=', rma.body.data.id)
        .executeTakeFirstOrThrow()
    ).id;
    const processed = await ops('process-rma', {
      rma_id: rma.body.data.id,
      lines: JSON.stringify([
        { line_id: lineId, received: 3, qualified: 2, unqualified: 1, disposed: 0 },
      ]),
    });
    expect(processed.body.code).toBe('200');
    expect(await statusOf(waiting.id)).toMatchObject({
      status: 'processing',
      abnormal_reason: null,
    });
    expect(await stockOf(productIds[2]!)).toMatchObject({ on_hand: 2, reserved: 2 });
  });
});
