import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_KEY } from '../playwright.config';
import { apiLogin, DEMO, envelopeData, loginAs, operator } from './helpers';
import { newActiveMerchant, PNG } from './new-merchant';
import { createProductViaApi, merchant } from './storage-api';

test('a new merchant activates a plan, so the product the provider approves becomes active', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const m = await newActiveMerchant(request);
  const productId = await createProductViaApi(request, m.session, 'PLAN-E2E-1');
  // without a plan the approval is refused with the spec's message
  const refused = await request.post('/merchant/api-ops/approve-product', {
    form: { product_id: String(productId) },
    headers: { 'x-operator-key': E2E_OPERATOR_KEY },
  });
  expect(((await refused.json()) as { msg: string }).msg).toBe(
    'SKU activation failed due to plan quota',
  );

  await loginAs(page, m);
  await page.goto('/account/plan/list');
  const shenzhen = page.getByRole('region', { name: 'Shenzhen' });
  await expect(shenzhen.getByText('Not activated')).toBeVisible();
  await page.getByLabel('Storage space (CBM)').fill('0.55');
  await page.getByRole('button', { name: 'Activate plan' }).click();
  await expect(page.getByText('The storage space must be a multiple of 0.1 CBM.')).toBeVisible();
  await page.getByLabel('Storage space (CBM)').fill('0.5');
  await expect(page.getByText('Fee per cycle of these terms: 71.00 CNY')).toBeVisible();
  await page.getByRole('button', { name: 'Activate plan' }).click();
  await expect(shenzhen.getByText('Activated, cycle starts at the first check-in')).toBeVisible();
  await expect(page.getByText('429.00 CNY').first()).toBeVisible();

  const approved = await operator(request, 'approve-product', { product_id: String(productId) });
  expect(approved['status']).toBe('active');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Shenzhen' }).getByText('1 of 1 SKUs'),
  ).toBeVisible();
  await page.goto('/account/plan/log');
  await expect(page.getByRole('cell', { name: 'Activated' })).toBeVisible();
});

test('a top-up request confirmed twice by the provider credits the balance once (in Chinese)', async ({
  page,
  request,
}) => {
  const demo = await apiLogin(request, DEMO.username, DEMO.password);
  const headers = { token: String(demo['token']) };
  const balance = async () =>
    Number(
      (
        (await merchant(request, headers, 'GET', '/merchant/api-account/user-info'))[
          'userInfo'
        ] as {
          amount_minor: number;
        }
      ).amount_minor,
    );
  const before = await balance();

  await loginAs(page, DEMO);
  await page.goto('/account/warehouse/recharge');
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: '充值', exact: true })).toBeVisible();
  await page.getByLabel('金额（人民币）').fill('123.45');
  await page.getByLabel('付款方式').selectOption({ label: '支付宝' });
  await page.getByLabel('转账凭证（JPG、PNG 或 GIF，不超过 2 MB）').setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: '提交充值申请' }).click();
  const row = page.getByRole('row').filter({ hasText: '123.45 元' });
  await expect(row.getByRole('cell', { name: '待确认' })).toBeVisible();

  const queue = await envelopeData(
    await request.get('/merchant/api-ops/top-ups', {
      headers: { 'x-operator-key': E2E_OPERATOR_KEY },
      params: { page_size: '100' },
    }),
  );
  const topUp = (queue['list'] as { id: number; amount: { amount: number } }[]).find(
    (r) => r.amount.amount === 12_345,
  );
  expect(topUp).toBeDefined();
  const [first, second] = await Promise.all([
    operator(request, 'credit-top-up', { top_up_id: String(topUp?.id) }),
    operator(request, 'credit-top-up', { top_up_id: String(topUp?.id) }),
  ]);
  expect(first['ledger_id']).toBe(second['ledger_id']);
  expect(await balance()).toBe(before + 12_345);

  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: '123.45 元' }).getByRole('cell', { name: '已入账' }),
  ).toBeVisible();
});
