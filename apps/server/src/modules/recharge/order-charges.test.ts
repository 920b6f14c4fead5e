import type { LedgerRow, OrderChargePage, Page } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerEntry } from '../../db/ledger';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';

/**
 * Issue 14: the order charge details (/account/warehouse/order) and the transactions' date
 * filter, through the real order flow: submitted orders are charged, an accepted interception
 * refunds, the clock moves between them so the days differ. Every success answer is checked
 * against its response schema by the test app (expectAnswerMatches).
 */
const DAY = 86_400_000;
const PATH = '/merchant/api-recharge/order-charges';
let t: TestApp;
let demo: { token: string };
let warehouseId: number;
let references = 0;
type Saved = { id: number; order_no: string; status: string };
const days: string[] = [];
const orders: Saved[] = [];

const orderForm = (): Form => ({
  warehouse_id: warehouseId,
  reference_no: `OC-${(references += 1)}`,
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
    { sku: 'OC-A', quantity: 2, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
  ]),
  save_as: 'pending_submit',
});

async function submitted(): Promise<Saved> {
  const created = await t.post<Saved>('/merchant/api-orders/create', orderForm(), demo);
  expect(created.body.code).toBe('200');
  const reply = await t.post<Saved>(
    '/merchant/api-orders/submit',
    { id: created.body.data.id },
    demo,
  );
  expect(reply.body.data.status).toBe('processing');
  return reply.body.data;
}

const today = () => t.clock.now().toISOString().slice(0, 10);
const charges = (query: Form = {}, headers: Record<string, string> = demo) =>
  t.get<OrderChargePage>(PATH, query, headers);

beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 2);
  const [productId] = await activeProducts(t, demo, ['OC-A']);
  await t.db
    .insertInto('inventory')
    .values({
      product_id: productId!,
      warehouse_id: warehouseId,
      customer_id: t.demoCustomerId,
      on_hand: 100,
      updated_at: t.clock.now(),
    })
    .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doUpdateSet({ on_hand: 100 }))
    .execute();
  await t.db.transaction().execute((tx) =>
    postLedgerEntry(tx, {
      customerId: t.demoCustomerId,
      kind: 'top_up',
      amountMinor: 1_000_000,
      reference: 'order charges opening',
      now: t.clock.now(),
    }),
  );
  // day 0: the first order is charged
  days.push(today());
  orders.push(await submitted());
  // day 2: the second is charged, intercepted and refunded
  t.clock.advance(2 * DAY);
  demo = await t.login(); // the session ran out while the clock moved
  days.push(today());
  orders.push(await submitted());
  await t.post('/merchant/api-orders/intercept', { id: orders[1]!.id, reason: 'other' }, demo);
  const accepted = await t.ops<{ status: string }>('POST', '/merchant/api-ops/order-intercept', {
    order_id: orders[1]!.id,
    accept: '1',
  });
  expect(accepted.body.data.status).toBe('draft');
  // day 5: the third is charged
  t.clock.advance(3 * DAY);
  demo = await t.login();
  days.push(today());
  orders.push(await submitted());
});
afterAll(() => t.close());

