import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../db/ledger';
import type { Deps, SessionContext } from '../../http/context';
import { validProduct } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { extraPurchase } from './extra-purchase';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Money {
  amount: number;
  currency: string;
}
interface PlanRow {
  warehouse_id: number;
  extras: { sku_count: number; plan_items: number };
  shortfall: { skus: number; plan_items: number; extra_purchase_offered: boolean };
}
interface PlanList {
  balance: Money;
  sku_quota: number;
  plans: PlanRow[];
}

/** An active merchant with Shenzhen approved and 500.00 CNY; with a plan bought unless told. */
async function merchant(username: string, withPlan = true) {
  const m = await t.registerMerchant(username);
  await t.db
    .updateTable('customers')
    .set({ activation_status: 'active' })
    .where('id', '=', m.customerId)
    .execute();
  const sz = await t.db
    .selectFrom('warehouses')
    .select('id')
    .where('code', '=', 'SZ')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('customer_warehouses')
    .values({
      customer_id: m.customerId,
      warehouse_id: sz.id,
      status: 'approved',
      reason: null,
      applied_at: t.clock.now(),
      decided_at: t.clock.now(),
    })
    .execute();
  await t.ops('POST', '/merchant/api-ops/confirm-top-up', {
    customer_id: m.customerId,
    amount: '500.00',
    reference: `${username}-opening`,
  });
  const headers = { token: m.token };
  if (withPlan) {
    const bought = await t.post(
      '/merchant/api-plan/activate',
      { warehouse_id: sz.id, storage: '0.5', sku_count: '1', plan_items: '100' },
      headers,
    );
    expect(bought.body.code).toBe('200');
  }
  return { ...m, warehouseId: sz.id, headers };
}

const PLAN_FEE = 71_00;
const OPENING = 500_00;
const buy = (warehouseId: number, change: Record<string, string> = {}) => ({
  warehouse_id: warehouseId,
  sku_count: '2',
  plan_items: '100',
  request_id: 'req-00000001',
  ...change,
});

