import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerEntry } from '../../db/ledger';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';

/** Issue 12: the merchant corrects the recipient of an address-abnormal order, which resumes. */
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
  [productId] = (await activeProducts(t, demo, ['FIX-A'])) as [number];
  await t.db
    .insertInto('inventory')
    .values({
      product_id: productId,
      warehouse_id: warehouseId,
      customer_id: t.demoCustomerId,
      on_hand: 1000,
      updated_at: new Date(),
    })
    .execute();
  await t.db.transaction().execute((tx) =>
    postLedgerEntry(tx, {
      customerId: t.demoCustomerId,
      kind: 'top_up',
      amountMinor: 1_000_000,
      reference: 'correct address tests',
      now: new Date(),
    }),
  );
});
afterAll(() => t.close());

type Saved = { id: number; order_no: string; status: string; abnormal_reason: string | null };
type Issues = { issues: { field: string; code: string }[] };

const RECIPIENT = {
  first_name: 'Emma',
  last_name: 'Smith',
  company: '',
  phone: '2125550123',
  email: 'emma@example.com',
  country: 'US',
  state: 'NY',
  city: 'New York',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
  address_line2: '',
  house_number: '',
};
const order = (): Form => ({
  warehouse_id: warehouseId,
  reference_no: `FIX-${(references += 1)}`,
  shipping_method: 'US-STD',
  currency: 'USD',
  ...RECIPIENT,
  lines: JSON.stringify([
    { sku: 'FIX-A', quantity: 1, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
  ]),
  save_as: 'pending_submit',
});
const correct = (form: Form, headers = demo) =>
  t.post<Saved>('/merchant/api-orders/correct-address', form, headers);
const stored = (id: number) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'abnormal_reason', 'postcode', 'address_line1', 'city', 'charged_minor'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** An order submitted (processing, stock and fees held) that the warehouse marked abnormal. */
async function addressAbnormal(): Promise<number> {
  const { id } = (await t.post<Saved>('/merchant/api-orders/create', order(), demo)).body.data;
  expect((await t.post<Saved>('/merchant/api-orders/submit', { id }, demo)).body.data.status).toBe(
    'processing',
  );
  const marked = await t.ops<Saved>('POST', '/merchant/api-ops/order-step', {
    order_id: id,
    action: 'markAddressAbnormal',
  });
  expect(marked.body.data).toMatchObject({
    status: 'abnormal',
    abnormal_reason: 'address_abnormal',
  });
  return id;
}

describe('correcting the address of an address-abnormal order', () => {
  it('stores the new recipient and resumes the order with what it holds, in one call', async () => {
    const id = await addressAbnormal();
    const charged = (await stored(id)).charged_minor;
    const reply = await correct({
      id,
      ...RECIPIENT,
      address_line1: '20 W 34th Street',
      postcode: '10118',
    });
    expect(reply.body).toMatchObject({
      code: '200',
      msg: 'Address corrected; the order is processing again',
      data: { id, status: 'processing', abnormal_reason: null },
    });
    expect(await stored(id)).toMatchObject({
      status: 'processing',
      abnormal_reason: null,
      address_line1: '20 W 34th Street',
      postcode: '10118',
      charged_minor: charged,
    });
    const events = await t.db
      .selectFrom('order_events')
      .select(['action', 'actor_kind'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toEqual({ action: 'correctAddress', actor_kind: 'main' });
  });

  it.each([
    ['postcode', { postcode: 'ABCDE' }],
    ['phone', { phone: '12' }],
    ['address_line1', { address_line1: 'x' }],
    ['first_name', { first_name: '' }],
    ['city', { city: '' }],
    ['country', { country: 'GB' }],
  ])('refuses a bad %s and changes nothing', async (field, change) => {
    const id = await addressAbnormal();
    const before = await stored(id);
    const reply = await t.post<Issues>(
      '/merchant/api-orders/correct-address',
      { id, ...RECIPIENT, ...change },
      demo,
    );
    expect(reply.body.code).toBe('400');
    expect(reply.body.data.issues.map((i) => i.field)).toContain(field);
    expect(await stored(id)).toEqual(before);
  });

  it('refuses an order not waiting for an address correction, changing nothing', async () => {
    const { id } = (await t.post<Saved>('/merchant/api-orders/create', order(), demo)).body.data;
    const before = await stored(id);
    const reply = await correct({ id, ...RECIPIENT, city: 'Brooklyn' });
    expect(reply.body).toMatchObject({
      code: '409',
      msg: 'Only an order waiting for an address correction can have its address corrected',
    });
    expect(await stored(id)).toEqual(before);
  });

  it("keeps another merchant's order unreachable", async () => {
    const id = await addressAbnormal();
    const before = await stored(id);
    const other = await t.registerMerchant('fixother');
    const reply = await correct({ id, ...RECIPIENT, city: 'Brooklyn' }, { token: other.token });
    expect(reply.body.code).toBe('404');
    expect(await stored(id)).toEqual(before);
  });
});
