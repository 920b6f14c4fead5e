import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from './mailer';

/** A header value in RFC 2047 form when it is not plain ASCII (a Chinese subject). */
const headerText = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;

/** The message as an .eml file any mail client opens: headers, blank line, UTF-8 body. */
export function emlOf(message: MailMessage, from: string, date: Date): string {
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    '',
  ].join('\r\n');
}

/**
 * The development adapter: each message is written to `<dataDir>/mail/` as an .eml file named by
 * time, so a developer (or a test) reads what would have been sent without a mail server.
 */
export function fileMailer(dataDir: string, from: string, now: () => Date): Mailer {
  const folder = join(dataDir, 'mail');
  return {
    async send(message) {
      const date = now();
      await mkdir(folder, { recursive: true });
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(join(folder, name), emlOf(message, from, date), 'utf8');
    },
  };
}
