import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../db/ledger';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const OPS_PATHS = [
  ['GET', '/merchant/api-ops/verifications'],
  ['POST', '/merchant/api-ops/approve-verification'],
  ['POST', '/merchant/api-ops/reject-verification'],
  ['GET', '/merchant/api-ops/warehouse-applications'],
  ['POST', '/merchant/api-ops/approve-warehouse'],
  ['POST', '/merchant/api-ops/reject-warehouse'],
  ['POST', '/merchant/api-ops/confirm-top-up'],
  ['POST', '/merchant/api-ops/publish-news'],
  ['GET', '/merchant/api-ops/pending-products'],
  ['POST', '/merchant/api-ops/approve-product'],
  ['POST', '/merchant/api-ops/reject-product'],
  ['GET', '/merchant/api-ops/asns'],
  ['POST', '/merchant/api-ops/approve-asn'],
  ['POST', '/merchant/api-ops/reject-asn'],
  ['POST', '/merchant/api-ops/arrive-asn'],
  ['POST', '/merchant/api-ops/receive-asn'],
  ['POST', '/merchant/api-ops/finish-asn'],
  ['GET', '/merchant/api-ops/rmas'],
  ['POST', '/merchant/api-ops/process-rma'],
] as const;

describe('the operator key', () => {
  it.each(OPS_PATHS)(
    '%s %s refuses a missing, a wrong and a merchant token',
    async (method, path) => {
      const send = (headers: Record<string, string>) =>
        method === 'GET' ? t.get(path, {}, headers) : t.post(path, {}, headers);
      expect((await send({})).body).toMatchObject({
        code: '403',
        msg: 'The operator key is missing or wrong',
      });
      expect((await send({ 'x-operator-key': 'guess' })).body.code).toBe('403');
      expect((await send(await t.login())).body.code).toBe('403');
    },
  );
});

describe('verification decisions', () => {
  it('refuses to decide a merchant that is not under review, or unknown', async () => {
    const approve = await t.ops('POST', '/merchant/api-ops/approve-verification', {
      customer_id: t.demoCustomerId,
    });
    expect(approve.body.code).toBe('409');
    const unknown = await t.ops('POST', '/merchant/api-ops/approve-verification', {
      customer_id: 9999,
    });
    expect(unknown.body).toMatchObject({ code: '404', msg: 'No such merchant' });
  });

  it.each([
    [{ customer_id: 'x', reason: 'r' }, 'The field customer_id is not valid'],
    [{ customer_id: 1 }, 'The field reason is required'],
    [
      { customer_id: 1, reason: 'r'.repeat(201) },
      'The field reason may be at most 200 characters long',
    ],
  ])('refuses a rejection %j', async (form, msg) => {
    const reply = await t.ops('POST', '/merchant/api-ops/reject-verification', form);
    expect(reply.body).toMatchObject({ code: '400', msg });
  });
});

describe('top-ups', () => {
  it('credits through a ledger row, so the ledger sums to the balance', async () => {
    const reply = await t.ops<{ balance: { amount: number; currency: string }; status: string }>(
      'POST',
      '/merchant/api-ops/confirm-top-up',
      {
        customer_id: t.demoCustomerId,
        amount: '12.34',
        reference: 'wire 1',
      },
    );
    expect(reply.body.data).toMatchObject({
      balance: { amount: 101_234, currency: 'CNY' },
      status: 'active',
    });
    const customer = await t.db
      .selectFrom('customers')
      .select('balance_minor')
      .where('id', '=', t.demoCustomerId)
      .executeTakeFirstOrThrow();
    expect(Number(customer.balance_minor)).toBe(await ledgerSum(t.db, t.demoCustomerId));
  });

  it.each([
    [{ customer_id: 1, amount: 'ten', reference: 'r' }, '400'],
    [{ customer_id: 1, amount: '1.234', reference: 'r' }, '400'],
    [{ customer_id: 1, amount: '0', reference: 'r' }, '400'],
    [{ amount: '10', reference: 'r' }, '400'],
    // a payment without its reference could not be told from its retry
    [{ customer_id: 1, amount: '10' }, '400'],
    [{ customer_id: 1, amount: '10', reference: '  ' }, '400'],
    [{ customer_id: 9999, amount: '10', reference: 'r' }, '404'],
  ])('refuses %j without touching any balance', async (form, code) => {
    const before = await ledgerSum(t.db, t.demoCustomerId);
    expect((await t.ops('POST', '/merchant/api-ops/confirm-top-up', form)).body.code).toBe(code);
    expect(await ledgerSum(t.db, t.demoCustomerId)).toBe(before);
  });

  it('keeps every concurrent top-up (no lost update)', async () => {
    const before = await ledgerSum(t.db, t.demoCustomerId);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.ops('POST', '/merchant/api-ops/confirm-top-up', {
          customer_id: t.demoCustomerId,
          amount: '1',
          reference: `concurrent ${i}`,
        }),
      ),
    );
    const customer = await t.db
      .selectFrom('customers')
      .select('balance_minor')
      .where('id', '=', t.demoCustomerId)
      .executeTakeFirstOrThrow();
    expect(Number(customer.balance_minor)).toBe(before + 2000);
    expect(await ledgerSum(t.db, t.demoCustomerId)).toBe(before + 2000);
  });
});

