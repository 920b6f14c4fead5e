import { fileMailer } from './file-mailer';
import type { MailConfig, Mailer } from './mailer';
import { smtpMailer } from './smtp-mailer';

/** The adapter the configuration names; SMTP without a URL is a configuration fault at start. */
export function mailerFromConfig(mail: MailConfig, dataDir: string, now: () => Date): Mailer {
  if (mail.transport === 'file') return fileMailer(dataDir, mail.from, now);
  if (mail.smtpUrl === undefined) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
  return smtpMailer(mail.smtpUrl, mail.from);
}
