import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WebhookSender } from '../../webhooks/webhook-sender';
import type { RepeatingPass } from '../shared/repeating-pass';
import { startRepeatingPass } from '../shared/repeating-pass';
import type { WebhookPass } from './webhook-pass';
import { runWebhookPass } from './webhook-pass';

export type WebhookScheduler = RepeatingPass;

/**
 * Runs the webhook pass inside the server (ADR 0051): at start, so deliveries due while the server
 * was down leave at once, then every `intervalMs`. Several instances may run it on one database:
 * each delivery is claimed with SKIP LOCKED and leased.
 */
export function startWebhookScheduler(options: {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly sender: WebhookSender;
  readonly secretsKey: string | undefined;
  readonly intervalMs: number;
  readonly leaseMs: number;
  readonly onPass: (pass: WebhookPass) => void;
  readonly onError: (error: unknown) => void;
}): WebhookScheduler {
  return startRepeatingPass({
    pass: (now) => runWebhookPass(options, now),
    now: options.now,
    intervalMs: options.intervalMs,
    onPass: options.onPass,
    onError: options.onError,
  });
}
