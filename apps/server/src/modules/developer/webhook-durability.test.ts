import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { seedDemoData, seedReferenceData } from '../../db/seed';
import { sealSecret } from '../../security/sealed-secrets';
import type { ScratchDatabase } from '../../test-support/server-process';
import { scratchDatabase, startServerProcess, stopped } from '../../test-support/server-process';
import { startReceiver } from '../../test-support/webhook-receiver';
import { queueWebhookEvent } from '../shared/webhook-outbox';

// A delivery is a row (ADR 0051): queued in its event's transaction, leased while it is sent. A
// server killed with SIGKILL in the middle of sending it leaves the row; the restarted server
// sends it again once the lease has run out. On PGlite and, with DATABASE_URL, on PostgreSQL.
const SECRETS_KEY = 'webhook-durability-secrets-key';

let scratch: ScratchDatabase;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  scratch = await scratchDatabase('portal-webhooks');
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await scratch?.drop();
});

const serverEnv = {
  OPERATOR_KEY: 'webhook-durability-operator-key',
  SECRETS_KEY,
  BILLING_INTERVAL_MS: '0',
  WEBHOOK_INTERVAL_MS: '50',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_ALLOW_PRIVATE: '1',
};

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const deliveryRow = () =>
  scratch.withDatabase(({ db }) =>
    db.selectFrom('webhook_deliveries').select(['status', 'attempts', 'event_id']).executeTakeFirstOrThrow(),
  );

describe('a webhook delivery across a server restart', () => {
  it('is sent again after a kill -9 in the middle of sending it', async () => {
    await scratch.withDatabase(async ({ db }) => {
      await migrateToLatest(db);
      await seedReferenceData(db);
      const { customerId } = await seedDemoData(db, new Date());
      const now = new Date();
      await db
        .insertInto('webhooks')
        .values({
          customer_id: customerId,
          url: receiver.url,
          events: 'order.status_changed',
          status: 'active',
          secret_sealed: sealSecret('whsec_durability', SECRETS_KEY),
          secret_hint: 'lity',
          created_at: now,
        })
        .execute();
      await db.transaction().execute((trx) =>
        queueWebhookEvent(trx, customerId, 'order.status_changed', { order_no: 'OB-RESTART' }, now),
      );
    });
    receiver.answer = 'hang';
    const first = await startServerProcess(scratch, serverEnv);
    await until(() => receiver.received.length >= 1, 'the first attempt');
    await stopped(first.child, 'SIGKILL');
    const after = await deliveryRow();
    expect(after).toMatchObject({ status: 'pending', attempts: 0 });

    receiver.answer = 200;
    const second = await startServerProcess(scratch, serverEnv);
    await until(() => receiver.received.length >= 2, 'the attempt after the restart');
    // a clean stop waits for the pass under way, which records what the receiver answered
    await stopped(second.child, 'SIGTERM');
    const delivered = await deliveryRow();
    expect(delivered.status).toBe('delivered');
    const ids = new Set(receiver.received.map((r) => r.headers['x-portal-event-id']));
    expect([...ids]).toEqual([delivered.event_id]);
  }, 600_000);
});
