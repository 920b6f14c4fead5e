import { createHmac } from 'node:crypto';
import { DISABLE_AFTER_FAILING_MS, retryDelayMs } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { TEST_SECRETS_KEY, startTestApp } from '../../test-support/test-app';
import { usOrderForm } from '../../test-support/orders';
import { startReceiver } from '../../test-support/webhook-receiver';
import { httpWebhookSender } from '../../webhooks/http-webhook-sender';
import { runWebhookPass } from './webhook-pass';

let t: TestApp;
let demo: { token: string };
let warehouseId: number;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  await activeProducts(t, demo, ['HOOK-A']);
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

type Issues = { issues: { field: string; code: string }[] };
type Created = { webhook: { id: number; status: string; events: string[] }; secret: string };
type Deliveries = {
  list: {
    id: number;
    event: string;
    event_id: string;
    status: string;
    attempts: number;
    next_attempt_at: string | null;
    log: { http_status: number | null; error: string }[];
  }[];
  total: number;
};

const pass = () =>
  runWebhookPass(
    {
      db: t.db,
      sender: httpWebhookSender({ timeoutMs: 5_000, allowPrivate: true }),
      secretsKey: TEST_SECRETS_KEY,
      leaseMs: 15_000,
    },
    t.clock.now(),
  );

let references = 0;
/** An order that changes status: created pending submit, then moved back to draft. */
async function orderStatusChange(): Promise<string> {
  const created = await t.post<{ id: number; order_no: string }>(
    '/merchant/api-orders/create',
    usOrderForm(warehouseId, 'HOOK-A', `HOOK-${(references += 1)}`, { save_as: 'pending_submit' }),
    demo,
  );
  expect(created.body.code).toBe('200');
  const moved = await t.post(
    '/merchant/api-orders/action',
    { id: created.body.data.id, action: 'moveToDraft' },
    demo,
  );
  expect(moved.body.code).toBe('200');
  return created.body.data.order_no;
}

const deliveries = async (webhookId: number) =>
  (
    await t.get<Deliveries>(
      '/merchant/api-developer/webhook-deliveries',
      { webhook_id: webhookId },
      demo,
    )
  ).body.data.list;

const verify = (secret: string, header: string, body: string) => {
  const [t1 = '', v1 = ''] = header.split(',');
  const time = t1.replace('t=', '');
  return (
    createHmac('sha256', secret).update(`${time}.${body}`).digest('hex') === v1.replace('v1=', '')
  );
};

describe('registering webhooks', () => {
  it.each([
    [{ url: 'ftp://example.com/x', events: 'balance.low' }, 'url', 'DEVELOPER.WEBHOOK_URL_INVALID'],
    [{ url: 'https://example.com/x', events: '' }, 'events', 'DEVELOPER.WEBHOOK_EVENTS_REQUIRED'],
    [
      { url: 'https://example.com/x', events: 'order.exploded' },
      'events',
      'DEVELOPER.WEBHOOK_EVENT_UNKNOWN',
    ],
  ])('refuses %j on %s and stores nothing', async (form, field, code) => {
    const reply = await t.post<Issues>('/merchant/api-developer/webhook-create', form, demo);
    expect(reply.body.code).toBe('400');
    expect(reply.body.data.issues).toEqual([expect.objectContaining({ field, code })]);
    expect(await t.db.selectFrom('webhooks').select('id').execute()).toEqual([]);
  });

  it('answers the secret once; the list shows only its last characters; another merchant cannot touch it', async () => {
    const created = await t.post<Created>(
      '/merchant/api-developer/webhook-create',
      { url: 'https://example.com/hooks', events: 'balance.low,inbound.received' },
      demo,
    );
    expect(created.body.code).toBe('200');
    expect(created.body.data.webhook.events).toEqual(['inbound.received', 'balance.low']);
    const list = await t.get('/merchant/api-developer/webhooks', {}, demo);
    expect(JSON.stringify(list.body.data)).not.toContain(created.body.data.secret);
    const { token: otherToken } = await t.registerMerchant('hookother');
    const other = { token: otherToken };
    const refused = await t.post(
      '/merchant/api-developer/webhook-delete',
      { id: created.body.data.webhook.id },
      other,
    );
    expect(refused.body.code).toBe('404');
    const deleted = await t.post(
      '/merchant/api-developer/webhook-delete',
      { id: created.body.data.webhook.id },
      demo,
    );
    expect(deleted.body.code).toBe('200');
  });
});

