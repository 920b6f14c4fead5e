import { BILLING_CYCLE_MS } from '@portal/domain';
import type { NewsItem } from '@portal/contract';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { billedMerchant, receiveStock } from '../../test-support/billing';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { runBillingPass } from './billing-job';
import { MAX_MAIL_ATTEMPTS, remindOwed } from './owed-reminders';

// Reminders of amounts owed (ADR 0038): once per billing run that left a charge owed, by notice
// and e-mail as the merchant's "balance low" preferences say, never twice on a re-run.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A mailer that keeps what it was given (or refuses everything while `down`). */
function capturingMailer() {
  const sent: MailMessage[] = [];
  const state = { down: false };
  const mailer: Mailer = {
    send(message) {
      if (state.down) return Promise.reject(new Error('mail server down'));
      sent.push(message);
      return Promise.resolve();
    },
  };
  return { mailer, sent, state };
}

// 1,000 mugs (1.25 CBM) on a 0.5 CBM plan with an empty balance: at the first billing date the
// renewal (71.00), the storage past the plan (90.00) and the insurance (90.00) stay owed.
const OWED_FIRST_CYCLE = '251.00';

/** A merchant whose balance the plan fee emptied, stock received, its first billing date past. */
async function owingMerchant(username: string) {
  const m = await billedMerchant(t, username, '71.00');
  await receiveStock(t, m, 1000);
  t.clock.advance(60_000);
  await runBillingPass(t.db, t.clock.now());
  t.clock.advance(BILLING_CYCLE_MS);
  const pass = await runBillingPass(t.db, t.clock.now());
  expect(pass.runsBilled).toBeGreaterThanOrEqual(1);
  return m;
}

// bigint comes back as text from PostgreSQL and as a number from PGlite: read as a number
const remindersOf = async (customerId: number) =>
  (
    await t.db
      .selectFrom('owed_reminders')
      .select(['run_id', 'owed_minor', 'email_status', 'email_attempts', 'news_id'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, owed_minor: Number(row.owed_minor) }));

/** The notices a merchant's new session lists (the test clock moved past its older sessions). */
const noticesOf = async (username: string) =>
  (
    await t.get<{ list: NewsItem[]; unread: number }>(
      '/merchant/api-news/list',
      { page_size: 100 },
      await t.login(username, 'Secret123'),
    )
  ).body.data;

const mailTo = (sent: readonly MailMessage[], to: string) => sent.filter((m) => m.to === to);

