import type { Language } from '@portal/domain';
import { formatMoney, message, noticeReaches } from '@portal/domain';
import { translate } from '@portal/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { preferencesOf } from '../settings-user/preferences';
import { insertMerchantNotice, recipientOf } from '../settings-user/repository';
import { queueWebhookEvent } from '../shared/webhook-outbox';
import {
  insertReminder,
  lockPendingReminder,
  markReminderMail,
  overdueCcEmails,
  owedTotal,
  runsOwingUnreminded,
  setReminderNotice,
} from './repository';
import { inTransaction } from '../../db/transaction';

/** The preference event a reminder follows: an amount owed is the balance falling short. */
const EVENT = 'balance_low';
/** Where a reminder leads: the amounts owed, with how to pay them. */
const OVERDUE_ROUTE = '/overdueAmount';
/** A mail server that refuses a reminder this many times gives up on it (`failed`). */
export const MAX_MAIL_ATTEMPTS = 3;

/** What one reminder step did (the billing pass's log and the ops answer show it). */
export interface ReminderPass {
  /** Billing runs whose amounts owed were reminded now (each run once, ever). */
  readonly reminded: number;
  /** Reminder e-mails the mailer took now. */
  readonly mailed: number;
  /** Reminder e-mails the mailer refused now (retried by a later pass up to the limit). */
  readonly mailFailed: number;
}

const amountText = (minor: number, currency: string, language: Language) =>
  formatMoney({ amount: minor, currency }, language);

/**
 * Reminds merchants of amounts owed (ADR 0038), after a billing pass:
 *
 * 1. each billing run that left a charge owed gets one reminder (unique by run, so once per
 *    cycle, whichever pass or instance gets there first): a notice for that merchant when its
 *    preferences let the "balance low" event reach the portal, and an e-mail queued when they let
 *    it reach e-mail;
 * 2. queued e-mails are sent one at a time, each claimed with FOR UPDATE SKIP LOCKED and marked
 *    in the claim's transaction, so a re-run never sends one twice and a failed or interrupted
 *    one is retried by the next pass. The merchant's overdue cc addresses get a copy.
 */
export async function remindOwed(
  deps: { readonly db: Kysely<Database>; readonly mailer: Mailer },
  now: Date,
): Promise<ReminderPass> {
  const reminded = await recordReminders(deps.db, now);
  const { mailed, mailFailed } = await sendQueuedMail(deps, now);
  return { reminded, mailed, mailFailed };
}

async function recordReminders(db: Kysely<Database>, now: Date): Promise<number> {
  let reminded = 0;
  for (const run of await runsOwingUnreminded(db)) {
    const customerId = run.customer_id;
    const preferences = await preferencesOf(db, customerId);
    const created = await inTransaction(db, async (trx) => {
      const owed = await owedTotal(trx, customerId);
      if (owed <= 0) return false; // settled since: nothing to remind of
      const reminder = await insertReminder(trx, {
        customerId,
        runId: run.run_id,
        owedMinor: owed,
        currency: 'CNY',
        emailStatus: noticeReaches(preferences.notices, EVENT, 'email') ? 'pending' : 'off',
        now,
      });
      if (!reminder) return false; // reminded by another pass
      await queueWebhookEvent(
        trx,
        customerId,
        'balance.low',
        { owed: { amount: owed, currency: 'CNY' }, billing_run_id: run.run_id },
        now,
      );
      if (noticeReaches(preferences.notices, EVENT, 'portal')) {
        const text = (language: Language) =>
          translate(
            language,
            message('MAIL.OWED_NOTICE', { amount: amountText(owed, 'CNY', language) }),
          );
        const notice = await insertMerchantNotice(trx, {
          customerId,
          title: text('en'),
          titleCn: text('zh'),
          href: OVERDUE_ROUTE,
          now,
        });
        await setReminderNotice(trx, reminder.id, notice.id);
      }
      return true;
    });
    if (created) reminded += 1;
  }
  return reminded;
}

async function sendQueuedMail(
  deps: { readonly db: Kysely<Database>; readonly mailer: Mailer },
  now: Date,
): Promise<{ mailed: number; mailFailed: number }> {
  const failed: number[] = [];
  let mailed = 0;
  for (;;) {
    const outcome = await inTransaction(deps.db, async (trx) => {
      const reminder = await lockPendingReminder(trx, failed);
      if (!reminder) return undefined;
      const attempts = reminder.email_attempts + 1;
      const recipient = await recipientOf(trx, {
        customerId: reminder.customer_id,
        subAccountId: null,
      });
      if (!recipient || recipient.email.trim() === '') {
        await markReminderMail(trx, reminder.id, { status: 'off', attempts, now });
        return 'off' as const;
      }
      const language = (await preferencesOf(trx, reminder.customer_id)).other.language;
      const amount = amountText(Number(reminder.owed_minor), reminder.currency, language);
      const subject = translate(language, message('MAIL.OWED_SUBJECT', { amount }));
      const text = translate(
        language,
        message('MAIL.OWED_TEXT', {
          name: recipient.name,
          username: recipient.username,
          amount,
          date: new Date(reminder.created_at).toISOString().slice(0, 10),
        }),
      );
      const copies = await overdueCcEmails(trx, reminder.customer_id);
      try {
        for (const to of [recipient.email, ...copies])
          await deps.mailer.send({ to, subject, text });
      } catch {
        const status = attempts >= MAX_MAIL_ATTEMPTS ? 'failed' : 'pending';
        await markReminderMail(trx, reminder.id, { status, attempts, now });
        failed.push(reminder.id);
        return 'failed' as const;
      }
      await markReminderMail(trx, reminder.id, { status: 'sent', attempts, now });
      return 'sent' as const;
    });
    if (outcome === undefined) break;
    if (outcome === 'sent') mailed += 1;
  }
  return { mailed, mailFailed: failed.length };
}
