import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerEntry } from '../../db/ledger';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';
import { resumeAfterStockArrived } from './fulfilment';

/**
 * The "submit abnormal orders automatically" preference (/setting/preference/other) decides
 * whether an order waiting for stock, plan-items or funds resumes by itself once it is covered:
 * on (the default) it does; off it stays abnormal for the merchant, nothing taken or charged.
 */
let t: TestApp;
let demo: { token: string };
let warehouseId: number;
let productId: number;
let references = 0;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  [productId] = (await activeProducts(t, demo, ['AUTO-A'])) as [number];
  await t.db.transaction().execute((tx) =>
    postLedgerEntry(tx, {
      customerId: t.demoCustomerId,
      kind: 'top_up',
      amountMinor: 1_000_000,
      reference: 'auto submit preference',
      now: new Date(),
    }),
  );
  // a test app, a plan and an active product: slow on a loaded machine
}, 300_000);
afterAll(() => t.close());

type Saved = { id: number; status: string; abnormal_reason: string | null };

const order = (quantity: number): Form => ({
  warehouse_id: warehouseId,
  reference_no: `AUTO-${(references += 1)}`,
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
  lines: JSON.stringify([
    { sku: 'AUTO-A', quantity, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
  ]),
  save_as: 'pending_submit',
});

async function submittedShortOfStock(): Promise<Saved> {
  await setStock(0);
  const created = await t.post<Saved>('/merchant/api-orders/create', order(2), demo);
  expect(created.body.code).toBe('200');
  const reply = await t.post<Saved>(
    '/merchant/api-orders/submit',
    { id: created.body.data.id },
    demo,
  );
  expect(reply.body.data).toMatchObject({
    status: 'abnormal',
    abnormal_reason: 'insufficient_stock',
  });
  return reply.body.data;
}

async function setStock(onHand: number) {
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

/** The merchant saves the preference through the preference screen's endpoint. */
async function autoSubmit(on: boolean) {
  const reply = await t.post<{ other: { auto_submit_abnormal: boolean } }>(
    '/merchant/api-setting/preference-other',
    { language: 'en', page_size: '20', auto_submit_abnormal: on ? '1' : '0' },
    demo,
  );
  expect(reply.body.data.other.auto_submit_abnormal).toBe(on);
}

/** Stock arrives (as an ASN received or a return back on the shelf would): the resume runs. */
const stockArrives = () =>
  t.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('inventory')
      .set({ on_hand: 10 })
      .where('product_id', '=', productId)
      .where('warehouse_id', '=', warehouseId)
      .execute();
    return resumeAfterStockArrived(tx, t.demoCustomerId, warehouseId, new Date());
  });

const stored = (id: number) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'abnormal_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const reserved = async () =>
  (
    await t.db
      .selectFrom('inventory')
      .select('reserved')
      .where('product_id', '=', productId)
      .where('warehouse_id', '=', warehouseId)
      .executeTakeFirstOrThrow()
  ).reserved;
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

describe('the auto submit abnormal orders preference', () => {
  it('off: the order stays abnormal when its stock arrives, nothing reserved or charged', async () => {
    await autoSubmit(false);
    const short = await submittedShortOfStock();
    const before = await balance();
    expect(await stockArrives()).toEqual([]);
    expect(await stored(short.id)).toEqual({
      status: 'abnormal',
      abnormal_reason: 'insufficient_stock',
    });
    expect(await reserved()).toBe(0);
    expect(await balance()).toBe(before);
    // the merchant's own way out: cancel to draft (so it does not wait in the next test)
    const cancel = await t.post<Saved>(
      '/merchant/api-orders/cancel',
      { id: short.id, reason: 'edit_order_information', complete: '0', remark: '' },
      demo,
    );
    expect(cancel.body.data).toMatchObject({ status: 'draft' });
  });

  it('on: the order resumes when its stock arrives, its stock reserved and its fees charged', async () => {
    await autoSubmit(true);
    const short = await submittedShortOfStock();
    const before = await balance();
    expect(await stockArrives()).toEqual([short.id]);
    expect(await stored(short.id)).toEqual({ status: 'processing', abnormal_reason: null });
    expect(await reserved()).toBe(2);
    expect(await balance()).toBeLessThan(before);
  });

  it('a merchant who never saved the preference gets the default: resumed', async () => {
    const prefs = await t.get<{ saved: boolean; other: { auto_submit_abnormal: boolean } }>(
      '/merchant/api-setting/preference',
      {},
      { token: (await t.registerMerchant('autodefault')).token },
    );
    expect(prefs.body.data).toMatchObject({ saved: false, other: { auto_submit_abnormal: true } });
  });
});
