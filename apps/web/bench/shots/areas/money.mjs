// The money guide's screens (docs/guide/money.md): plans, recharge with its transactions, and
// the overdue amount.
import { call, loggedIn, shoot, BASE } from '../harness.mjs';

// a 1x1 transparent PNG, a real image for the server's content sniffing (the transfer proof)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const TEXTS = {
  en: {
    plan: 'My plan',
    recharge: 'Recharge',
    amount: 'Amount (CNY)',
    method: 'Payment method',
    alipay: 'Alipay',
    proof: 'Transfer proof (JPG, PNG or GIF, at most 2 MB)',
    submit: 'Submit top-up request',
    overdue: 'Overdue amount',
  },
  zh: {
    plan: '我的套餐',
    recharge: '充值',
    amount: '金额（人民币）',
    method: '付款方式',
    alipay: '支付宝',
    proof: '转账凭证（JPG、PNG 或 GIF，不超过 2 MB）',
    submit: '提交充值申请',
    overdue: '欠费金额',
  },
};

/** Asks for a top-up through the recharge screen, as the merchant does. */
async function requestTopUp(page, texts, amount) {
  await page.getByLabel(texts.amount).fill(amount);
  await page.getByLabel(texts.method).selectOption({ label: texts.alipay });
  await page.getByLabel(texts.proof).setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: texts.submit }).click();
  await page.getByRole('cell', { name: new RegExp(`^${amount.replace('.', '\\.')} `) }).waitFor();
}

let seeded = false;

/** Shoots this area in one language; `browser` is a launched Chromium. */
export default async function moneyShots(browser, language) {
  const texts = TEXTS[language];
  const { context, page } = await loggedIn(browser, language);

  await page.goto(`${BASE}/account/plan/list`);
  await page.getByRole('heading', { name: texts.plan, level: 1 }).waitFor();
  await shoot(page, 'money-plans', language, { fullPage: true });

  await page.goto(`${BASE}/account/warehouse/recharge`);
  await page.getByRole('heading', { name: texts.recharge, level: 1 }).waitFor();
  if (!seeded) {
    // one request the provider credited (a top-up row in the transactions), one still pending
    await requestTopUp(page, texts, '300.00');
    const queue = await call(context.request, 'GET', '/merchant/api-ops/top-ups', {
      operator: true,
      params: { page_size: '100' },
    });
    const mine = queue.list.find((row) => row.username === 'demo' && row.amount.amount === 30_000);
    await call(context.request, 'POST', '/merchant/api-ops/credit-top-up', {
      operator: true,
      form: { top_up_id: String(mine.id) },
    });
    await requestTopUp(page, texts, '150.00');
    seeded = true;
    await page.reload();
    await page.getByRole('heading', { name: texts.recharge, level: 1 }).waitFor();
  }
  await page
    .getByRole('cell', { name: /^300\.00 / })
    .first()
    .waitFor();
  await shoot(page, 'money-recharge', language, { fullPage: true });

  await page.goto(`${BASE}/overdueAmount`);
  await page.getByRole('heading', { name: texts.overdue, level: 1 }).waitFor();
  await shoot(page, 'money-overdue', language, { fullPage: true });
  await context.close();
}
