import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderAbnormalReason, OrderStatus } from '@portal/domain';
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

type Breakdown = { total: number; rows: { key: string; count: number }[] };
const D = '/merchant/api-default';

const order = (form: {
  status: OrderStatus;
  channel?: string;
  abnormal_reason?: OrderAbnormalReason;
  sku?: string;
  quantity?: number;
}) =>
  insertTestOrder(t.db, {
    customerId: t.demoCustomerId,
    channel: form.channel ?? 'USPS',
    status: form.status,
    ...(form.abnormal_reason ? { abnormalReason: form.abnormal_reason } : {}),
    ...(form.sku ? { sku: form.sku, quantity: form.quantity ?? 1 } : {}),
    now: t.clock.now(),
  });

describe('before any order exists', () => {
  it.each([`${D}/order-breakdown`, `${D}/logistics-breakdown`, `${D}/dashboard-Abnormal-Orders`])(
    '%s answers zero',
    async (path) => {
      const reply = await t.get<Breakdown>(path, {}, demo);
      expect(reply.body).toMatchObject({ code: '200', data: { total: 0, rows: [] } });
    },
  );

  it('charts thirty days of zeros by default', async () => {
    const reply = await t.get<{ dates: string[]; counts: number[] }>(
      `${D}/order-detail-chart`,
      {},
      demo,
    );
    expect(reply.body.data.dates).toHaveLength(30);
    expect(reply.body.data.dates.at(-1)).toBe('2026-11-21');
    expect(reply.body.data.counts.every((c) => c === 0)).toBe(true);
  });

  it('shows the balance posted through the ledger', async () => {
    const account = await t.get(`${D}/top-left-account`, {}, demo);
    expect(account.body.data).toEqual({
      amount: { amount: 100_000, currency: 'CNY' },
      arrears_orders: 0,
    });
    const ledger = await t.get<{
      list: { kind: string; amount: { amount: number; currency: string } }[];
      total: number;
    }>(`${D}/top-up-detail`, {}, demo);
    expect(ledger.body.data.total).toBe(1);
    expect(ledger.body.data.list[0]).toMatchObject({
      kind: 'top_up',
      amount: { amount: 100_000, currency: 'CNY' },
      balance_after: { amount: 100_000, currency: 'CNY' },
    });
  });
});

describe('with orders', () => {
  beforeAll(async () => {
    await order({ status: 'processing', channel: 'USPS' });
    await order({ status: 'shipped', channel: 'DHL' });
    await order({
      status: 'abnormal',
      abnormal_reason: 'insufficient_stock',
      sku: 'SKU-A',
      quantity: 7,
    });
    await order({
      status: 'abnormal',
      abnormal_reason: 'insufficient_stock',
      sku: 'SKU-B',
      quantity: 3,
    });
    await order({
      status: 'abnormal',
      abnormal_reason: 'insufficient_funds',
      sku: 'SKU-A',
      quantity: 1,
    });
  });

  it('counts orders per status and per channel', async () => {
    const status = await t.get<Breakdown>(`${D}/order-breakdown`, {}, demo);
    expect(status.body.data.total).toBe(5);
    expect(status.body.data.rows).toEqual([
      { key: 'abnormal', count: 3 },
      { key: 'processing', count: 1 },
      { key: 'shipped', count: 1 },
    ]);
    const channel = await t.get<Breakdown>(`${D}/logistics-breakdown`, {}, demo);
    expect(channel.body.data.rows).toEqual([
      { key: 'DHL', count: 1 },
      { key: 'USPS', count: 4 },
    ]);
  });

  it('counts abnormal orders per reason and ranks stock-out SKUs', async () => {
    const abnormal = await t.get<Breakdown>(`${D}/dashboard-Abnormal-Orders`, {}, demo);
    expect(abnormal.body.data.rows).toEqual([
      { key: 'insufficient_funds', count: 1 },
      { key: 'insufficient_stock', count: 2 },
    ]);
    const top = await t.get(`${D}/top-list`, {}, demo);
    expect(top.body.data).toEqual([
      { sku: 'SKU-A', quantity: 7 },
      { sku: 'SKU-B', quantity: 3 },
    ]);
  });

  it('charts today and lists orders newest first with paging', async () => {
    const chart = await t.get<{ counts: number[] }>(`${D}/order-detail-chart`, {}, demo);
    expect(chart.body.data.counts.at(-1)).toBe(5);
    const page = await t.get<{
      list: { order_no: string }[];
      total: number;
      page: number;
      page_size: number;
    }>(`${D}/order-detail-list`, { page: 2, page_size: 2 }, demo);
    expect(page.body.data).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(page.body.data.list).toHaveLength(2);
  });

  it('filters by warehouse and by date range', async () => {
    const other = await t.get<Breakdown>(`${D}/order-breakdown`, { warehouse_id: 3 }, demo);
    expect(other.body.data.total).toBe(0);
    const past = await t.get<Breakdown>(
      `${D}/order-breakdown`,
      { start_date: '2026-01-01', end_date: '2026-01-31' },
      demo,
    );
    expect(past.body.data.total).toBe(0);
  });

  it('shows nothing of these orders to another merchant', async () => {
    const other = await t.registerMerchant('dashother');
    const reply = await t.get<Breakdown>(`${D}/order-breakdown`, {}, { token: other.token });
    expect(reply.body.data.total).toBe(0);
    const list = await t.get<{ total: number }>(
      `${D}/order-detail-list`,
      {},
      { token: other.token },
    );
    expect(list.body.data.total).toBe(0);
    const ledger = await t.get<{ total: number }>(`${D}/top-up-detail`, {}, { token: other.token });
    expect(ledger.body.data.total).toBe(0);
  });
});

describe('validation and access', () => {
  it.each([
    [
      `${D}/order-breakdown`,
      { start_date: '2026-13-01' },
      'The date start_date must be a real day written YYYY-MM-DD',
    ],
    [
      `${D}/logistics-breakdown`,
      { start_date: '2026-11-22', end_date: '2026-11-21' },
      'The start date must not be after the end date, and the range at most 366 days',
    ],
    [
      `${D}/order-detail-chart`,
      { end_date: 'today' },
      'The date end_date must be a real day written YYYY-MM-DD',
    ],
    [`${D}/order-detail-list`, { page_size: 500 }, 'page_size must be between 1 and 100'],
    [`${D}/top-list`, { warehouse_id: '-1' }, 'The field warehouse_id is not valid'],
    [`${D}/top-up-detail`, { kind: 'gift' }, 'The field kind is not valid'],
  ])('%s refuses %j', async (path, query, msg) => {
    const reply = await t.get(path, query, demo);
    expect(reply.body).toMatchObject({ code: '400', msg });
  });

  it.each([
    'order-breakdown',
    'logistics-breakdown',
    'order-detail-chart',
    'order-detail-list',
    'top-list',
    'top-left-account',
    'top-up-detail',
    'dashboard-Abnormal-Orders',
  ])('%s needs a login', async (action) => {
    expect((await t.get(`${D}/${action}`)).body.code).toBe('401');
  });
});
