import { message, noticeReaches } from '@portal/domain';
import { translate } from '@portal/i18n';
import type { Deps } from '../../http/context';
import { preferencesOf } from './preferences';
import { recipientOf } from './repository';

/** What became of a notice by e-mail: sent, not wanted (preference or no address), or failed. */
export type MailOutcome = 'sent' | 'off' | 'failed';

/**
 * Tells a login by e-mail that its password changed, when the merchant's notice preferences let
 * the event reach e-mail, in the merchant's preferred language. The change is already committed:
 * a mail server that is down must not undo it or fail the answer, so a failure is reported, not
 * thrown.
 */
export async function mailPasswordChanged(
  deps: Deps,
  login: { readonly customerId: number; readonly subAccountId: number | null },
): Promise<MailOutcome> {
  const preferences = await preferencesOf(deps.db, login.customerId);
  if (!noticeReaches(preferences.notices, 'password_changed', 'email')) return 'off';
  const recipient = await recipientOf(deps.db, login);
  if (!recipient || recipient.email.trim() === '') return 'off';
  const language = preferences.other.language;
  const time = deps.now().toISOString().slice(0, 16).replace('T', ' ');
  try {
    await deps.mailer.send({
      to: recipient.email,
      subject: translate(language, message('MAIL.PASSWORD_CHANGED_SUBJECT')),
      text: translate(
        language,
        message('MAIL.PASSWORD_CHANGED_TEXT', {
          name: recipient.name,
          username: recipient.username,
          time,
        }),
      ),
    });
    return 'sent';
  } catch {
    return 'failed';
  }
}
