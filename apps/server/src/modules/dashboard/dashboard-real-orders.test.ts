// The dashboard's calls over orders made the real way: created, quoted and submitted through the
// order endpoints, each stock shortfall found by the submission itself (dashboard.test.ts writes
// order rows straight into the table to reach every status).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';

let t: TestApp;
let demo: { token: string };
let warehouseId: number;
const D = '/merchant/api-default';
type Breakdown = { total: number; rows: { key: string; count: number }[] };
type Saved = { id: number; status: string; abnormal_reason: string | null };

const line = (sku: string, quantity: number) => ({
  sku,
  quantity,
  declared_value: '12.50',
  name: 'Mug',
  description: 'Coffee mug',
});
let references = 0;
/** A complete US order of the given lines, sent to the create endpoint; then submitted. */
async function submitted(lines: ReturnType<typeof line>[]): Promise<Saved> {
  const created = await t.post<Saved>(
    '/merchant/api-orders/create',
    {
      warehouse_id: warehouseId,
      reference_no: `DASH-${(references += 1)}`,
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
      lines: JSON.stringify(lines),
      save_as: 'pending_submit',
    } satisfies Form,
    demo,
  );
  expect(created.body.code).toBe('200');
  const reply = await t.post<Saved>(
    '/merchant/api-orders/submit',
    { id: created.body.data.id },
    demo,
  );
  expect(reply.body.code).toBe('200');
  return reply.body.data;
}

beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  const [mug, cap] = await activeProducts(t, demo, ['DASH-MUG', 'DASH-CAP']);
  // 10 mugs and 1 cap on the shelf
  for (const [productId, onHand] of [
    [mug!, 10],
    [cap!, 1],
  ] as const)
    await t.db
      .insertInto('inventory')
      .values({
        product_id: productId,
        warehouse_id: warehouseId,
        customer_id: t.demoCustomerId,
        on_hand: onHand,
        updated_at: new Date(),
      })
      .onConflict((oc) =>
        oc.columns(['product_id', 'warehouse_id']).doUpdateSet({ on_hand: onHand }),
      )
      .execute();

  expect(await submitted([line('DASH-MUG', 2)])).toMatchObject({ status: 'processing' });
  // short of caps (4 asked, 1 there); its 3 mugs are on the shelf
  expect(await submitted([line('DASH-MUG', 3), line('DASH-CAP', 4)])).toMatchObject({
    status: 'abnormal',
    abnormal_reason: 'insufficient_stock',
  });
  expect(await submitted([line('DASH-CAP', 2)])).toMatchObject({
    status: 'abnormal',
    abnormal_reason: 'insufficient_stock',
  });
  // a draft with no shipping method chosen yet
  const draft = await t.post<Saved>(
    '/merchant/api-orders/create',
    { warehouse_id: warehouseId, lines: JSON.stringify([{ sku: 'DASH-MUG', quantity: 1 }]) },
    demo,
  );
  expect(draft.body.data.status).toBe('draft');
});
afterAll(() => t.close());

describe('the dashboard over orders made through the order endpoints', () => {
  it('counts them per status and per channel; a draft without a channel has no logistics', async () => {
    const status = await t.get<Breakdown>(`${D}/order-breakdown`, {}, demo);
    expect(status.body.data).toEqual({
      total: 4,
      rows: [
        { key: 'abnormal', count: 2 },
        { key: 'draft', count: 1 },
        { key: 'processing', count: 1 },
      ],
    });
    const channel = await t.get<Breakdown>(`${D}/logistics-breakdown`, {}, demo);
    expect(channel.body.data).toEqual({ total: 3, rows: [{ key: 'US-STD', count: 3 }] });
  });

  it('counts the abnormal ones per reason and ranks the SKUs by the units the shelf is short', async () => {
    const abnormal = await t.get<Breakdown>(`${D}/dashboard-Abnormal-Orders`, {}, demo);
    expect(abnormal.body.data).toEqual({
      total: 2,
      rows: [{ key: 'insufficient_stock', count: 2 }],
    });
    // caps: 4 + 2 asked, 1 on the shelf; mugs: 3 asked, 8 available (2 reserved of 10)
    const top = await t.get(`${D}/top-list`, {}, demo);
    expect(top.body.data).toEqual([{ sku: 'DASH-CAP', quantity: 5 }]);
  });

  it('charts and lists them, and shows the charge the processing order took', async () => {
    const chart = await t.get<{ counts: number[] }>(`${D}/order-detail-chart`, {}, demo);
    expect(chart.body.data.counts.at(-1)).toBe(4);
    const list = await t.get<{ total: number; list: { status: string }[] }>(
      `${D}/order-detail-list`,
      {},
      demo,
    );
    expect(list.body.data.total).toBe(4);
    expect(list.body.data.list[0]?.status).toBe('draft');
    const ledger = await t.get<{ list: { kind: string }[] }>(`${D}/top-up-detail`, {}, demo);
    expect(ledger.body.data.list.map((row) => row.kind)).toEqual(['charge', 'top_up']);
    const account = await t.get<{ arrears_orders: number }>(`${D}/top-left-account`, {}, demo);
    expect(account.body.data.arrears_orders).toBe(0);
  });
});
