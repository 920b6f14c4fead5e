import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { insertTestOrder } from '../../test-support/orders';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';
import { fulfilSubmittedOrder, SYSTEM_ACTOR } from '../order/fulfilment';
import { lockOrder } from '../order/repository';
import { MAX_NOTICE_MAIL_ATTEMPTS, sendNoticeMail } from './notify-merchant';

// The notice events of /setting/preference/notice (ADR 0034): an order become abnormal, an order
// shipped, an ASN received each write a notice for their merchant when "portal" is ticked and
// queue an e-mail when "e-mail" is, in the event's transaction; the billing pass sends the mail.
let t: TestApp;
let demo: { token: string };
let warehouseId: number;
let other: { customerId: number; token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  await activeProducts(t, demo, ['EVT-A']);
  other = await t.registerMerchant('evother');
  // a test app, a plan and an active product: slow on a loaded machine
}, 300_000);
afterAll(() => t.close());

/** A mailer that keeps what it was given (or refuses everything while `down`). */
function capturingMailer() {
  const sent: MailMessage[] = [];
  const state = { down: false };
  const mailer: Mailer = {
    send(mail) {
      if (state.down) return Promise.reject(new Error('mail server down'));
      sent.push(mail);
      return Promise.resolve();
    },
  };
  return { mailer, sent, state };
}

type Channels = 'portal' | 'email' | 'none';
const CHANNELS: readonly Channels[] = ['portal', 'email', 'none'];

/** Ticks exactly one channel (or none) for the event, every other event left unticked. */
async function tick(event: string, channels: Channels, headers: { token: string } = demo) {
  const reply = await t.post(
    '/merchant/api-setting/preference-notice',
    { notices: channels === 'none' ? '' : `${event}.${channels}` },
    headers,
  );
  expect(reply.body.code).toBe('200');
}

/** The notices and queued e-mails of a merchant whose text names `subject` (an order or ASN). */
async function written(customerId: number, subject: string) {
  const notices = await t.db
    .selectFrom('news')
    .select(['title', 'title_cn', 'href'])
    .where('customer_id', '=', customerId)
    .where('title', 'like', `%${subject}%`)
    .execute();
  const mails = await t.db
    .selectFrom('notice_mails')
    .select(['event', 'text_en', 'text_zh', 'email_status'])
    .where('customer_id', '=', customerId)
    .where('text_en', 'like', `%${subject}%`)
    .execute();
  return { notices, mails };
}

/** What each preference must leave: a notice with portal, a queued e-mail with e-mail. */
function expectWritten(
  found: Awaited<ReturnType<typeof written>>,
  channels: Channels,
  expected: { event: string; en: string; zh: string; href: string },
) {
  expect(found.notices).toEqual(
    channels === 'portal'
      ? [{ title: expected.en, title_cn: expected.zh, href: expected.href }]
      : [],
  );
  expect(found.mails).toEqual(
    channels === 'email'
      ? [
          {
            event: expected.event,
            text_en: expected.en,
            text_zh: expected.zh,
            email_status: 'pending',
          },
        ]
      : [],
  );
}

async function insertedOrder(status: 'processing' | 'packed', customerId = t.demoCustomerId) {
  return insertTestOrder(t.db, {
    customerId,
    warehouseId,
    channel: 'test',
    status,
    // a SKU the merchant has no stock of: submitting it finds the stock short
    sku: 'EVT-NONE',
    quantity: 1,
    now: t.clock.now(),
  });
}

/** The submission's fulfilment step (as api-orders/submit runs it) on a processing order. */
const submit = (orderId: number) =>
  t.db.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`order ${orderId} missing`);
    return fulfilSubmittedOrder(tx, order, SYSTEM_ACTOR, t.clock.now());
  });

const step = (orderId: number, action: string, tracking = '') =>
  t.ops('POST', '/merchant/api-ops/order-step', {
    order_id: orderId,
    action,
    tracking_no: tracking,
  });

