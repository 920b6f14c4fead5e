import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Language, MessageCode } from '@portal/domain';
import { translate } from '@portal/i18n';
import { DEMO, englishUiTextsShown, LANDING, loginAs, operator } from './helpers';
import { setUpStockViaApi } from './stock-steps';
import { merchant } from './storage-api';

// Issue 12's and issue 14's order journeys as the merchant sees them, in each language: an order
// through its whole life, an order waiting for funds that resumes by itself once a top-up is
// credited, and an interception accepted and one refused. The warehouse's steps are the operator
// API's; each test has its own SKUs (or its own merchant), so the specs never share an order.

const LANGUAGES: readonly Language[] = ['en', 'zh'];

/** The texts of the screens in `language`, from the catalogs the web app reads. */
const textsOf =
  (language: Language) =>
  (code: string, params?: MessageCode['params']): string =>
    translate(language, params === undefined ? code : { code, params });

/** Logs in and, for Chinese, switches the interface (the header's button names the other language). */
async function openPortal(
  page: Page,
  user: { username: string; password: string },
  language: Language,
) {
  const text = textsOf(language);
  await loginAs(page, user);
  await expect(page).toHaveURL(LANDING);
  if (language === 'zh') {
    await page.getByRole('button', { name: 'Switch language' }).click();
    await expect(page.getByRole('button', { name: text('UI.HEADER.RECHARGE') })).toBeVisible();
  }
}

/** The order view's status badge, as the merchant reads it. */
const statusBadge = (page: Page, language: Language, status: string) => {
  const text = textsOf(language);
  return page.getByRole('status').filter({
    hasText: `${text('UI.ORDER.FIELD.STATUS')}: ${text(`UI.ORDER.STATUS.${status}`)}`,
  });
};

const escapeRegExp = (raw: string) => raw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A new SKU name for this test and language (the SKUs of the demo merchant are shared). */
const newSku = (tag: string, language: Language) =>
  `${tag}${language}${Date.now().toString(36)}`.toUpperCase();

for (const language of LANGUAGES) {
  test(`an order through its life: created, quoted, submitted, packed, shipped, delivered (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = textsOf(language);
    const sku = newSku('OJL', language);
    // five good units of a new SKU in the demo merchant's warehouse (its plan is bought)
    const { headers } = await setUpStockViaApi(request, sku, 5, 5);
    await openPortal(page, DEMO, language);

    // the form's labels read exactly (the Chinese "名" is inside other labels too)
    const field = (code: string) => page.getByLabel(text(code), { exact: true });
    await page.goto('/order/create');
    const skuPicker = page.getByLabel(text('UI.ORDER.FORM.LINE_SKU', { n: 1 }));
    await expect(skuPicker.getByRole('option', { name: new RegExp(sku) })).toHaveCount(1);
    await field('UI.ORDER.FIELD.COUNTRY').selectOption('US');
    await field('UI.ORDER.FIELD.FIRST_NAME').fill('Ada');
    await field('UI.ORDER.FIELD.LAST_NAME').fill('Lovelace');
    await field('UI.ORDER.FIELD.PHONE').fill('2125550123');
    await field('UI.ORDER.FIELD.STATE').fill('NY');
    await field('UI.ORDER.FIELD.CITY').fill('New York');
    await field('UI.ORDER.FIELD.POSTCODE').fill('10001');
    await field('UI.ORDER.FIELD.ADDRESS_LINE1').fill('350 Fifth Avenue');
    await skuPicker.selectOption(sku);
    await page.getByLabel(text('UI.ORDER.FORM.LINE_QUANTITY', { n: 1 })).fill('2');
    await page.getByLabel(text('UI.ORDER.FORM.LINE_DECLARED_VALUE', { n: 1 })).fill('12.50');

    // the quote: each shipping method's fees and total, one of them chosen
    await page.getByRole('button', { name: text('UI.ORDER.QUOTE.GET') }).click();
    const card = page.getByRole('article').filter({ hasText: 'US-STD' });
    await expect(card.getByText(text('UI.ORDER.QUOTE.TOTAL'))).toBeVisible();
    // the card's button names the method by its name ("Use …"), read from the catalog's text
    const [usePrefix = ''] = text('UI.ORDER.QUOTE.CHOOSE_CHANNEL', { method: '\u0000' }).split(
      '\u0000',
    );
    await card.getByRole('button', { name: new RegExp(`^${escapeRegExp(usePrefix)}`) }).click();
    await expect(
      page.getByLabel(text('UI.ORDER.FIELD.SHIPPING_METHOD'), { exact: true }),
    ).toHaveValue('US-STD');

    // submitted: stock, plan-items and fees are covered, so the warehouse has it at once
    await page.getByRole('button', { name: text('UI.ORDER.FORM.SUBMIT'), exact: true }).click();
    await expect(page).toHaveURL(/\/order\/view\/\d+$/);
    await expect(statusBadge(page, language, 'PROCESSING')).toBeVisible();
    const id = /(\d+)$/.exec(page.url())?.[1] ?? '';
    const view = await merchant(request, headers, 'GET', '/merchant/api-orders/view', { id });
    const orderNo = String(view['order_no']);
    const fees = page.getByRole('region', { name: text('UI.ORDER.VIEW.FEES') });
    await expect(fees.getByText(text('UI.ORDER.QUOTE.TOTAL'))).toBeVisible();

    // the warehouse packs, ships and delivers it; the merchant's view follows each step
    const tracking = `1Z${sku}`;
    const steps = [
      { action: 'pack', status: 'PACKED' },
      { action: 'ship', status: 'SHIPPED' },
      { action: 'deliver', status: 'DELIVERED' },
    ] as const;
    for (const step of steps) {
      const moved = await operator(request, 'order-step', {
        order_id: id,
        action: step.action,
        tracking_no: step.action === 'ship' ? tracking : '',
      });
      expect(moved['order_no']).toBe(orderNo);
      await page.reload();
      await expect(statusBadge(page, language, step.status)).toBeVisible();
    }
    await expect(
      page
        .getByRole('region', { name: text('UI.ORDER.VIEW.DETAILS'), exact: true })
        .getByText(tracking, { exact: true }),
    ).toBeVisible();
    // the history names the operator's three steps, the last one into "delivered"
    const history = page.getByRole('region', { name: text('UI.ORDER.VIEW.EVENTS') });
    await expect(
      history
        .getByRole('listitem')
        .filter({ hasText: text('UI.ORDER.VIEW.ACTOR.OPERATOR') })
        .filter({ hasText: `→ ${text('UI.ORDER.STATUS.DELIVERED')}` }),
    ).toHaveCount(1);
    await expect(
      history.getByRole('listitem').filter({ hasText: text('UI.ORDER.VIEW.ACTOR.OPERATOR') }),
    ).toHaveCount(3);
    // no step offers to stop a delivered order
    await expect(
      page.getByRole('button', {
        name: text('UI.ORDER.ACTION_ON', {
          action: text('UI.ORDER.ACTION.INTERCEPT'),
          order: orderNo,
        }),
      }),
    ).toHaveCount(0);
    if (language === 'zh') await expect.poll(() => englishUiTextsShown(page)).toEqual([]);
  });
}
