import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Queues an event for every active webhook of the merchant that subscribed to it (ADR 0051), in
 * the event's own transaction: a rolled-back event sends nothing, a committed one is delivered by
 * the webhook pass after commit, and it survives a restart because it is a row. One query when no
 * webhook listens, which is the common case.
 */
export async function queueWebhookEvent(
  trx: Transaction<Database>,
  customerId: number,
  event: WebhookEvent,
  data: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<number> {
  const hooks = await trx
    .selectFrom('webhooks')
    .select(['id', 'events'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'active')
    .execute();
  const listening = hooks.filter((hook) => hook.events.split(',').includes(event));
  if (listening.length === 0) return 0;
  const eventId = randomUUID();
  const payload = JSON.stringify({ id: eventId, event, created_at: now.toISOString(), data });
  await trx
    .insertInto('webhook_deliveries')
    .values(
      listening.map((hook) => ({
        webhook_id: hook.id,
        customer_id: customerId,
        event,
        event_id: eventId,
        payload,
        status: 'pending' as const,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
  return listening.length;
}
