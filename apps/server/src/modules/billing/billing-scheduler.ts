import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { RepeatingPass } from '../shared/repeating-pass';
import { startRepeatingPass } from '../shared/repeating-pass';
import type { NoticeMailPass } from '../settings-user/notify-merchant';
import { sendNoticeMail } from '../settings-user/notify-merchant';
import type { BillingPass } from './billing-job';
import { runBillingPass } from './billing-job';
import type { ReminderPass } from './owed-reminders';
import { remindOwed } from './owed-reminders';

export type BillingScheduler = RepeatingPass;

/**
 * Runs the billing job inside the server: a pass at start (so billing dates missed while the
 * server was down are billed, ADR 0032) and then every `intervalMs`, never two passes of one
 * instance at once. Several instances may run it on one database: the job claims its work.
 */
export function startBillingScheduler(options: {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  /** Reminders of amounts owed (ADR 0038) and notice e-mails (ADR 0034) go out through it. */
  readonly mailer: Mailer;
  readonly intervalMs: number;
  readonly onPass: (
    pass: BillingPass & { readonly reminders: ReminderPass; readonly noticeMails: NoticeMailPass },
  ) => void;
  readonly onError: (error: unknown) => void;
}): BillingScheduler {
  return startRepeatingPass({
    pass: async (now) => ({
      ...(await runBillingPass(options.db, now)),
      reminders: await remindOwed({ db: options.db, mailer: options.mailer }, now),
      // the notice events' e-mails (ADR 0034) leave from their outbox on the same beat
      noticeMails: await sendNoticeMail({ db: options.db, mailer: options.mailer }, now),
    }),
    now: options.now,
    intervalMs: options.intervalMs,
    onPass: options.onPass,
    onError: options.onError,
  });
}
