import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test-support/orders';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
});
afterAll(() => t.close());

describe('arrears and reminders', () => {
  it('has nothing to remind before an arrears order exists', async () => {
    const remind = await t.get('/merchant/api-plan/remind', {}, demo);
    expect(remind.body.data).toEqual({
      arrears_orders: 0,
      balance: { amount: 100_000, currency: 'CNY' },
      remind: false,
    });
    const arrears = await t.get('/merchant/api-plan/arrears-order', {}, demo);
    expect(arrears.body.data).toEqual({ list: [], total: 0, page: 1, page_size: 20 });
  });

  it('lists orders held for insufficient funds and reminds', async () => {
    await insertTestOrder(t.db, {
      customerId: t.demoCustomerId,
      channel: 'UPS',
      status: 'abnormal',
      abnormalReason: 'insufficient_funds',
      now: t.clock.now(),
    });
    const arrears = await t.get<{ total: number; list: { abnormal_reason: string }[] }>(
      '/merchant/api-plan/arrears-order',
      {},
      demo,
    );
    expect(arrears.body.data.total).toBe(1);
    expect(arrears.body.data.list[0]?.abnormal_reason).toBe('insufficient_funds');
    expect((await t.get('/merchant/api-plan/remind', {}, demo)).body.data).toMatchObject({
      remind: true,
    });
    const other = await t.registerMerchant('planother');
    const theirs = await t.get<{ total: number }>(
      '/merchant/api-plan/arrears-order',
      {},
      { token: other.token },
    );
    expect(theirs.body.data.total).toBe(0);
  });

  it('needs a login', async () => {
    expect((await t.get('/merchant/api-plan/remind')).body.code).toBe('401');
    expect((await t.get('/merchant/api-plan/arrears-order')).body.code).toBe('401');
  });
});

describe('POST /merchant/api-plan/long-term', () => {
  const form = { warehouse_id: 1, storage: '0.5', sku_count: '1', plan_items: '100' };

  it('records a plan request for an approved warehouse', async () => {
    const reply = await t.post('/merchant/api-plan/long-term', form, demo);
    expect(reply.body).toMatchObject({
      code: '200',
      data: { status: 'pending' },
      msg: 'Plan request submitted',
    });
    // the newest request (the demo merchant starts with a seeded plan)
    const row = await t.db
      .selectFrom('plan_requests')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      storage_tenths_cbm: 5,
      sku_count: 1,
      plan_items: 100,
      customer_id: t.demoCustomerId,
    });
  });

  it.each([
    [{ storage: '0.4' }],
    [{ storage: '0.55' }],
    [{ sku_count: '0' }],
    [{ plan_items: '99' }],
    [{ warehouse_id: '' }],
  ])('refuses %j', async (change) => {
    const reply = await t.post('/merchant/api-plan/long-term', { ...form, ...change }, demo);
    expect(reply.body.code).toBe('400');
  });

  it('refuses a warehouse that is not approved for the merchant', async () => {
    const reply = await t.post('/merchant/api-plan/long-term', { ...form, warehouse_id: 3 }, demo);
    expect(reply.body).toMatchObject({
      code: '400',
      msg: 'This warehouse is not active for your account',
    });
  });

  it('is for the main account', async () => {
    expect((await t.post('/merchant/api-plan/long-term', form, await t.loginSub())).body.code).toBe(
      '403',
    );
    expect((await t.post('/merchant/api-plan/long-term', form)).body.code).toBe('401');
  });
});

describe('POST /merchant/api-orders/get-sku', () => {
  it("finds the merchant's own SKUs by prefix of code or name", async () => {
    const other = await t.registerMerchant('skuother');
    const now = t.clock.now();
    await t.db
      .insertInto('products')
      .values([
        {
          customer_id: t.demoCustomerId,
          sku: 'MUG-01',
          name: 'Mug',
          cn_name: '杯子',
          created_at: now,
        },
        {
          customer_id: t.demoCustomerId,
          sku: 'TEE-01',
          name: 'T-shirt',
          cn_name: 'T恤',
          created_at: now,
        },
        {
          customer_id: other.customerId,
          sku: 'MUG-99',
          name: 'Other mug',
          cn_name: '杯子',
          created_at: now,
        },
      ])
      .execute();
    const mugs = await t.postQuery<{ list: { sku: string }[]; total: number }>(
      '/merchant/api-orders/get-sku',
      { keyword: 'mug' },
      demo,
    );
    expect(mugs.body.data.list.map((r) => r.sku)).toEqual(['MUG-01']);
    const all = await t.postQuery<{ total: number }>('/merchant/api-orders/get-sku', {}, demo);
    expect(all.body.data.total).toBe(2);
    const wild = await t.postQuery<{ total: number }>(
      '/merchant/api-orders/get-sku',
      { keyword: '%' },
      demo,
    );
    expect(wild.body.data.total).toBe(0);
    expect((await t.postQuery('/merchant/api-orders/get-sku', { page: 0 }, demo)).body.code).toBe(
      '400',
    );
    expect((await t.postQuery('/merchant/api-orders/get-sku')).body.code).toBe('401');
  });
});

describe('overdue copy addresses', () => {
  it('saves, normalises and reads back the addresses', async () => {
    const empty = await t.get('/merchant/api-default/get-overdue-cc-email', {}, demo);
    expect(empty.body.data).toEqual({ emails: [] });
    const saved = await t.postQuery(
      '/merchant/api-default/edit-overdue-cc-email',
      { emails: 'A@x.co, b@y.co;a@x.co' },
      demo,
    );
    expect(saved.body).toMatchObject({ code: '200', data: { emails: ['a@x.co', 'b@y.co'] } });
    const read = await t.get('/merchant/api-default/get-overdue-cc-email', {}, await t.loginSub());
    expect(read.body.data).toEqual({ emails: ['a@x.co', 'b@y.co'] });
  });

  it.each([
    ['nope', 'Please enter a valid email address'],
    ['a@x.co,b@x.co,c@x.co,d@x.co,e@x.co,f@x.co', 'At most 5 copy addresses are allowed'],
  ])('refuses %s', async (emails, msg) => {
    const reply = await t.postQuery(
      '/merchant/api-default/edit-overdue-cc-email',
      { emails },
      demo,
    );
    expect(reply.body).toMatchObject({ code: '400', msg });
  });

  it('lets only the main account edit them', async () => {
    const sub = await t.postQuery(
      '/merchant/api-default/edit-overdue-cc-email',
      { emails: '' },
      await t.loginSub(),
    );
    expect(sub.body.code).toBe('403');
    expect((await t.get('/merchant/api-default/get-overdue-cc-email')).body.code).toBe('401');
  });
});
