import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WebhookSender } from '../../webhooks/webhook-sender';
import type { WebhookPass } from './webhook-pass';
import { runWebhookPass } from './webhook-pass';

export interface WebhookScheduler {
  /** Stops scheduling and waits for a pass under way to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the webhook pass inside the server (ADR 0051): at start, so deliveries due while the server
 * was down leave at once, then every `intervalMs`, never two passes of one instance at once.
 * Several instances may run it on one database: each delivery is claimed with SKIP LOCKED.
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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runWebhookPass(options, options.now())
      .then(options.onPass, options.onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