describe('the reminder of an amount owed', () => {
  it('reaches the merchant once by notice and by e-mail, however often the step runs', async () => {
    const m = await owingMerchant('owes1');
    const { mailer, sent } = capturingMailer();
    const first = await remindOwed({ db: t.db, mailer }, t.clock.now());
    expect(first).toMatchObject({ mailFailed: 0 });
    // a re-run, and four at once (instances sharing the database), remind nothing more
    expect(await remindOwed({ db: t.db, mailer }, t.clock.now())).toEqual({
      reminded: 0,
      mailed: 0,
      mailFailed: 0,
    });
    await Promise.all(
      Array.from({ length: 4 }, () => remindOwed({ db: t.db, mailer }, t.clock.now())),
    );

    const mails = mailTo(sent, 'owes1@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Amount owed: ${OWED_FIRST_CYCLE} CNY`);
    expect(mails[0]?.text).toContain(`you owe ${OWED_FIRST_CYCLE} CNY in all`);
    expect(await remindersOf(m.customerId)).toEqual([
      expect.objectContaining({ owed_minor: 25_100, email_status: 'sent', email_attempts: 1 }),
    ]);

    const notices = await noticesOf('owes1');
    const reminder = notices.list.filter((n) => n.href === '/overdueAmount');
    expect(reminder).toEqual([
      expect.objectContaining({
        title: `You owe ${OWED_FIRST_CYCLE} CNY: top up your balance to pay it`,
        title_cn: `您已欠费 ${OWED_FIRST_CYCLE} 元：请充值以结清欠款`,
        isLink: true,
        isNew: true,
      }),
    ]);
    // another merchant never sees it, nor can it mark it read
    const demo = await t.login();
    const demoNotices = await t.get<{ list: NewsItem[] }>('/merchant/api-news/list', {}, demo);
    expect(demoNotices.body.data.list.some((n) => n.href === '/overdueAmount')).toBe(false);
    const foreign = await t.post('/merchant/api-news/read', { id: reminder[0]?.id ?? 0 }, demo);
    expect(foreign.body.code).toBe('404');
  });

  it('comes again at the next billing date that leaves an amount owed, with the new total', async () => {
    const m = await owingMerchant('owes2');
    const { mailer, sent } = capturingMailer();
    await remindOwed({ db: t.db, mailer }, t.clock.now());
    t.clock.advance(BILLING_CYCLE_MS);
    await runBillingPass(t.db, t.clock.now());
    await remindOwed({ db: t.db, mailer }, t.clock.now());
    await remindOwed({ db: t.db, mailer }, t.clock.now());
    expect((await remindersOf(m.customerId)).map((r) => r.owed_minor)).toEqual([25_100, 50_200]);
    expect(mailTo(sent, 'owes2@example.com').map((mail) => mail.subject)).toEqual([
      'Amount owed: 251.00 CNY',
      'Amount owed: 502.00 CNY',
    ]);
  });

  it('is not sent for a billing date whose charges the balance paid', async () => {
    const m = await billedMerchant(t, 'payer', '1000.00');
    await receiveStock(t, m, 1000);
    t.clock.advance(60_000);
    await runBillingPass(t.db, t.clock.now());
    t.clock.advance(BILLING_CYCLE_MS);
    await runBillingPass(t.db, t.clock.now());
    const { mailer, sent } = capturingMailer();
    await remindOwed({ db: t.db, mailer }, t.clock.now());
    expect(await remindersOf(m.customerId)).toEqual([]);
    expect(mailTo(sent, 'payer@example.com')).toEqual([]);
  });

  it.each([
    ['e-mail off', 'balance_low.portal', true, 0, 'off'],
    ['portal off', 'balance_low.email', false, 1, 'sent'],
    ['both off', 'password_changed.email', false, 0, 'off'],
  ] as const)(
    'follows the balance-low preferences (%s)',
    async (name, notices, noticed, mailed, status) => {
      const username = `pref${name.replace(/\W/g, '')}`;
      const merchant = await t.registerMerchant(username);
      const headers = { token: merchant.token };
      const saved = await t.post('/merchant/api-setting/preference-notice', { notices }, headers);
      expect(saved.body.code).toBe('200');
      const m = await owingMerchantAfterRegistration(username, merchant);
      const { mailer, sent } = capturingMailer();
      await remindOwed({ db: t.db, mailer }, t.clock.now());
      expect(mailTo(sent, `${username}@example.com`)).toHaveLength(mailed);
      const [reminder] = await remindersOf(m.customerId);
      expect(reminder?.email_status).toBe(status);
      expect(reminder?.news_id !== null).toBe(noticed);
      const shown = (await noticesOf(username)).list.some((n) => n.href === '/overdueAmount');
      expect(shown).toBe(noticed);
    },
  );

  it('copies the overdue cc addresses and is written in the preferred language', async () => {
    const merchant = await t.registerMerchant('owescc');
    const headers = { token: merchant.token };
    await t.postQuery(
      '/merchant/api-default/edit-overdue-cc-email',
      { emails: 'finance@example.com' },
      headers,
    );
    await t.post(
      '/merchant/api-setting/preference-other',
      { language: 'zh', page_size: 20 },
      headers,
    );
    await owingMerchantAfterRegistration('owescc', merchant);
    const { mailer, sent } = capturingMailer();
    await remindOwed({ db: t.db, mailer }, t.clock.now());
    const [own] = mailTo(sent, 'owescc@example.com');
    const [copy] = mailTo(sent, 'finance@example.com');
    expect(own?.subject).toBe(`欠费提醒：${OWED_FIRST_CYCLE} 元`);
    expect(own?.text).toContain(`您共欠费 ${OWED_FIRST_CYCLE} 元`);
    expect(copy).toEqual(own && { ...own, to: 'finance@example.com' });
  });

  it('retries an e-mail the mail server refused at the next run, and gives up after the limit', async () => {
    const m = await owingMerchant('owesretry');
    const { mailer, sent, state } = capturingMailer();
    state.down = true;
    expect((await remindOwed({ db: t.db, mailer }, t.clock.now())).mailFailed).toBeGreaterThan(0);
    const [queued] = await remindersOf(m.customerId);
    expect(queued).toMatchObject({ email_status: 'pending', email_attempts: 1 });
    // the notice did not wait for the mail server
    expect(queued?.news_id).not.toBeNull();
    state.down = false;
    await remindOwed({ db: t.db, mailer }, t.clock.now());
    expect(mailTo(sent, 'owesretry@example.com')).toHaveLength(1);
    expect(await remindersOf(m.customerId)).toEqual([
      expect.objectContaining({ email_status: 'sent', email_attempts: 2 }),
    ]);

    const gives = await owingMerchant('owesgiveup');
    state.down = true;
    for (let run = 0; run < MAX_MAIL_ATTEMPTS + 2; run += 1)
      await remindOwed({ db: t.db, mailer }, t.clock.now());
    expect(await remindersOf(gives.customerId)).toEqual([
      expect.objectContaining({ email_status: 'failed', email_attempts: MAX_MAIL_ATTEMPTS }),
    ]);
  });
});

describe("the operator's billing run", () => {
  const mailDir = () => join(t.config.dataDir, 'mail');
  const mails = (): string[] => {
    try {
      return readdirSync(mailDir()).map((f) => readFileSync(join(mailDir(), f), 'utf8'));
    } catch {
      return [];
    }
  };

  it('reminds through the server mailer once, however often it is run', async () => {
    rmSync(mailDir(), { recursive: true, force: true });
    const m = await billedMerchant(t, 'opsowes', '71.00');
    await receiveStock(t, m, 1000);
    t.clock.advance(60_000);
    await t.ops('POST', '/merchant/api-ops/run-billing');
    t.clock.advance(BILLING_CYCLE_MS);
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await t.ops('POST', '/merchant/api-ops/run-billing'));
    expect(runs.map((r) => r.body.code)).toEqual(['200', '200', '200']);
    const [first, ...again] = runs.map(
      (r) => r.body.data as { reminders_sent: number; reminder_mails: number },
    );
    expect(first?.reminders_sent).toBeGreaterThanOrEqual(1);
    expect(again.every((d) => d.reminders_sent === 0 && d.reminder_mails === 0)).toBe(true);
    const own = mails().filter((mail) => mail.includes('To: opsowes@example.com'));
    expect(own).toHaveLength(1);
    expect(own[0]).toContain(`Subject: Amount owed: ${OWED_FIRST_CYCLE} CNY`);
  });
});

/** owingMerchant for a merchant the test registered itself (to set its preferences first). */
async function owingMerchantAfterRegistration(
  username: string,
  registered: { readonly customerId: number; readonly token: string },
) {
  const m = await billedMerchant(t, username, '71.00', registered);
  await receiveStock(t, m, 1000);
  t.clock.advance(60_000);
  await runBillingPass(t.db, t.clock.now());
  t.clock.advance(BILLING_CYCLE_MS);
  await runBillingPass(t.db, t.clock.now());
  return m;
}