describe('order charge details', () => {
  it("lists each order's charge with its kinds and its refund, newest first, with the totals", async () => {
    const reply = await charges();
    expect(reply.body.code).toBe('200');
    const page = reply.body.data;
    expect(page.list.map((row) => [row.order_no, row.kind])).toEqual([
      [orders[2]!.order_no, 'charge'],
      [orders[1]!.order_no, 'refund'],
      [orders[1]!.order_no, 'charge'],
      [orders[0]!.order_no, 'charge'],
    ]);
    expect(page.total).toBe(4);
    for (const row of page.list.filter((r) => r.kind === 'charge')) {
      expect(row.amount.amount).toBeLessThan(0);
      expect(row.lines?.[0]?.kind).toBe('freight');
      expect(row.lines?.reduce((sum, line) => sum + line.amount.amount, 0)).toBe(
        -row.amount.amount,
      );
      expect(row).toMatchObject({ warehouse_id: warehouseId, channel: 'US-STD' });
      expect(row.warehouse).not.toBe('');
    }
    const refund = page.list[1]!;
    expect(refund.lines).toBeNull();
    expect(refund.amount.amount).toBe(-page.list[2]!.amount.amount);
    const charged = page.list
      .filter((r) => r.kind === 'charge')
      .reduce((sum, r) => sum - r.amount.amount, 0);
    expect(page.totals).toEqual({
      charged: { amount: charged, currency: 'CNY' },
      refunded: { amount: refund.amount.amount, currency: 'CNY' },
      net: { amount: charged - refund.amount.amount, currency: 'CNY' },
    });
  });

  it('matches the ledger: each charge row is the ledger row under the order number', async () => {
    const ledger = await t.get<Page<LedgerRow>>(
      '/merchant/api-default/top-up-detail',
      { kind: 'charge' },
      demo,
    );
    const page = (await charges({ kind: 'charge' })).body.data;
    expect(page.list.map((r) => [r.id, r.amount.amount])).toEqual(
      ledger.body.data.list.map((r) => [r.id, r.amount.amount]),
    );
  });

  it.each([
    ['kind refund', () => ({ kind: 'refund' }), () => [1]],
    ['kind charge', () => ({ kind: 'charge' }), () => [2, 1, 0]],
    ['one order number', () => ({ order_no: orders[0]!.order_no }), () => [0]],
    ['a day', () => ({ start_date: days[1]!, end_date: days[1]! }), () => [1, 1]],
    ['from a day on', () => ({ start_date: days[1]! }), () => [2, 1, 1]],
    ['up to a day', () => ({ end_date: days[0]! }), () => [0]],
    ['the warehouse', () => ({ warehouse_id: warehouseId }), () => [2, 1, 1, 0]],
    ['another warehouse', () => ({ warehouse_id: warehouseId + 1000 }), () => []],
    ['a number no order has', () => ({ order_no: 'NO-SUCH%' }), () => []],
  ])('filters by %s', async (_name, query, expected) => {
    const page = (await charges(query())).body.data;
    expect(page.list.map((row) => row.order_no)).toEqual(
      expected().map((i) => orders[i]!.order_no),
    );
    expect(page.total).toBe(expected().length);
  });

  it('pages while the totals stay those of the whole filter', async () => {
    const all = (await charges()).body.data;
    const second = (await charges({ page: 2, page_size: 3 })).body.data;
    expect(second).toMatchObject({ page: 2, page_size: 3, total: 4 });
    expect(second.list.map((r) => r.id)).toEqual([all.list[3]!.id]);
    expect(second.totals).toEqual(all.totals);
  });

  it('shows no breakdown rather than a wrong one once the order was quoted again', async () => {
    const first = orders[0]!;
    const row = await t.db
      .selectFrom('orders')
      .select('fees')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const fees = (typeof row.fees === 'string' ? JSON.parse(row.fees) : row.fees) as {
      total: { amount: number };
      freight: { amount: number };
    };
    const requoted = {
      ...fees,
      freight: { ...fees.freight, amount: fees.freight.amount + 100 },
      total: { ...fees.total, amount: fees.total.amount + 100 },
    };
    await t.db
      .updateTable('orders')
      .set({ fees: JSON.stringify(requoted) })
      .where('id', '=', first.id)
      .execute();
    try {
      const page = (await charges({ order_no: first.order_no })).body.data;
      expect(page.list[0]?.lines).toBeNull();
    } finally {
      await t.db
        .updateTable('orders')
        .set({ fees: JSON.stringify(fees) })
        .where('id', '=', first.id)
        .execute();
    }
  });

  it.each([
    [{ start_date: '2026-02-30' }, 'start_date', 'VALIDATION.DATE_INVALID'],
    [
      { start_date: '2026-03-02', end_date: '2026-03-01' },
      'end_date',
      'VALIDATION.DATE_RANGE_ORDER',
    ],
    [
      { start_date: '2025-01-01', end_date: '2026-03-01' },
      'end_date',
      'VALIDATION.DATE_RANGE_TOO_LONG',
    ],
  ])('refuses %j with data.issues', async (query, field, code) => {
    const reply = await charges(query);
    expect(reply.body).toMatchObject({ code: '400', data: { issues: [{ field, code }] } });
  });

  it('refuses a move that is neither charge nor refund', async () => {
    expect((await charges({ kind: 'top_up' })).body.code).toBe('400');
  });

  it("keeps another merchant's charges out of reach", async () => {
    const other = await t.registerMerchant('orderchargesother');
    const page = (await charges({}, { token: other.token })).body.data;
    expect(page.list).toEqual([]);
    expect(page.totals.charged.amount).toBe(0);
    expect((await t.get(PATH)).body.code).not.toBe('200');
  });
});

describe('transactions by date', () => {
  it.each([
    ['the first day', () => ({ start_date: days[0]!, end_date: days[0]! }), 2], // top-up + charge
    ['the second day', () => ({ start_date: days[1]!, end_date: days[1]! }), 2], // charge + refund
    ['from the last day', () => ({ start_date: days[2]! }), 1],
    ['everything', () => ({}), 5],
  ])('lists and exports %s alike', async (_name, query, count) => {
    const list = await t.get<Page<LedgerRow>>('/merchant/api-default/top-up-detail', query(), demo);
    const inRange = list.body.data.list.filter((r) => !r.reference.startsWith('demo opening'));
    expect(inRange).toHaveLength(count);
    const exported = await t.get<{ rows: number }>(
      '/merchant/api-recharge/transactions-export',
      query(),
      demo,
    );
    expect(exported.body.data.rows).toBe(list.body.data.total);
  });

  it.each(['/merchant/api-default/top-up-detail', '/merchant/api-recharge/transactions-export'])(
    '%s refuses a start after the end',
    async (path) => {
      const reply = await t.get(path, { start_date: '2026-03-02', end_date: '2026-03-01' }, demo);
      expect(reply.body).toMatchObject({
        code: '400',
        data: { issues: [{ field: 'end_date', code: 'VALIDATION.DATE_RANGE_ORDER' }] },
      });
    },
  );
});
