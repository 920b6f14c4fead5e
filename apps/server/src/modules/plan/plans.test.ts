import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../db/ledger';
import { validProduct } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

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
  status: string;
  terms: { storage_cbm: string; sku_count: number; plan_items: number; fee: Money } | null;
  next_terms: { sku_count: number; effective_at: string | null } | null;
  usage: { storage_cbm_used: string; skus_used: number; plan_items_used: number };
}
interface PlanList {
  balance: Money;
  sku_quota: number;
  plans: PlanRow[];
}

/** A merchant through the wizard: identity passed, 500.00 CNY topped up, Shenzhen approved. */
async function activeMerchant(username: string) {
  const merchant = await t.registerMerchant(username);
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
  const topUp = await t.ops('POST', '/merchant/api-ops/confirm-top-up', {
    customer_id: merchant.customerId,
    amount: '500.00',
    reference: `${username}-opening`,
  });
  expect(topUp.body.code).toBe('200');
  return { ...merchant, warehouseId: sz.id, headers: { token: merchant.token } };
}

const form = (warehouseId: number, change: Record<string, string> = {}) => ({
  warehouse_id: warehouseId,
  storage: '0.5',
  sku_count: '1',
  plan_items: '100',
  ...change,
});

describe('plans', () => {
  it('a new merchant buys a plan, pays its fee once, and an approved product becomes active', async () => {
    const m = await activeMerchant('planbuyer');
    const before = await t.get<PlanList>('/merchant/api-plan/list', {}, m.headers);
    expect(before.body.data).toMatchObject({
      balance: { amount: 50_000, currency: 'CNY' },
      sku_quota: 0,
      plans: [{ warehouse_id: m.warehouseId, status: 'inactive', terms: null }],
    });

    // with no plan the operator's approval fails with the spec's message
    const created = await t.post<{ id: number }>(
      '/merchant/api-product/create',
      validProduct('PLAN-1', { submit: '1' }),
      m.headers,
    );
    const productId = created.body.data.id;
    const refused = await t.ops('POST', '/merchant/api-ops/approve-product', {
      product_id: productId,
    });
    expect(refused.body).toMatchObject({
      code: '409',
      msg: 'SKU activation failed due to plan quota',
    });

    const bought = await t.post('/merchant/api-plan/activate', form(m.warehouseId), m.headers);
    expect(bought.body).toMatchObject({
      code: '200',
      data: {
        status: 'awaiting_first_check_in',
        fee: { amount: 71_00, currency: 'CNY' },
        balance: { amount: 50_000 - 71_00, currency: 'CNY' },
      },
    });
    const again = await t.post('/merchant/api-plan/activate', form(m.warehouseId), m.headers);
    expect(again.body).toMatchObject({ code: '409' });
    expect(await ledgerSum(t.db, m.customerId)).toBe(50_000 - 71_00);
    // the fee is a transaction of its own kind
    const fees = await t.get<{ list: { kind: string; amount: { amount: number } }[] }>(
      '/merchant/api-default/top-up-detail',
      { kind: 'plan_fee' },
      m.headers,
    );
    expect(fees.body.data.list).toEqual([
      expect.objectContaining({
        kind: 'plan_fee',
        amount: { amount: -71_00, currency: 'CNY' },
      }),
    ]);

    const approved = await t.ops('POST', '/merchant/api-ops/approve-product', {
      product_id: productId,
    });
    expect(approved.body).toMatchObject({ code: '200', data: { status: 'active' } });
    const after = await t.get<PlanList>('/merchant/api-plan/list', {}, m.headers);
    expect(after.body.data).toMatchObject({
      sku_quota: 1,
      plans: [
        {
          status: 'awaiting_first_check_in',
          terms: { storage_cbm: '0.5', sku_count: 1, plan_items: 100 },
          usage: { skus_used: 1, plan_items_used: 0, storage_cbm_used: '0.000' },
        },
      ],
    });
  });

  it('keeps an edit for the next billing date and logs every change', async () => {
    const m = await activeMerchant('planeditor');
    expect(
      (await t.post('/merchant/api-plan/edit', form(m.warehouseId), m.headers)).body,
    ).toMatchObject({ code: '409' });
    await t.post('/merchant/api-plan/activate', form(m.warehouseId), m.headers);
    const edited = await t.post(
      '/merchant/api-plan/edit',
      form(m.warehouseId, { sku_count: '5', storage: '1.2' }),
      m.headers,
    );
    expect(edited.body).toMatchObject({
      code: '200',
      // the cycle starts at the first check-in, so the date is not known yet
      data: { effective_at: null, fee: { amount: 12 * 12_00 + 5_00 + 100 * 10 } },
    });
    const list = await t.get<PlanList>('/merchant/api-plan/list', {}, m.headers);
    expect(list.body.data.plans[0]).toMatchObject({
      terms: { sku_count: 1 },
      next_terms: { sku_count: 5, effective_at: null },
    });
    expect(list.body.data.sku_quota).toBe(1);
    // nothing is charged for an edit
    expect(await ledgerSum(t.db, m.customerId)).toBe(50_000 - 71_00);

    // once the cycle has started the edit waits for the next billing date
    const start = new Date(t.clock.now().getTime() - 10 * 86_400_000);
    await t.db
      .updateTable('plans')
      .set({ cycle_start_at: start, status: 'active' })
      .where('customer_id', '=', m.customerId)
      .execute();
    const dated = await t.post<{ effective_at: string }>(
      '/merchant/api-plan/edit',
      form(m.warehouseId, { sku_count: '6' }),
      m.headers,
    );
    expect(dated.body.data.effective_at).toBe(
      new Date(start.getTime() + 30 * 86_400_000).toISOString(),
    );

    const log = await t.get<{
      total: number;
      list: { action: string; sku_count: number; charged: boolean }[];
    }>('/merchant/api-plan/log', {}, m.headers);
    expect(log.body.data.total).toBe(3);
    expect(log.body.data.list.map((row) => [row.action, row.sku_count, row.charged])).toEqual([
      ['edit', 6, false],
      ['edit', 5, false],
      ['activate', 1, true],
    ]);
  });

  it.each([
    [{ storage: '0.4' }, 'storage', 'PLAN.STORAGE_MIN'],
    [{ storage: '0.55' }, 'storage', 'PLAN.STORAGE_STEP'],
    [{ storage: '' }, 'storage', 'VALIDATION.REQUIRED'],
    [{ sku_count: '0' }, 'sku_count', 'VALIDATION.INTEGER_MIN'],
    [{ sku_count: '2.5' }, 'sku_count', 'VALIDATION.INTEGER_MIN'],
    [{ plan_items: '99' }, 'plan_items', 'VALIDATION.INTEGER_MIN'],
  ])('refuses %j with data.issues and moves no money', async (change, field, code) => {
    const demo = await t.login();
    const before = await ledgerSum(t.db, t.demoCustomerId);
    for (const path of ['/merchant/api-plan/activate', '/merchant/api-plan/edit']) {
      const reply = await t.post(path, form(1, change), demo);
      expect(reply.body).toMatchObject({ code: '400', data: { issues: [{ field, code }] } });
    }
    expect(await ledgerSum(t.db, t.demoCustomerId)).toBe(before);
  });

  it('refuses a warehouse not approved for the merchant, and an empty balance', async () => {
    const poor = await t.registerMerchant('planpoor');
    const notMine = await t.post('/merchant/api-plan/activate', form(1), { token: poor.token });
    expect(notMine.body).toMatchObject({
      code: '400',
      data: { issues: [{ field: 'warehouse_id', code: 'SERVER.WAREHOUSE_NOT_ACTIVE' }] },
    });
    const sz = await t.db
      .selectFrom('warehouses')
      .select('id')
      .where('code', '=', 'SZ')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('customer_warehouses')
      .values({
        customer_id: poor.customerId,
        warehouse_id: sz.id,
        status: 'approved',
        reason: null,
        applied_at: t.clock.now(),
        decided_at: t.clock.now(),
      })
      .execute();
    const broke = await t.post('/merchant/api-plan/activate', form(sz.id), { token: poor.token });
    expect(broke.body).toMatchObject({
      code: '409',
      msg: 'Insufficient balance to pay the plan fee, please top up first',
    });
    expect(await ledgerSum(t.db, poor.customerId)).toBe(0);
  });

  it("never shows or changes another merchant's plan", async () => {
    const other = await activeMerchant('planother2');
    await t.post('/merchant/api-plan/activate', form(other.warehouseId), other.headers);
    const demo = await t.login();
    const list = await t.get<PlanList>('/merchant/api-plan/list', {}, demo);
    expect(list.body.data.plans.every((plan) => plan.terms?.sku_count !== 1)).toBe(true);
    const log = await t.get<{ list: { sku_count: number }[] }>('/merchant/api-plan/log', {}, demo);
    expect(log.body.data.list.every((row) => row.sku_count !== 1)).toBe(true);
  });

  it('needs a login, and a main account to buy', async () => {
    expect((await t.get('/merchant/api-plan/list')).body.code).toBe('401');
    expect((await t.get('/merchant/api-plan/log')).body.code).toBe('401');
    const sub = await t.loginSub();
    expect((await t.post('/merchant/api-plan/activate', form(1), sub)).body.code).toBe('403');
    expect((await t.get('/merchant/api-plan/list', {}, sub)).body.code).toBe('200');
  });
});
