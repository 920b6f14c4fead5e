import type { OrderStatus } from '@portal/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { keptAndCounted } from '../../test-support/status-counts';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';

// The status tabs and the unfiltered list total read `order_status_counts` (migration 032, ADR
// 0040), kept by statement triggers (migration 106). These tests hold it to COUNT(*) of the orders themselves: through
// the merchant's own steps over HTTP, and under random inserts, status changes and deletes.

let t: TestApp;
let demo: { token: string };
let warehouseId: number;
let references = 0;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  await activeProducts(t, demo, ['CNT-A']);
});
afterAll(() => t.close());

const order = (overrides: Form = {}): Form => ({
  warehouse_id: warehouseId,
  reference_no: `CNT-${(references += 1)}`,
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
    { sku: 'CNT-A', quantity: 1, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
  ]),
  save_as: 'pending_submit',
  ...overrides,
});

type Saved = { id: number; status: string };

async function expectCountsAgree() {
  const { kept, counted } = await keptAndCounted(t.db, 'orders');
  expect(kept).toEqual(counted);
  const tabs = await t.get<{ total: number; tabs: { status: string; count: number }[] }>(
    '/merchant/api-orders/status-counts',
    {},
    demo,
  );
  const list = await t.get<{ total: number }>('/merchant/api-orders/list', {}, demo);
  const mine = counted.filter(([customer]) => customer === t.demoCustomerId);
  for (const tab of tabs.body.data.tabs)
    expect([tab.status, tab.count]).toEqual([
      tab.status,
      mine.find(([, status]) => status === tab.status)?.[2] ?? 0,
    ]);
  expect(list.body.data.total).toBe(
    mine.filter(([, status]) => status !== 'deleted').reduce((sum, [, , n]) => sum + Number(n), 0),
  );
}

describe('order status counts kept by the trigger', () => {
  it('agree with COUNT(*) after each create, submit, cancel (back to draft) and delete', async () => {
    await expectCountsAgree();
    const draft = (
      await t.post<Saved>('/merchant/api-orders/create', order({ save_as: 'draft' }), demo)
    ).body.data;
    expect(draft.status).toBe('draft');
    await expectCountsAgree();
    const created = await t.post<Saved>('/merchant/api-orders/create', order(), demo);
    const pending = created.body.data;
    expect(pending.status, JSON.stringify(created.body)).toBe('pending_submit');
    await expectCountsAgree();
    // No stock of CNT-A: the submission makes the order abnormal, which is a status change too.
    const submitted = await t.post<Saved>('/merchant/api-orders/submit', { id: pending.id }, demo);
    expect(submitted.body.data.status).toBe('abnormal');
    await expectCountsAgree();
    const cancelled = await t.post<Saved>(
      '/merchant/api-orders/cancel',
      { id: pending.id, reason: 'client_cancelled' },
      demo,
    );
    expect(cancelled.body.data.status).toBe('draft');
    await expectCountsAgree();
    const deleted = await t.post<Saved>(
      '/merchant/api-orders/action',
      { id: draft.id, action: 'delete' },
      demo,
    );
    expect(deleted.body.data.status).toBe('deleted');
    await expectCountsAgree();
  });

  it('equal COUNT(*) per merchant and status under any sequence of inserts, status changes and deletes', async () => {
    const statuses: OrderStatus[] = [
      'draft',
      'pending_submit',
      'processing',
      'abnormal',
      'shipped',
      'deleted',
    ];
    const other = (await t.registerMerchant('countsother')).customerId;
    const customers = [t.demoCustomerId, other];
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        customer: fc.constantFrom(...customers),
        status: fc.constantFrom(...statuses),
        rows: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('update' as const),
        status: fc.constantFrom(...statuses),
        pick: fc.nat(),
        width: fc.integer({ min: 1, max: 5 }),
      }),
      // a statement changing no status or merchant moves no count
      fc.record({ kind: fc.constant('touch' as const), pick: fc.nat(), width: fc.nat(5) }),
      fc.record({
        kind: fc.constant('move' as const),
        customer: fc.constantFrom(...customers),
        pick: fc.nat(),
      }),
      fc.record({
        kind: fc.constant('delete' as const),
        pick: fc.nat(),
        width: fc.integer({ min: 1, max: 3 }),
      }),
    );
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'insert') {
            const first = (serial += s.rows) - s.rows;
            await sql`
              insert into orders (customer_id, order_no, status, channel, warehouse_id,
                created_at, updated_at, reference_no, country, first_name, last_name)
              select ${s.customer}, 'CNTP' || g, ${s.status}, 'US-STD', ${warehouseId}, now(),
                now(), 'CNTP-' || g, 'US', 'Emma', 'Smith'
              from generate_series(${first + 1}::int, ${first + s.rows}::int) as g`.execute(t.db);
            continue;
          }
          // The property's own orders from a position on, several at once where the step says
          // (a statement trigger sees them together); none yet: nothing to do.
          const ids = await t.db
            .selectFrom('orders')
            .select('id')
            .where('order_no', 'like', 'CNTP%')
            .orderBy('id')
            .execute();
          const from = s.pick % Math.max(ids.length, 1);
          const targets = ids.slice(from, from + ('width' in s ? s.width : 1)).map((r) => r.id);
          if (targets.length === 0) continue;
          const orders = t.db.updateTable('orders').where('id', 'in', targets);
          if (s.kind === 'update') await orders.set({ status: s.status }).execute();
          else if (s.kind === 'move') await orders.set({ customer_id: s.customer }).execute();
          else if (s.kind === 'touch') await orders.set({ remark: `touched ${s.pick}` }).execute();
          else await t.db.deleteFrom('orders').where('id', 'in', targets).execute();
        }
        const { kept, counted } = await keptAndCounted(t.db, 'orders');
        expect(kept).toEqual(counted);
      }),
      { numRuns: 25 },
    );
  });
});
