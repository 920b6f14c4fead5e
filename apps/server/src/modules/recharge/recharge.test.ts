import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../db/ledger';
import { multipartBody, TINY_PNG } from '../../test-support/multipart';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
});
afterAll(() => t.close());

async function proof(token: string): Promise<string> {
  const body = multipartBody(TINY_PNG, 'transfer.png', 'image/png');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customer/uploadPicture',
    headers: { ...body.headers, token },
    payload: body.payload,
  });
  return (response.json() as { data: { id: string } }).data.id;
}

interface TopUpRow {
  id: number;
  status: string;
  amount: { amount: number; currency: string };
  reason: string | null;
}

async function request(token: string, amount = '250.00') {
  const reply = await t.post<TopUpRow>(
    '/merchant/api-recharge/create',
    { amount, method: 'bank_transfer', proof: await proof(token) },
    { token },
  );
  expect(reply.body.code).toBe('200');
  return reply.body.data;
}

const balanceOf = async (customerId: number) =>
  Number(
    (
      await t.db
        .selectFrom('customers')
        .select('balance_minor')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).balance_minor,
  );

describe('top-up requests', () => {
  it('starts pending, is listed for the merchant and the operator, and credits the balance once', async () => {
    const created = await request(demo.token);
    expect(created).toMatchObject({
      status: 'pending',
      amount: { amount: 25_000, currency: 'CNY' },
      reason: null,
    });
    const mine = await t.get<{ list: TopUpRow[] }>('/merchant/api-recharge/list', {}, demo);
    expect(mine.body.data.list[0]).toMatchObject({ id: created.id, status: 'pending' });
    const queue = await t.ops<{ list: { id: number; username: string }[] }>(
      'GET',
      '/merchant/api-ops/top-ups',
    );
    expect(queue.body.data.list).toContainEqual(
      expect.objectContaining({ id: created.id, username: 'demo' }),
    );

    const before = await balanceOf(t.demoCustomerId);
    const credited = await t.ops('POST', '/merchant/api-ops/credit-top-up', {
      top_up_id: created.id,
    });
    expect(credited.body).toMatchObject({
      code: '200',
      data: {
        status: 'credited',
        balance: { amount: before + 25_000, currency: 'CNY' },
        orders_resumed: 0,
      },
    });
    const again = await t.ops('POST', '/merchant/api-ops/credit-top-up', {
      top_up_id: created.id,
    });
    expect(again.body).toMatchObject({
      code: '200',
      msg: 'This top-up was already credited; nothing was credited again',
      data: { status: 'credited', balance: { amount: before + 25_000 } },
    });
    expect(await balanceOf(t.demoCustomerId)).toBe(before + 25_000);
    expect(await ledgerSum(t.db, t.demoCustomerId)).toBe(before + 25_000);
    const credits = await t.db
      .selectFrom('ledger')
      .select('id')
      .where('reference', '=', `top-up-request:${created.id}`)
      .execute();
    expect(credits).toHaveLength(1);
  });

  it('credits once when confirmed many times at once', async () => {
    const created = await request(demo.token, '33.33');
    const before = await balanceOf(t.demoCustomerId);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.ops<{ ledger_id: number }>('POST', '/merchant/api-ops/credit-top-up', {
          top_up_id: created.id,
        }),
      ),
    );
    expect(replies.every((reply) => reply.body.code === '200')).toBe(true);
    expect(new Set(replies.map((reply) => reply.body.data.ledger_id)).size).toBe(1);
    expect(await balanceOf(t.demoCustomerId)).toBe(before + 3_333);
    expect(await ledgerSum(t.db, t.demoCustomerId)).toBe(before + 3_333);
  });

  it('is rejected with a reason the merchant sees, and a decided request cannot move again', async () => {
    const created = await request(demo.token, '10');
    const before = await balanceOf(t.demoCustomerId);
    const rejected = await t.ops('POST', '/merchant/api-ops/reject-top-up', {
      top_up_id: created.id,
      reason: 'No transfer received',
    });
    expect(rejected.body).toMatchObject({ code: '200', data: { status: 'rejected' } });
    const mine = await t.get<{ list: TopUpRow[] }>(
      '/merchant/api-recharge/list',
      { status: 'rejected' },
      demo,
    );
    expect(mine.body.data.list[0]).toMatchObject({
      id: created.id,
      status: 'rejected',
      reason: 'No transfer received',
    });
    const credit = await t.ops('POST', '/merchant/api-ops/credit-top-up', {
      top_up_id: created.id,
    });
    expect(credit.body).toMatchObject({ code: '409' });
    const twice = await t.ops('POST', '/merchant/api-ops/reject-top-up', {
      top_up_id: created.id,
      reason: 'again',
    });
    expect(twice.body).toMatchObject({ code: '409' });
    expect(await balanceOf(t.demoCustomerId)).toBe(before);
    const credited = await request(demo.token, '1');
    await t.ops('POST', '/merchant/api-ops/credit-top-up', { top_up_id: credited.id });
    const late = await t.ops('POST', '/merchant/api-ops/reject-top-up', {
      top_up_id: credited.id,
      reason: 'too late',
    });
    expect(late.body).toMatchObject({ code: '409' });
  });

  it.each([
    [{ amount: '' }, 'amount', 'VALIDATION.REQUIRED'],
    [{ amount: '0' }, 'amount', 'ACCOUNT.AMOUNT_NUMERIC'],
    [{ amount: '1.234' }, 'amount', 'ACCOUNT.AMOUNT_NUMERIC'],
    [{ method: '' }, 'method', 'VALIDATION.REQUIRED'],
    [{ method: 'cash' }, 'method', 'VALIDATION.CHOICE_INVALID'],
    [{ proof: '' }, 'proof', 'VALIDATION.REQUIRED'],
    [{ proof: 'no-such-upload' }, 'proof', 'SERVER.UPLOAD_UNKNOWN'],
  ])('refuses %j with data.issues', async (change, field, code) => {
    const form = { amount: '5', method: 'alipay', proof: await proof(demo.token), ...change };
    const reply = await t.post('/merchant/api-recharge/create', form, demo);
    expect(reply.body).toMatchObject({ code: '400', data: { issues: [{ field, code }] } });
  });

  it.each([
    [{ top_up_id: 999_999 }, '404', '/merchant/api-ops/credit-top-up'],
    [{ top_up_id: 999_999, reason: 'x' }, '404', '/merchant/api-ops/reject-top-up'],
    [{ top_up_id: 1, reason: '' }, '400', '/merchant/api-ops/reject-top-up'],
  ])('the operator is refused %j (%s)', async (form, code, path) => {
    expect((await t.ops('POST', path, form)).body.code).toBe(code);
  });

  it("keeps another merchant's requests and pictures out of reach", async () => {
    const other = await t.registerMerchant('rechargeother');
    const theirs = await request(other.token, '7');
    const mine = await t.get<{ list: TopUpRow[] }>('/merchant/api-recharge/list', {}, demo);
    expect(mine.body.data.list.map((row) => row.id)).not.toContain(theirs.id);
    const borrowed = await t.post(
      '/merchant/api-recharge/create',
      { amount: '5', method: 'alipay', proof: await proof(other.token) },
      demo,
    );
    expect(borrowed.body).toMatchObject({
      code: '400',
      data: { issues: [{ field: 'proof', code: 'SERVER.UPLOAD_UNKNOWN' }] },
    });
  });

  it('needs a login, a main account to ask, and the operator key to decide', async () => {
    expect((await t.get('/merchant/api-recharge/list')).body.code).toBe('401');
    const sub = await t.loginSub();
    expect(
      (
        await t.post(
          '/merchant/api-recharge/create',
          { amount: '5', method: 'alipay', proof: 'x' },
          sub,
        )
      ).body.code,
    ).toBe('403');
    expect(
      (await t.post('/merchant/api-ops/credit-top-up', { top_up_id: 1 }, demo)).body.code,
    ).not.toBe('200');
  });
});