describe('an order become abnormal', () => {
  it.each(CHANNELS)('at submission reaches the merchant as ticked: %s', async (channels) => {
    await tick('order_abnormal', channels);
    const order = await insertedOrder('processing');
    const result = await submit(order.id);
    expect(result).toMatchObject({ ok: true, value: { reason: 'insufficient_stock' } });
    expectWritten(await written(t.demoCustomerId, order.order_no), channels, {
      event: 'order_abnormal',
      en: `Order ${order.order_no} is abnormal: see why and what to do in the order list`,
      zh: `订单 ${order.order_no} 异常：请在订单列表查看原因和处理方式`,
      href: '/order/list',
    });
    expect(await written(other.customerId, order.order_no)).toEqual({ notices: [], mails: [] });
  });

  it('when the warehouse marks its address abnormal, too', async () => {
    await tick('order_abnormal', 'portal');
    const order = await insertedOrder('processing');
    expect((await step(order.id, 'markAddressAbnormal')).body.code).toBe('200');
    expect((await written(t.demoCustomerId, order.order_no)).notices).toHaveLength(1);
  });

  it('leaves no notice and no e-mail when its transaction is rolled back', async () => {
    await t.post(
      '/merchant/api-setting/preference-notice',
      { notices: 'order_abnormal.portal,order_abnormal.email' },
      demo,
    );
    const order = await insertedOrder('processing');
    await expect(
      t.db.transaction().execute(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        if (!locked) throw new Error('order missing');
        const result = await fulfilSubmittedOrder(tx, locked, SYSTEM_ACTOR, t.clock.now());
        expect(result.ok).toBe(true);
        throw new Error('the submission fails after the order became abnormal');
      }),
    ).rejects.toThrow('the submission fails');
    expect(await written(t.demoCustomerId, order.order_no)).toEqual({ notices: [], mails: [] });
    // the same submission committed writes both
    await submit(order.id);
    const found = await written(t.demoCustomerId, order.order_no);
    expect([found.notices.length, found.mails.length]).toEqual([1, 1]);
  });
});

describe('an order shipped', () => {
  it.each(CHANNELS)('reaches the merchant as ticked: %s', async (channels) => {
    await tick('order_shipped', channels);
    const order = await insertedOrder('packed');
    const shipped = await step(order.id, 'ship', 'TRK-EVT-1');
    expect(shipped.body).toMatchObject({ code: '200', data: { status: 'shipped' } });
    expectWritten(await written(t.demoCustomerId, order.order_no), channels, {
      event: 'order_shipped',
      en: `Order ${order.order_no} was shipped with the tracking number TRK-EVT-1`,
      zh: `订单 ${order.order_no} 已发货，跟踪号 TRK-EVT-1`,
      href: '/order/list',
    });
    expect(await written(other.customerId, order.order_no)).toEqual({ notices: [], mails: [] });
  });

  it('leaves no notice and no e-mail when the step is refused (its transaction rolled back)', async () => {
    await t.post(
      '/merchant/api-setting/preference-notice',
      { notices: 'order_shipped.portal,order_shipped.email' },
      demo,
    );
    // a processing order cannot ship: the step fails and nothing of it stays
    const order = await insertedOrder('processing');
    expect((await step(order.id, 'ship', 'TRK-EVT-2')).body.code).toBe('409');
    expect(await written(t.demoCustomerId, order.order_no)).toEqual({ notices: [], mails: [] });
  });
});

