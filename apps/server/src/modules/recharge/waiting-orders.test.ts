import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../db/ledger';
import { insertTestOrder } from '../../test-support/orders';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { creditTopUpRequest } from './use-cases';
import type { ResumeWaitingOrders } from './waiting-orders';
import { reportWaitingOrders } from './waiting-orders';
import type { Mailer } from '../../mail/mailer';
import type { SheetReader } from '../../sheets/sheet-reader';
import type { FileStore } from '../../files/file-store';
import type { WebhookSender } from '../../webhooks/webhook-sender';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// A top-up never reads a spreadsheet: a reader that is asked anyway fails the test.
const noSheets: SheetReader = {
  read: () => Promise.reject(new Error('a top-up read a spreadsheet')),
  close: () => Promise.resolve(),
};
// nor sends mail
const noMail: Mailer = { send: () => Promise.reject(new Error('a top-up sent mail')) };
// nor stores a file
const noFiles: FileStore = {
  put: () => Promise.reject(new Error('a top-up stored a file')),
  get: () => Promise.reject(new Error('a top-up read a file')),
};
// nor calls a webhook (deliveries leave from the webhook pass, never from a request)
const noWebhooks: WebhookSender = {
  send: () => Promise.reject(new Error('a top-up called a webhook')),
  checkUrl: () => Promise.reject(new Error('a top-up checked a webhook URL')),
};
const deps = () => ({
  db: t.db,
  config: t.config,
  now: t.clock.now,
  sheets: noSheets,
  mailer: noMail,
  files: noFiles,
  webhookSender: noWebhooks,
});

async function pendingTopUp(amountMinor: number): Promise<number> {
  const upload = await t.db
    .insertInto('uploads')
    .values({
      id: `proof-${amountMinor}-${Date.now()}`,
      customer_id: t.demoCustomerId,
      file_name: 'proof.png',
      mime: 'image/png',
      size: 1,
      created_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('top_ups')
    .values({
      customer_id: t.demoCustomerId,
      amount_minor: amountMinor,
      currency: 'CNY',
      method: 'bank_transfer',
      proof_upload_id: upload.id,
      status: 'pending',
      created_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the orders waiting for funds, called by a credited top-up', () => {
  it('runs in the credit transaction: the hook sees the new balance, and its failure undoes the credit', async () => {
    const id = await pendingTopUp(5_00);
    const before = await ledgerSum(t.db, t.demoCustomerId);
    let seen = 0;
    const failing: ResumeWaitingOrders = async (trx, customerId) => {
      const row = await trx
        .selectFrom('customers')
        .select('balance_minor')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      seen = Number(row.balance_minor);
      throw new Error('orders could not be charged');
    };
    await expect(creditTopUpRequest(deps(), { top_up_id: id }, failing)).rejects.toThrow(
      'orders could not be charged',
    );
    expect(seen).toBe(before + 5_00);
    expect(await ledgerSum(t.db, t.demoCustomerId)).toBe(before);
    const status = await t.db
      .selectFrom('top_ups')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('pending');

    const calls: number[] = [];
    const resumed = await creditTopUpRequest(deps(), { top_up_id: id }, async (_trx, customer) => {
      calls.push(customer);
      return { resumed: 2, stillWaiting: 1 };
    });
    expect(resumed.ok && resumed.value.data).toMatchObject({
      status: 'credited',
      orders_resumed: 2,
      orders_waiting: 1,
    });
    // a repeat does not call it again: nothing new was credited
    await creditTopUpRequest(deps(), { top_up_id: id }, async (_trx, customer) => {
      calls.push(customer);
      return { resumed: 0, stillWaiting: 0 };
    });
    expect(calls).toEqual([t.demoCustomerId]);
  });

  it('by default reports the orders held for insufficient funds, and does nothing without them', async () => {
    const none = await t.db
      .transaction()
      .execute((trx) => reportWaitingOrders(trx, t.demoCustomerId, t.clock.now()));
    expect(none).toEqual({ resumed: 0, stillWaiting: 0 });
    await insertTestOrder(t.db, {
      customerId: t.demoCustomerId,
      channel: 'UPS',
      status: 'abnormal',
      abnormalReason: 'insufficient_funds',
      now: t.clock.now(),
    });
    const one = await t.db
      .transaction()
      .execute((trx) => reportWaitingOrders(trx, t.demoCustomerId, t.clock.now()));
    expect(one).toEqual({ resumed: 0, stillWaiting: 1 });
  });
});
