import type { Language, MessageCode } from '@portal/domain';
import { formatMoney } from '@portal/domain';
import { translate } from '@portal/i18n';
import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_KEY } from '../playwright.config';
import { englishUiTextsShown, envelopeData, loginAs, operator } from './helpers';
import { newActiveMerchant, PNG } from './new-merchant';
import { createProductViaApi } from './storage-api';

// Issue 14's money journey of a new merchant, in each language: the screen texts come from the
// catalogs, so the same steps prove the English and the Chinese screens.

const LANGUAGES: readonly Language[] = ['en', 'zh'];

for (const language of LANGUAGES) {
  test(`a new merchant buys a plan, gets its product active, tops up and sees the transaction (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = (code: string, params?: MessageCode['params']) =>
      translate(language, params === undefined ? code : { code, params });
    const cny = (minor: number) => formatMoney({ amount: minor, currency: 'CNY' }, language);
    // a Chinese screen keeps none of the English interface's texts
    const expectAllInLanguage = async () => {
      if (language === 'zh') await expect.poll(() => englishUiTextsShown(page)).toEqual([]);
    };

    // registered, verified, 500.00 CNY credited and Shenzhen approved, all through the APIs
    const m = await newActiveMerchant(request);
    const sku = `MF-${language}-${Date.now().toString(36)}`.toUpperCase();
    const productId = await createProductViaApi(request, m.session, sku);
    const warehouseName = language === 'zh' ? String(m.warehouse?.cn_name) : 'Shenzhen';

    await loginAs(page, m);
    if (language === 'zh') {
      await page.getByRole('button', { name: 'Switch language' }).click();
      await expect(page.getByRole('button', { name: text('UI.HEADER.RECHARGE') })).toBeVisible();
    }

    // the plan screen: 0.5 CBM, 1 SKU and 100 plan-items cost 71.00 CNY a cycle
    await page.goto('/account/plan/list');
    await expect(
      page.getByRole('heading', { name: text('UI.PLAN.TITLE'), level: 1 }),
    ).toBeVisible();
    const card = page.getByRole('region', { name: warehouseName });
    await expect(card.getByText(text('UI.PLAN.STATUS_INACTIVE'))).toBeVisible();
    await page.getByLabel(text('UI.PLAN.STORAGE')).fill('0.5');
    await expect(page.getByText(text('UI.PLAN.NEW_FEE', { fee: cny(7_100) }))).toBeVisible();
    await page.getByRole('button', { name: text('UI.PLAN.ACTIVATE') }).click();
    await expect(card.getByText(text('UI.PLAN.STATUS_AWAITING_FIRST_CHECK_IN'))).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByText(cny(42_900))).toBeVisible();
    await expectAllInLanguage();

    // the provider approves the submitted product: the plan's SKU quota lets it become active
    const approved = await operator(request, 'approve-product', { product_id: String(productId) });
    expect(approved['status']).toBe('active');
    await page.goto(`/warehouse/product/detail/${productId}`);
    await expect(page.getByText(text('UI.PRODUCT.STATUS.ACTIVE'), { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: text('UI.PRODUCT.ACTION.DEACTIVATE') }),
    ).toBeVisible();
    await page.goto('/account/plan/list');
    await expect(card.getByText(text('UI.PLAN.SKUS_USED', { used: 1, total: 1 }))).toBeVisible();

    // a top-up request through the header's Recharge button, with its transfer proof
    await header.getByRole('button', { name: text('UI.HEADER.RECHARGE') }).click();
    await expect(
      page.getByRole('heading', { name: text('UI.RECHARGE.TITLE'), level: 1 }),
    ).toBeVisible();
    await page.getByLabel(text('UI.RECHARGE.AMOUNT')).fill('123.45');
    await page
      .getByLabel(text('UI.RECHARGE.METHOD'))
      .selectOption({ label: text('UI.RECHARGE.METHOD_BANK_TRANSFER') });
    await page.getByLabel(text('UI.RECHARGE.PROOF')).setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('button', { name: text('UI.RECHARGE.SUBMIT') }).click();
    const request_ = page
      .getByRole('row')
      .filter({ hasText: cny(12_345) })
      .first();
    await expect(
      request_.getByRole('cell', { name: text('UI.RECHARGE.STATUS_PENDING'), exact: true }),
    ).toBeVisible();

    // the provider finds the request in its queue and credits it
    const queue = await envelopeData(
      await request.get('/merchant/api-ops/top-ups', {
        headers: { 'x-operator-key': E2E_OPERATOR_KEY },
        params: { page_size: '100' },
      }),
      'top-ups',
    );
    const topUp = (
      queue['list'] as { id: number; customer_id: number; amount: { amount: number } }[]
    ).find((row) => String(row.customer_id) === m.customerId);
    expect(topUp?.amount.amount).toBe(12_345);
    const credited = await operator(request, 'credit-top-up', { top_up_id: String(topUp?.id) });
    expect(credited['balance']).toEqual({ amount: 55_245, currency: 'CNY' });

    // the merchant sees it credited, the transactions with their amounts and balances after, and
    // the header's balance
    await page.reload();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: text('UI.RECHARGE.STATUS_CREDITED') })
        .filter({ hasText: cny(12_345) }),
    ).toBeVisible();
    const transactions = page.getByRole('region', { name: text('UI.RECHARGE.TRANSACTIONS') });
    const topUpRow = transactions
      .getByRole('row')
      .filter({ hasText: text('UI.RECHARGE.KIND_TOP_UP') })
      .filter({ hasText: cny(12_345) });
    await expect(topUpRow.getByRole('cell', { name: cny(55_245), exact: true })).toBeVisible();
    const planFeeRow = transactions
      .getByRole('row')
      .filter({ hasText: text('UI.RECHARGE.KIND_PLAN_FEE') });
    await expect(planFeeRow.getByRole('cell', { name: cny(-7_100), exact: true })).toBeVisible();
    await expect(planFeeRow.getByRole('cell', { name: cny(42_900), exact: true })).toBeVisible();
    const opening = transactions
      .getByRole('row')
      .filter({ hasText: text('UI.RECHARGE.KIND_TOP_UP') })
      .filter({ hasText: cny(50_000) });
    await expect(opening.getByRole('cell', { name: cny(50_000), exact: true })).toHaveCount(2);
    await expect(header.getByText(cny(55_245))).toBeVisible();
    await expectAllInLanguage();
  });
}
