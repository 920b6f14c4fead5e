/** One plain-text e-mail. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * The e-mail port: use cases hand a message over and do not know how it travels. The adapters
 * are a file in the data folder (development, tests, a demo without a mail server) and SMTP.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** How mail leaves this server, from the configuration (MAIL_TRANSPORT, SMTP_URL, MAIL_FROM). */
export interface MailConfig {
  readonly transport: 'file' | 'smtp';
  /** smtp(s)://user:password@host:port; only read when transport is smtp. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
}
