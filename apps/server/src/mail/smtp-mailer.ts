import { createTransport } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/**
 * SMTP through nodemailer (pinned, see apps/server/README.md). The transport is built once; its
 * options are a connection URL in production, or a nodemailer transport option in tests.
 */
export function smtpMailer(
  transport: string | Parameters<typeof createTransport>[0],
  from: string,
): Mailer & { readonly transporter: ReturnType<typeof createTransport> } {
  const transporter = createTransport(transport);
  return {
    transporter,
    async send(message: MailMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
