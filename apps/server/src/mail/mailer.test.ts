import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emlOf, fileMailer } from './file-mailer';
import { mailerFromConfig } from './mailer-from-config';
import { smtpMailer } from './smtp-mailer';

const dir = mkdtempSync(join(tmpdir(), 'portal-mail-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = new Date('2026-11-24T05:00:00.000Z');
const message = { to: 'a@example.com', subject: 'Hello', text: 'Line one\nLine two' };

describe('the file mailer', () => {
  it('writes one .eml per message into <dataDir>/mail', async () => {
    const mailer = fileMailer(dir, 'Portal <no-reply@localhost>', () => at);
    await mailer.send(message);
    await mailer.send({ ...message, to: 'b@example.com' });
    const files = readdirSync(join(dir, 'mail'));
    expect(files).toHaveLength(2);
    expect(
      files.every((f) => f.startsWith('2026-11-24T05-00-00-000Z-') && f.endsWith('.eml')),
    ).toBe(true);
    const texts = files.map((f) => readFileSync(join(dir, 'mail', f), 'utf8'));
    expect(texts.some((text) => text.includes('To: b@example.com'))).toBe(true);
  });

  it.each([
    ['Hello', 'Subject: Hello'],
    ['密码', `Subject: =?UTF-8?B?${Buffer.from('密码').toString('base64')}?=`],
  ])('keeps an ASCII subject and encodes %s otherwise', (subject, header) => {
    const eml = emlOf({ ...message, subject }, 'p@localhost', at);
    expect(eml.split('\r\n')).toContain(header);
    expect(eml).toContain('Date: Tue, 24 Nov 2026 05:00:00 GMT');
    expect(eml.endsWith('Line one\nLine two\r\n')).toBe(true);
  });
});

describe('the SMTP mailer', () => {
  it('hands the message to nodemailer with the configured sender', async () => {
    // nodemailer's stream transport builds the real RFC 5322 message without a server
    const mailer = smtpMailer({ streamTransport: true, buffer: true }, 'Portal <p@localhost>');
    const sent: unknown[] = [];
    const original = mailer.transporter.sendMail.bind(mailer.transporter);
    mailer.transporter.sendMail = ((options: never) =>
      original(options).then((info: unknown) => {
        sent.push(info);
        return info;
      })) as typeof mailer.transporter.sendMail;
    await mailer.send({ ...message, subject: '密码已修改' });
    const info = sent[0] as { envelope: { from: string; to: string[] }; message: Buffer };
    expect(info.envelope).toEqual({ from: 'p@localhost', to: ['a@example.com'] });
    const raw = info.message.toString();
    expect(raw).toContain('To: a@example.com');
    expect(raw).toContain('Subject: =?UTF-8?');
  });
});

describe('mailerFromConfig', () => {
  it('refuses SMTP without a URL at start rather than at the first e-mail', () => {
    expect(() =>
      mailerFromConfig({ transport: 'smtp', smtpUrl: undefined, from: 'p@x' }, dir, () => at),
    ).toThrow('SMTP_URL');
  });

  it('builds the file adapter by default and SMTP when configured', () => {
    expect(
      mailerFromConfig({ transport: 'file', smtpUrl: undefined, from: 'p@x' }, dir, () => at),
    ).not.toHaveProperty('transporter');
    expect(
      mailerFromConfig(
        { transport: 'smtp', smtpUrl: 'smtp://localhost:2525', from: 'p@x' },
        dir,
        () => at,
      ),
    ).toHaveProperty('transporter');
  });
});
