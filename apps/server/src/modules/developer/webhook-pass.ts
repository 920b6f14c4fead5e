import { WEBHOOK_HEADERS } from '@portal/contract';
import {
  DISABLE_AFTER_FAILING_MS,
  afterFailedAttempt,
  deliveredStatus,
  message,
  shouldDisable,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hmacHex, openSecret, requireSecretsKey } from '../../security/sealed-secrets';
import type { WebhookSender } from '../../webhooks/webhook-sender';
import { notifyMerchant } from '../settings-user/notify-merchant';
import type { ClaimedDelivery } from './repository';
import {
  claimDueDelivery,
  disableWebhook,
  insertAttempt,
  markDelivery,
  setWebhookFailing,
  webhookFailingSince,
} from './repository';
import { inTransaction } from '../../db/transaction';

/** What one pass did. */
export interface WebhookPass {
  readonly delivered: number;
  readonly retried: number;
  readonly failed: number;
  readonly disabled: number;
}

export interface WebhookPassDeps {
  readonly db: Kysely<Database>;
  readonly sender: WebhookSender;
  readonly secretsKey: string | undefined;
  /** How long a claimed delivery is leased to this pass: longer than a send can take. */
  readonly leaseMs: number;
}

/** The signature header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function deliverySignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

/** At most this many deliveries per pass, so one pass ends even when receivers are slow. */
const PASS_LIMIT = 200;

/**
 * Sends the due deliveries (ADR 0051): each claimed and leased in a short transaction, sent
 * outside it, then recorded: the attempt in the log, delivered, another attempt on the backoff
 * schedule, or failed for good. A webhook whose deliveries have all failed for days is disabled
 * once, with a notice to the merchant.
 */
export async function runWebhookPass(deps: WebhookPassDeps, now: Date): Promise<WebhookPass> {
  const tally = { delivered: 0, retried: 0, failed: 0, disabled: 0 };
  const secretsKey = requireSecretsKey(deps.secretsKey);
  for (let i = 0; i < PASS_LIMIT; i += 1) {
    const claimed = await claimDueDelivery(deps.db, now, new Date(now.getTime() + deps.leaseMs));
    if (claimed === undefined) break;
    const kind = await attempt(deps, claimed, secretsKey, now);
    tally[kind] += 1;
    if (kind !== 'delivered' && (await disableIfFailingLong(deps.db, claimed.webhook_id, now)))
      tally.disabled += 1;
  }
  return tally;
}

async function attempt(
  deps: WebhookPassDeps,
  delivery: ClaimedDelivery,
  secretsKey: string,
  now: Date,
): Promise<'delivered' | 'retried' | 'failed'> {
  const secret = openSecret(delivery.secret_sealed, secretsKey);
  const started = Date.now();
  const answer = await deps.sender.send({
    url: delivery.url,
    body: delivery.payload,
    headers: {
      [WEBHOOK_HEADERS.signature]: deliverySignature(secret, delivery.payload, now),
      [WEBHOOK_HEADERS.event]: delivery.event,
      [WEBHOOK_HEADERS.eventId]: delivery.event_id,
      [WEBHOOK_HEADERS.delivery]: String(delivery.id),
      'user-agent': 'portal-webhooks/1',
    },
  });
  // the duration is what the merchant reads in the log; it decides nothing
  const durationMs = Math.max(0, Date.now() - started);
  const attempts = delivery.attempts + 1;
  const ok = answer.kind === 'answered' && deliveredStatus(answer.status);
  const next = ok ? undefined : afterFailedAttempt(attempts, now.getTime());
  return inTransaction(deps.db, async (trx) => {
    await insertAttempt(trx, {
      deliveryId: delivery.id,
      at: now,
      httpStatus: answer.kind === 'answered' ? answer.status : null,
      error: ok ? '' : answer.kind === 'answered' ? `HTTP ${answer.status}` : answer.error,
      durationMs,
    });
    if (ok) {
      await markDelivery(trx, delivery.id, {
        status: 'delivered',
        attempts,
        nextAttemptAt: null,
        deliveredAt: now,
      });
      await setWebhookFailing(trx, delivery.webhook_id, null);
      return 'delivered';
    }
    await setWebhookFailing(trx, delivery.webhook_id, now);
    if (next?.kind === 'retry') {
      await markDelivery(trx, delivery.id, {
        status: 'pending',
        attempts,
        nextAttemptAt: new Date(next.retryAtMs),
        deliveredAt: null,
      });
      return 'retried';
    }
    await markDelivery(trx, delivery.id, {
      status: 'failed',
      attempts,
      nextAttemptAt: null,
      deliveredAt: null,
    });
    return 'failed';
  });
}

/** Disables a webhook failing for days (once) and tells the merchant. */
async function disableIfFailingLong(
  db: Kysely<Database>,
  webhookId: number,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const hook = await webhookFailingSince(trx, webhookId);
    if (!hook) return false;
    const since = hook.failing_since === null ? null : new Date(hook.failing_since).getTime();
    if (!shouldDisable(since, now.getTime())) return false;
    if (!(await disableWebhook(trx, webhookId, now))) return false;
    const days = Math.round(DISABLE_AFTER_FAILING_MS / 86_400_000);
    await notifyMerchant(
      trx,
      hook.customer_id,
      'announcement',
      {
        text: message('SERVER.WEBHOOK_DISABLED_NOTICE', { url: hook.url, days }),
        href: '/setting/developer/apiManage',
      },
      now,
    );
    return true;
  });
}