describe('an ASN received', () => {
  const asnForm = (): Form => ({
    warehouse_id: warehouseId,
    lines: JSON.stringify([{ sku: 'EVT-A', quantity: 5 }]),
    prepacking: 'self',
    delivery_mode: 'carrier',
    tracking_numbers: '1Z999AA10123456784',
    level: 'priority',
    unloading: '1',
    boxes: JSON.stringify([
      { sku: 'EVT-A', quantity: 5, weight: '5', length: 20, width: 20, height: 20 },
    ]),
    estimated_freight: '10.00',
    estimated_arrival: '2026-12-01',
    submit: '1',
  });

  /** An ASN of the demo merchant, submitted, approved and arrived at the warehouse. */
  async function arrivedAsn() {
    const created = await t.post<{ id: number; asn_no: string }>(
      '/merchant/api-asn/create',
      asnForm(),
      demo,
    );
    expect(created.body.code).toBe('200');
    const { id, asn_no } = created.body.data;
    expect((await t.ops('POST', '/merchant/api-ops/approve-asn', { asn_id: id })).body.code).toBe(
      '200',
    );
    expect((await t.ops('POST', '/merchant/api-ops/arrive-asn', { asn_id: id })).body.code).toBe(
      '200',
    );
    const detail = await t.get<{ lines: { id: number }[] }>(
      '/merchant/api-asn/detail',
      { id },
      demo,
    );
    return { id, asnNo: asn_no, lineId: detail.body.data.lines[0]?.id ?? 0 };
  }

  const receive = (asn: { id: number }, lines: readonly object[]) =>
    t.ops('POST', '/merchant/api-ops/receive-asn', {
      asn_id: asn.id,
      lines: JSON.stringify(lines),
    });

  it.each(CHANNELS)('reaches the merchant as ticked: %s', async (channels) => {
    await tick('asn_received', channels);
    const asn = await arrivedAsn();
    expect((await receive(asn, [{ line_id: asn.lineId, qualified: 5 }])).body.code).toBe('200');
    expectWritten(await written(t.demoCustomerId, asn.asnNo), channels, {
      event: 'asn_received',
      en: `ASN ${asn.asnNo} was received at the warehouse`,
      zh: `入库单 ${asn.asnNo} 已在仓库收货`,
      href: '/warehouse/receiving/list',
    });
    expect(await written(other.customerId, asn.asnNo)).toEqual({ notices: [], mails: [] });
  });

  it('leaves no notice and no e-mail when the receipt is refused (its transaction rolled back)', async () => {
    await t.post(
      '/merchant/api-setting/preference-notice',
      { notices: 'asn_received.portal,asn_received.email' },
      demo,
    );
    const asn = await arrivedAsn();
    // more than announced: the receipt is refused, nothing of it stays
    expect((await receive(asn, [{ line_id: asn.lineId, qualified: 6 }])).body.code).toBe('400');
    expect(await written(t.demoCustomerId, asn.asnNo)).toEqual({ notices: [], mails: [] });
  });
});

describe('the queued notice e-mails', () => {
  it('go once, in the language the merchant prefers, and a refused one is retried then given up', async () => {
    const zh = await t.registerMerchant('evzh');
    const headers = { token: zh.token };
    await tick('order_shipped', 'email', headers);
    expect(
      (
        await t.post(
          '/merchant/api-setting/preference-other',
          { language: 'zh', page_size: 20 },
          headers,
        )
      ).body.code,
    ).toBe('200');
    const order = await insertedOrder('packed', zh.customerId);
    expect((await step(order.id, 'ship', 'TRK-ZH')).body.code).toBe('200');

    const { mailer, sent, state } = capturingMailer();
    const first = await sendNoticeMail({ db: t.db, mailer }, t.clock.now());
    expect(first.mailFailed).toBe(0);
    // a re-run, and three at once (instances sharing the database), send nothing more
    await Promise.all(
      Array.from({ length: 3 }, () => sendNoticeMail({ db: t.db, mailer }, t.clock.now())),
    );
    const mine = sent.filter((m) => m.to === 'evzh@example.com');
    expect(mine).toEqual([
      expect.objectContaining({ subject: `订单 ${order.order_no} 已发货，跟踪号 TRK-ZH` }),
    ]);
    expect(mine[0]?.text).toContain('evzh');
    expect((await written(zh.customerId, order.order_no)).mails).toEqual([
      expect.objectContaining({ email_status: 'sent' }),
    ]);

    // the mail server down: retried by each pass, then given up
    const again = await insertedOrder('packed', zh.customerId);
    expect((await step(again.id, 'ship', 'TRK-ZH2')).body.code).toBe('200');
    state.down = true;
    for (let pass = 1; pass <= MAX_NOTICE_MAIL_ATTEMPTS; pass += 1)
      expect(await sendNoticeMail({ db: t.db, mailer }, t.clock.now())).toEqual({
        mailed: 0,
        mailFailed: 1,
      });
    expect(await sendNoticeMail({ db: t.db, mailer }, t.clock.now())).toEqual({
      mailed: 0,
      mailFailed: 0,
    });
    expect((await written(zh.customerId, again.order_no)).mails).toEqual([
      expect.objectContaining({ email_status: 'failed' }),
    ]);
  });
});
