import type { Language, MessageCode, NoticeEvent, WebhookEvent } from '@portal/domain';
import { message, noticeReaches } from '@portal/domain';
import { translate } from '@portal/i18n';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { preferencesOf } from './preferences';
import { queueWebhookEvent } from '../shared/webhook-outbox';
import {
  insertMerchantNotice,
  insertNoticeMail,
  lockPendingNoticeMail,
  markNoticeMail,
  recipientOf,
} from './repository';
import { inTransaction } from '../../db/transaction';

/** What an event tells the merchant: one line (a catalog key) and the screen it leads to. */
export interface MerchantNotice {
  readonly text: MessageCode;
  readonly href: string;
}

/** The notice events that are also webhook events (order status changes come from the machine). */
const WEBHOOK_OF_NOTICE: Partial<Record<NoticeEvent, WebhookEvent>> = {
  asn_received: 'inbound.received',
};

/** What one call wrote: the notice and the queued e-mail, each only when the preferences say so. */
export interface Notified {
  readonly notice: boolean;
  readonly mail: boolean;
}

/** A notice e-mail refused this many times gives up (`failed`), as the owed reminders do. */
export const MAX_NOTICE_MAIL_ATTEMPTS = 3;

/**
 * Tells one merchant of an event as its notice preferences say (ADR 0034): a notice in the portal
 * when the event is ticked for "portal", an e-mail queued when it is ticked for "e-mail". Both are
 * written in the event's own transaction, so an event rolled back leaves neither, and the e-mail
 * leaves only after commit, when the billing pass drains the outbox (`sendNoticeMail`).
 */
export async function notifyMerchant(
  trx: Transaction<Database>,
  customerId: number,
  event: NoticeEvent,
  notice: MerchantNotice,
  now: Date,
): Promise<Notified> {
  const hook = WEBHOOK_OF_NOTICE[event];
  // the merchant's systems hear of it whatever the person's notice preferences (ADR 0051)
  if (hook !== undefined)
    await queueWebhookEvent(trx, customerId, hook, { ...notice.text.params }, now);
  const { notices } = await preferencesOf(trx, customerId);
  const text = (language: Language) => translate(language, notice.text);
  const portal = noticeReaches(notices, event, 'portal');
  const email = noticeReaches(notices, event, 'email');
  if (portal)
    await insertMerchantNotice(trx, {
      customerId,
      title: text('en'),
      titleCn: text('zh'),
      href: notice.href,
      now,
    });
  if (email)
    await insertNoticeMail(trx, {
      customerId,
      event,
      textEn: text('en'),
      textZh: text('zh'),
      now,
    });
  return { notice: portal, mail: email };
}

/** What one drain of the outbox did. */
export interface NoticeMailPass {
  readonly mailed: number;
  readonly mailFailed: number;
}

/**
 * Sends the queued notice e-mails one at a time, each claimed with FOR UPDATE SKIP LOCKED and
 * marked in the claim's transaction (as ADR 0038's reminders): instances sharing the database
 * never send one twice, and one the mailer refused is retried by the next pass up to the limit.
 * The mail goes in the language the merchant prefers when it is sent.
 */
export async function sendNoticeMail(
  deps: { readonly db: Kysely<Database>; readonly mailer: Mailer },
  now: Date,
): Promise<NoticeMailPass> {
  const failed: number[] = [];
  let mailed = 0;
  for (;;) {
    const outcome = await inTransaction(deps.db, async (trx) => {
      const mail = await lockPendingNoticeMail(trx, failed);
      if (!mail) return undefined;
      const attempts = mail.email_attempts + 1;
      const recipient = await recipientOf(trx, {
        customerId: mail.customer_id,
        subAccountId: null,
      });
      if (!recipient || recipient.email.trim() === '') {
        await markNoticeMail(trx, mail.id, { status: 'off', attempts, now });
        return 'off' as const;
      }
      const language = (await preferencesOf(trx, mail.customer_id)).other.language;
      const line = language === 'zh' ? mail.text_zh : mail.text_en;
      try {
        await deps.mailer.send({
          to: recipient.email,
          subject: line,
          text: translate(
            language,
            message('MAIL.NOTICE_TEXT', {
              name: recipient.name,
              username: recipient.username,
              text: line,
              time: new Date(mail.created_at).toISOString().slice(0, 16).replace('T', ' '),
            }),
          ),
        });
      } catch {
        const status = attempts >= MAX_NOTICE_MAIL_ATTEMPTS ? 'failed' : 'pending';
        await markNoticeMail(trx, mail.id, { status, attempts, now });
        failed.push(mail.id);
        return 'failed' as const;
      }
      await markNoticeMail(trx, mail.id, { status: 'sent', attempts, now });
      return 'sent' as const;
    });
    if (outcome === undefined) break;
    if (outcome === 'sent') mailed += 1;
  }
  return { mailed, mailFailed: failed.length };
}
