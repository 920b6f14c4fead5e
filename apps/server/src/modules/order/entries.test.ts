import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerEntry } from '../../db/ledger';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';

/** Issue 12: an order's entry details, from the stock log and the ledger. */
let t: TestApp;
let demo: { token: string };
let warehouseId: number;
let references = 0;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  const [productId] = (await activeProducts(t, demo, ['ENT-A'])) as [number];
  await t.db
    .insertInto('inventory')
    .values({
      product_id: productId,
      warehouse_id: warehouseId,
      customer_id: t.demoCustomerId,
      on_hand: 100,
      updated_at: new Date(),
    })
    .execute();
  await t.db.transaction().execute((tx) =>
    postLedgerEntry(tx, {
      customerId: t.demoCustomerId,
      kind: 'top_up',
      amountMinor: 1_000_000,
      reference: 'entries tests',
      now: new Date(),
    }),
  );
});
afterAll(() => t.close());

type Saved = { id: number; order_no: string; status: string };
type Entries = {
  id: number;
  order_no: string;
  stock: { sku: string; cause: string; on_hand_delta: number; reserved_delta: number }[];
  money: {
    kind: string;
    reference: string;
    amount: { amount: number; currency: string };
    balance_after: { amount: number; currency: string };
  }[];
};

const createOrder = async (quantity: number) => {
  const saved = await t.post<Saved>(
    '/merchant/api-orders/create',
    {
      warehouse_id: warehouseId,
      reference_no: `ENT-${(references += 1)}`,
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
      save_as: 'pending_submit',
      lines: JSON.stringify([
        { sku: 'ENT-A', quantity, declared_value: '12.50', name: 'Mug', description: 'Mug' },
      ]),
    },
    demo,
  );
  return saved.body.data;
};
const entries = (id: number, headers = demo) =>
  t.get<Entries>('/merchant/api-orders/entries', { id }, headers);

describe('GET /merchant/api-orders/entries', () => {
  it('a draft has moved nothing yet', async () => {
    const { id, order_no } = await createOrder(1);
    const reply = await entries(id);
    expect(reply.body.code).toBe('200');
    expect(reply.body.data).toEqual({ id, order_no, stock: [], money: [] });
  });

  it('a submit reserves and charges; an accepted interception releases and refunds, in order', async () => {
    const { id, order_no } = await createOrder(2);
    const submitted = await t.post<Saved>('/merchant/api-orders/submit', { id }, demo);
    expect(submitted.body.data.status).toBe('processing');
    const after = (await entries(id)).body.data;
    expect(after.stock).toEqual([
      expect.objectContaining({ sku: 'ENT-A', cause: 'order_reserved', reserved_delta: 2 }),
    ]);
    expect(after.money).toHaveLength(1);
    const charge = after.money[0];
    expect(charge).toMatchObject({ kind: 'charge', reference: order_no });
    expect(charge?.amount.amount).toBeLessThan(0);

    await t.post('/merchant/api-orders/intercept', { id, reason: 'other', complete: '0' }, demo);
    const accepted = await t.ops('POST', '/merchant/api-ops/order-intercept', {
      order_id: id,
      accept: '1',
    });
    expect((accepted.body as { code: string }).code).toBe('200');
    const done = (await entries(id)).body.data;
    expect(done.stock.map((row) => [row.cause, row.reserved_delta])).toEqual([
      ['order_reserved', 2],
      ['order_released', -2],
    ]);
    expect(done.money.map((row) => row.reference)).toEqual([order_no, `refund:${order_no}`]);
    // the refund gives back exactly what the charge took
    expect((done.money[1]?.amount.amount ?? 0) + (charge?.amount.amount ?? 0)).toBe(0);
  });

  it("another merchant's order is unknown; a bad id is refused", async () => {
    const { id } = await createOrder(1);
    const other = await t.registerMerchant('entriesother');
    expect((await entries(id, { token: other.token })).body.code).toBe('404');
    expect((await entries(999_999)).body.code).toBe('404');
    expect((await t.get('/merchant/api-orders/entries', { id: 'x' }, demo)).body).toMatchObject({
      code: '400',
    });
  });
});
