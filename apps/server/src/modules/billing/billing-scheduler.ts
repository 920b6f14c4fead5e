import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { BillingPass } from './billing-job';
import { runBillingPass } from './billing-job';
import type { ReminderPass } from './owed-reminders';
import { remindOwed } from './owed-reminders';

export interface BillingScheduler {
  /** Stops scheduling and waits for a pass under way to finish (its work commits or not). */
  stop(): Promise<void>;
}

/**
 * Runs the billing job inside the server: a pass at start (so billing dates missed while the
 * server was down are billed, ADR 0032) and then every `intervalMs`, never two passes of one
 * instance at once. Several instances may run it on one database: the job claims its work.
 */
export function startBillingScheduler(options: {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  /** Reminders of amounts owed go out through it after each pass (ADR 0038). */
  readonly mailer: Mailer;
  readonly intervalMs: number;
  readonly onPass: (pass: BillingPass & { readonly reminders: ReminderPass }) => void;
  readonly onError: (error: unknown) => void;
}): BillingScheduler {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    const now = options.now();
    running = runBillingPass(options.db, now)
      .then(async (pass) => ({
        ...pass,
        reminders: await remindOwed({ db: options.db, mailer: options.mailer }, now),
      }))
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