describe('delivering events to a local receiver', () => {
  let hook: Created;
  beforeAll(async () => {
    hook = (
      await t.post<Created>(
        '/merchant/api-developer/webhook-create',
        { url: receiver.url, events: 'order.status_changed' },
        demo,
      )
    ).body.data;
  });

  it('signs each delivery so the receiver can verify it, with the event id to de-duplicate by', async () => {
    receiver.answer = 200;
    const orderNo = await orderStatusChange();
    const before = receiver.received.length;
    const done = await pass();
    expect(done.delivered).toBe(1);
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const [request] = got;
    const payload = JSON.parse(request?.body ?? '{}') as {
      event: string;
      id: string;
      data: { order_no: string; from: string; to: string };
    };
    expect(payload).toMatchObject({
      event: 'order.status_changed',
      data: { order_no: orderNo, from: 'pending_submit', to: 'draft' },
    });
    expect(request?.headers['x-portal-event-id']).toBe(payload.id);
    expect(
      verify(hook.secret, String(request?.headers['x-portal-signature']), request?.body ?? ''),
    ).toBe(true);
    expect(
      verify('whsec_wrong', String(request?.headers['x-portal-signature']), request?.body ?? ''),
    ).toBe(false);
    const [delivery] = await deliveries(hook.webhook.id);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      log: [{ http_status: 200, error: '' }],
    });
  });

  it('retries a failing receiver on the backoff schedule, and logs every attempt', async () => {
    receiver.answer = 500;
    await orderStatusChange();
    const before = receiver.received.length;
    expect((await pass()).retried).toBe(1);
    const [delivery] = await deliveries(hook.webhook.id);
    expect(delivery?.status).toBe('pending');
    expect(Date.parse(delivery?.next_attempt_at ?? '')).toBe(
      t.clock.now().getTime() + retryDelayMs(1),
    );
    // not before its time
    t.clock.advance(retryDelayMs(1) - 1000);
    expect((await pass()).retried).toBe(0);
    t.clock.advance(1000);
    expect((await pass()).retried).toBe(1);
    const [second] = await deliveries(hook.webhook.id);
    expect(Date.parse(second?.next_attempt_at ?? '')).toBe(
      t.clock.now().getTime() + retryDelayMs(2),
    );
    receiver.answer = 200;
    t.clock.advance(retryDelayMs(2));
    expect((await pass()).delivered).toBe(1);
    expect(receiver.received.length - before).toBe(3);
    const [last] = await deliveries(hook.webhook.id);
    expect(last).toMatchObject({ status: 'delivered', attempts: 3, next_attempt_at: null });
    expect(last?.log.map((a) => a.http_status)).toEqual([500, 500, 200]);
    // the same event each time: one id
    const ids = new Set(receiver.received.slice(before).map((r) => r.headers['x-portal-event-id']));
    expect(ids.size).toBe(1);
  });

  it('disables a URL failing for days and tells the merchant; turning it on again works', async () => {
    receiver.answer = 503;
    await orderStatusChange();
    const started = t.clock.now().getTime();
    for (
      let i = 0;
      i < 40 && t.clock.now().getTime() - started <= DISABLE_AFTER_FAILING_MS + 12 * 3_600_000;
      i += 1
    ) {
      await pass();
      const delivery = await t.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'next_attempt_at'])
        .where('webhook_id', '=', hook.webhook.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const hookRow = await t.db
        .selectFrom('webhooks')
        .select('status')
        .where('id', '=', hook.webhook.id)
        .executeTakeFirstOrThrow();
      if (delivery.next_attempt_at === null || hookRow.status === 'disabled') break;
      t.clock.advance(
        Math.max(0, new Date(delivery.next_attempt_at).getTime() - t.clock.now().getTime()),
      );
    }
    // days later: the session of the morning has ended
    demo = await t.login();
    expect(t.clock.now().getTime() - started).toBeGreaterThanOrEqual(DISABLE_AFTER_FAILING_MS);
    const list = await t.get<{
      list: { id: number; status: string; disabled_at: string | null }[];
    }>('/merchant/api-developer/webhooks', {}, demo);
    const disabled = list.body.data.list.find((w) => w.id === hook.webhook.id);
    expect(disabled?.status).toBe('disabled');
    const notices = await t.db
      .selectFrom('news')
      .select('title')
      .where('title', 'like', `%${receiver.url}%`)
      .execute();
    expect(notices).toHaveLength(1);
    // a disabled webhook gets nothing
    const before = receiver.received.length;
    await orderStatusChange();
    t.clock.advance(retryDelayMs(16));
    await pass();
    expect(receiver.received.length).toBe(before);
    demo = await t.login();
    const enabled = await t.post<{ status: string }>(
      '/merchant/api-developer/webhook-enable',
      { id: hook.webhook.id },
      demo,
    );
    expect(enabled.body.data.status).toBe('active');
  });
});