/** What a refused purchase must leave as it was. */
async function snapshot(customerId: number) {
  const plan = await t.db
    .selectFrom('plans')
    .select(['extra_sku_count', 'extra_plan_items'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const log = await t.db
    .selectFrom('plan_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { plan, log: Number(log.n), ledger: await ledgerSum(t.db, customerId) };
}

describe('extra purchases', () => {
  it('buys SKUs and plan-items once from the balance, logs it and raises the quotas', async () => {
    const m = await merchant('extrabuyer');
    const reply = await t.post('/merchant/api-plan/extra-purchase', buy(m.warehouseId), m.headers);
    // 2 SKUs at 1.00 and 100 plan-items at 0.10
    const fee = 2 * 1_00 + 100 * 10;
    expect(reply.body).toMatchObject({
      code: '200',
      msg: 'Extra purchase paid from your balance',
      data: {
        sku_count: 2,
        plan_items: 100,
        fee: { amount: fee, currency: 'CNY' },
        balance: { amount: OPENING - PLAN_FEE - fee, currency: 'CNY' },
        sku_quota: 3,
        plan_item_quota: 200,
        orders_resumed: 0,
      },
    });
    // the retry (same request id) answers the same and charges nothing more
    const retry = await t.post('/merchant/api-plan/extra-purchase', buy(m.warehouseId), m.headers);
    expect(retry.body.data).toEqual(reply.body.data);
    expect(await ledgerSum(t.db, m.customerId)).toBe(OPENING - PLAN_FEE - fee);

    const list = await t.get<PlanList>('/merchant/api-plan/list', {}, m.headers);
    expect(list.body.data.sku_quota).toBe(3);
    expect(list.body.data.plans[0]?.extras).toEqual({ sku_count: 2, plan_items: 100 });
    const log = await t.get<{ list: { action: string; charged: boolean; fee: Money }[] }>(
      '/merchant/api-plan/log',
      {},
      m.headers,
    );
    expect(log.body.data.list[0]).toMatchObject({
      action: 'extra_purchase',
      charged: true,
      fee: { amount: fee, currency: 'CNY' },
    });
    const moves = await t.get<{ list: { kind: string; amount: Money }[] }>(
      '/merchant/api-default/top-up-detail',
      { kind: 'extra_purchase' },
      m.headers,
    );
    expect(moves.body.data.list).toEqual([
      expect.objectContaining({
        kind: 'extra_purchase',
        amount: { amount: -fee, currency: 'CNY' },
      }),
    ]);
  });

  it('offers the purchase when awaiting products exceed the SKU quota, and the purchase lets the approval through', async () => {
    const m = await merchant('extrashort');
    const ids: number[] = [];
    for (const sku of ['SHORT-1', 'SHORT-2']) {
      const created = await t.post<{ id: number }>(
        '/merchant/api-product/create',
        validProduct(sku, { submit: '1' }),
        m.headers,
      );
      ids.push(created.body.data.id);
    }
    const first = await t.ops('POST', '/merchant/api-ops/approve-product', {
      product_id: ids[0] ?? 0,
    });
    expect(first.body.code).toBe('200');
    const refused = await t.ops('POST', '/merchant/api-ops/approve-product', {
      product_id: ids[1] ?? 0,
    });
    expect(refused.body).toMatchObject({ code: '409' });
    const list = await t.get<PlanList>('/merchant/api-plan/list', {}, m.headers);
    expect(list.body.data.plans[0]?.shortfall).toEqual({
      skus: 1,
      plan_items: 0,
      extra_purchase_offered: true,
    });
    const bought = await t.post(
      '/merchant/api-plan/extra-purchase',
      buy(m.warehouseId, { sku_count: '1', plan_items: '' }),
      m.headers,
    );
    expect(bought.body).toMatchObject({ code: '200', data: { sku_quota: 2, plan_items: 0 } });
    const approved = await t.ops('POST', '/merchant/api-ops/approve-product', {
      product_id: ids[1] ?? 0,
    });
    expect(approved.body).toMatchObject({ code: '200', data: { status: 'active' } });
    const after = await t.get<PlanList>('/merchant/api-plan/list', {}, m.headers);
    expect(after.body.data.plans[0]?.shortfall.extra_purchase_offered).toBe(false);
  });

  let refused: Awaited<ReturnType<typeof merchant>> | undefined;
  it.each([
    [{ sku_count: '0', plan_items: '0' }, 'sku_count', 'PLAN.EXTRA_NOTHING'],
    [{ sku_count: '', plan_items: '' }, 'sku_count', 'PLAN.EXTRA_NOTHING'],
    [{ sku_count: '-1' }, 'sku_count', 'VALIDATION.INTEGER_MIN'],
    [{ plan_items: '2.5' }, 'plan_items', 'VALIDATION.INTEGER_MIN'],
    [{ plan_items: 'x' }, 'plan_items', 'VALIDATION.NOT_A_NUMBER'],
  ])('refuses %j with data.issues and changes nothing', async (change, field, code) => {
    const m = (refused ??= await merchant('extrarefused'));
    const before = await snapshot(m.customerId);
    const reply = await t.post(
      '/merchant/api-plan/extra-purchase',
      buy(m.warehouseId, change),
      m.headers,
    );
    expect(reply.body).toMatchObject({ code: '400', data: { issues: [{ field, code }] } });
    expect(await snapshot(m.customerId)).toEqual(before);
  });

  it('refuses a request id that is not a token (schema)', async () => {
    const m = await merchant('extrabadid');
    const before = await snapshot(m.customerId);
    for (const requestId of ['short', 'has space in it', 'x'.repeat(65)]) {
      const reply = await t.post(
        '/merchant/api-plan/extra-purchase',
        buy(m.warehouseId, { request_id: requestId }),
        m.headers,
      );
      expect(reply.body.code).toBe('400');
    }
    expect(await snapshot(m.customerId)).toEqual(before);
  });

  it('refuses a plan not bought yet (wrong transition) and moves nothing', async () => {
    const m = await merchant('extranoplan', false);
    const before = await snapshot(m.customerId);
    const reply = await t.post('/merchant/api-plan/extra-purchase', buy(m.warehouseId), m.headers);
    expect(reply.body).toMatchObject({ code: '409' });
    const after = await snapshot(m.customerId);
    expect(after.log).toBe(before.log);
    expect(after.ledger).toBe(before.ledger);
    expect(after.plan?.extra_sku_count ?? 0).toBe(0);
  });

  it('refuses a purchase the balance does not cover and moves nothing', async () => {
    const m = await merchant('extrapoor');
    const before = await snapshot(m.customerId);
    const reply = await t.post(
      '/merchant/api-plan/extra-purchase',
      buy(m.warehouseId, { sku_count: '0', plan_items: '1000000' }),
      m.headers,
    );
    expect(reply.body).toMatchObject({
      code: '409',
      msg: 'Insufficient balance to pay the extra purchase, please top up first',
    });
    expect(await snapshot(m.customerId)).toEqual(before);
  });

  it('refuses a request id reused for another purchase and moves nothing', async () => {
    const m = await merchant('extrareuse');
    const first = await t.post('/merchant/api-plan/extra-purchase', buy(m.warehouseId), m.headers);
    expect(first.body.code).toBe('200');
    const before = await snapshot(m.customerId);
    const reply = await t.post(
      '/merchant/api-plan/extra-purchase',
      buy(m.warehouseId, { sku_count: '5' }),
      m.headers,
    );
    expect(reply.body).toMatchObject({ code: '409' });
    expect(await snapshot(m.customerId)).toEqual(before);
  });

  it("cannot reach a warehouse not approved for the merchant (another merchant's)", async () => {
    const owner = await merchant('extraowner');
    const other = await t.registerMerchant('extraother');
    await t.db
      .updateTable('customers')
      .set({ activation_status: 'active' })
      .where('id', '=', other.customerId)
      .execute();
    const before = await snapshot(owner.customerId);
    const reply = await t.post('/merchant/api-plan/extra-purchase', buy(owner.warehouseId), {
      token: other.token,
    });
    expect(reply.body).toMatchObject({
      code: '400',
      data: { issues: [{ field: 'warehouse_id', code: 'SERVER.WAREHOUSE_NOT_ACTIVE' }] },
    });
    expect(await snapshot(owner.customerId)).toEqual(before);
    expect(await ledgerSum(t.db, other.customerId)).toBe(0);
  });

  it('calls the orders port only when plan-items were bought and paid', async () => {
    const m = await merchant('extraport');
    const calls: number[] = [];
    const deps = { db: t.db, config: t.config, now: t.clock.now } as unknown as Deps;
    const session = { customerId: m.customerId } as SessionContext;
    const port = (_trx: unknown, customerId: number) => {
      calls.push(customerId);
      return Promise.resolve(3);
    };
    const skusOnly = await extraPurchase(
      deps,
      session,
      buy(m.warehouseId, { plan_items: '0', request_id: 'port-skus-1' }),
      port,
    );
    expect(skusOnly.ok && skusOnly.value.data.orders_resumed).toBe(0);
    const items = await extraPurchase(
      deps,
      session,
      buy(m.warehouseId, { request_id: 'port-items-1' }),
      port,
    );
    expect(items.ok && items.value.data.orders_resumed).toBe(3);
    // the retry of a paid purchase resumes nothing again
    await extraPurchase(deps, session, buy(m.warehouseId, { request_id: 'port-items-1' }), port);
    expect(calls).toEqual([m.customerId]);
  });
});