describe('a payment confirmed more than once', () => {
  it('credits once by its reference, at once or one after another, and answers the first credit', async () => {
    const before = await ledgerSum(t.db, t.demoCustomerId);
    const form = { customer_id: t.demoCustomerId, amount: '250.00', reference: 'wire 250' };
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.ops<{ ledger_id: number; balance: { amount: number } }>(
          'POST',
          '/merchant/api-ops/confirm-top-up',
          form,
        ),
      ),
    );
    expect(new Set(replies.map((r) => r.body.code))).toEqual(new Set(['200']));
    expect(new Set(replies.map((r) => r.body.data.ledger_id)).size).toBe(1);
    expect(new Set(replies.map((r) => r.body.data.balance.amount))).toEqual(
      new Set([before + 25_000]),
    );
    const later = await t.ops('POST', '/merchant/api-ops/confirm-top-up', form);
    expect(later.body).toMatchObject({
      code: '200',
      msg: 'This top-up was already credited; nothing was credited again',
      data: {
        ledger_id: replies[0]?.body.data.ledger_id,
        balance: { amount: before + 25_000, currency: 'CNY' },
      },
    });
    expect(await ledgerSum(t.db, t.demoCustomerId)).toBe(before + 25_000);
    const other = await t.ops('POST', '/merchant/api-ops/confirm-top-up', {
      ...form,
      amount: '1.00',
    });
    expect(other.body).toMatchObject({
      code: '409',
      msg: 'This payment reference was already used for another amount',
    });
    expect(await ledgerSum(t.db, t.demoCustomerId)).toBe(before + 25_000);
  });
});

describe('warehouse applications', () => {
  it('lists pending applications and refuses one with a reason the merchant sees', async () => {
    const list = await t.ops<{
      list: { id: number; customer_id: number; warehouse_id: number; name: string }[];
    }>('GET', '/merchant/api-ops/warehouse-applications');
    const us = list.body.data.list.find((a) => a.customer_id === t.demoCustomerId);
    expect(us?.name).toBe('US');
    expect(
      (await t.ops('POST', '/merchant/api-ops/reject-warehouse', { application_id: us?.id ?? 0 }))
        .body.code,
    ).toBe('400');
    const refused = await t.ops('POST', '/merchant/api-ops/reject-warehouse', {
      application_id: us?.id ?? 0,
      reason: 'Full',
    });
    expect(refused.body.code).toBe('200');
    const progress = await t.get<{ warehouses: { status: string; reason: string | null }[] }>(
      '/api/customer/activeOver',
      {},
      await t.login(),
    );
    expect(progress.body.data.warehouses).toContainEqual(
      expect.objectContaining({ status: 'not_approved', reason: 'Full' }),
    );
    const reapplied = await t.postQuery(
      '/api/customer/activeWarehouse',
      { warehouse_id: us?.warehouse_id ?? 0 },
      await t.login(),
    );
    expect(reapplied.body.code).toBe('200');
    expect(
      (await t.ops('POST', '/merchant/api-ops/approve-warehouse', { application_id: 9999 })).body
        .code,
    ).toBe('404');
  });
});

describe('news', () => {
  it.each([
    [{ title: '', title_cn: 'x' }, 'The field title is required'],
    [
      { title: 'x', title_cn: 'y', href: 'javascript:alert(1)' },
      'A link must start with http:// or https://',
    ],
  ])('refuses the notice %j', async (form, msg) => {
    expect((await t.ops('POST', '/merchant/api-ops/publish-news', form)).body).toMatchObject({
      code: '400',
      msg,
    });
  });
});
