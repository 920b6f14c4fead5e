import { read, utils } from '@e965/xlsx';
import type { WaybillQueryData } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test-support/orders';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

/**
 * Issue 14's billing extras: the waybill query (orders by order, reference or tracking number,
 * with what each was charged) and the quotation (rate card) download as XLSX. Every success
 * answer is checked against its response schema by the test app (expectAnswerMatches).
 */
let t: TestApp;
let demo: { token: string };
const orders: { id: number; order_no: string }[] = [];

interface FileAnswer {
  file_name: string;
  content_base64: string;
  rows: number;
}
const sheets = (answer: FileAnswer) => {
  const book = read(Buffer.from(answer.content_base64, 'base64'));
  return Object.fromEntries(
    book.SheetNames.map((name) => [
      name,
      utils.sheet_to_json<string[]>(book.Sheets[name]!, { header: 1, raw: false }),
    ]),
  );
};

beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  for (const [reference, tracking, charged] of [
    ['REF-WB-1', '1Z999AA10123456784', 45_00],
    ['REF-WB-2', '', 0],
  ] as const) {
    const order = await insertTestOrder(t.db, {
      customerId: t.demoCustomerId,
      channel: 'US-STD',
      status: tracking === '' ? 'processing' : 'shipped',
      now: t.clock.now(),
    });
    await t.db
      .updateTable('orders')
      .set({
        reference_no: reference,
        tracking_no: tracking,
        charged_minor: charged,
        fees: JSON.stringify({
          chargeable_weight_g: 1_250,
          total: { amount: charged, currency: 'CNY' },
        }),
      })
      .where('id', '=', order.id)
      .execute();
    orders.push(order);
  }
});
afterAll(() => t.close());

describe('waybill query', () => {
  it('finds orders by tracking, order or reference number, with what each was charged', async () => {
    const reply = await t.get<WaybillQueryData>(
      '/merchant/api-recharge/waybills',
      { numbers: `1Z999AA10123456784\n${orders[1]!.order_no}, NOPE-1；NOPE-1` },
      demo,
    );
    expect(reply.body.code).toBe('200');
    expect(
      reply.body.data.list.map((row) => [row.order_no, row.tracking_no, row.charged.amount]),
    ).toEqual([
      [orders[1]!.order_no, '', 0],
      [orders[0]!.order_no, '1Z999AA10123456784', 45_00],
    ]);
    expect(reply.body.data.list[1]).toMatchObject({
      reference_no: 'REF-WB-1',
      status: 'shipped',
      channel: 'US-STD',
      chargeable_weight_g: 1_250,
    });
    expect(reply.body.data.not_found).toEqual(['NOPE-1']);
    const byReference = await t.get<WaybillQueryData>(
      '/merchant/api-recharge/waybills',
      { numbers: 'REF-WB-2' },
      demo,
    );
    expect(byReference.body.data.list.map((row) => row.order_id)).toEqual([orders[1]!.id]);
  });

  it.each([
    ['', 'VALIDATION.REQUIRED'],
    [' , ; ', 'VALIDATION.REQUIRED'],
    [Array.from({ length: 501 }, (_, i) => `N${i}`).join(' '), 'QUERY.BATCH_SEARCH_TOO_MANY'],
  ])('refuses %j with data.issues', async (numbers, code) => {
    const reply = await t.get('/merchant/api-recharge/waybills', { numbers }, demo);
    expect(reply.body).toMatchObject({
      code: '400',
      data: { issues: [{ field: 'numbers', code }] },
    });
  });

  it('takes 500 numbers', async () => {
    const numbers = [...Array.from({ length: 499 }, (_, i) => `N${i}`), 'REF-WB-1'].join('\n');
    const reply = await t.get<WaybillQueryData>(
      '/merchant/api-recharge/waybills',
      { numbers },
      demo,
    );
    expect(reply.body.data.list).toHaveLength(1);
    expect(reply.body.data.not_found).toHaveLength(499);
  });

  it("keeps another merchant's waybills out of reach", async () => {
    const other = await t.registerMerchant('waybillother');
    const reply = await t.get<WaybillQueryData>(
      '/merchant/api-recharge/waybills',
      { numbers: `1Z999AA10123456784 ${orders[0]!.order_no}` },
      { token: other.token },
    );
    expect(reply.body.data.list).toEqual([]);
    expect(reply.body.data.not_found).toHaveLength(2);
  });
});

describe('quotation download', () => {
  it("writes each channel's freight per weight bracket and the plan rates, in the reader's language", async () => {
    const card = await t.ops('POST', '/merchant/api-ops/set-rate-card', {
      channel: 'US-STD',
      first_weight_g: 500,
      first_price: '40.00',
      step_weight_g: 500,
      step_price: '10.50',
      max_weight_g: 2000,
      remote_surcharge: '25',
    });
    expect(card.body.code).toBe('200');
    const en = await t.get<FileAnswer>('/merchant/api-recharge/quotation', {}, demo);
    expect(en.body.code).toBe('200');
    expect(en.body.data.file_name).toMatch(/^quotation-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = sheets(en.body.data);
    const freight = book['freight']!;
    expect(freight[0]).toEqual([
      'Channel',
      'Channel name',
      'Destination countries',
      'Up to (kg)',
      'Freight',
      'Remote area surcharge',
      'Currency',
    ]);
    const us = freight.filter((row) => row[0] === 'US-STD');
    expect(us.map((row) => [row[3], row[4], row[5], row[6]])).toEqual([
      ['0.500', '40.00', '25.00', 'CNY'],
      ['1.000', '50.50', '25.00', 'CNY'],
      ['1.500', '61.00', '25.00', 'CNY'],
      ['2.000', '71.50', '25.00', 'CNY'],
    ]);
    expect(us[0]?.[2]).toContain('US');
    expect(en.body.data.rows).toBe(freight.length - 1);
    expect(book['plan']).toEqual([
      ['Plan item', 'Price per month', 'Currency'],
      ['Storage space, per CBM', '120.00', 'CNY'],
      ['SKU, each', '1.00', 'CNY'],
      ['Plan-item, each', '0.10', 'CNY'],
    ]);
    const zh = await t.get<FileAnswer>(
      '/merchant/api-recharge/quotation',
      {},
      { ...demo, language: 'zh' },
    );
    const zhBook = sheets(zh.body.data);
    expect(zhBook['freight']?.[0]?.[0]).toBe('渠道');
    expect(zhBook['plan']?.[1]?.[0]).toBe('仓储空间，每立方米');
  });

  it('is for merchants with a session only', async () => {
    expect((await t.get('/merchant/api-recharge/quotation')).body.code).not.toBe('200');
  });
});
