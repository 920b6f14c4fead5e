import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Language, MessageCode } from '@portal/domain';
import { formatMoney } from '@portal/domain';
import { translate } from '@portal/i18n';
import { DEMO, englishUiTextsShown, loginAs, operator } from './helpers';
import { newActiveMerchant } from './new-merchant';
import { setUpStockViaApi } from './stock-steps';
import type { MerchantHeaders } from './storage-api';
import { merchant } from './storage-api';
import { oneMugOrderFields } from './order-fields';

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
  // the portal's header is there (a new merchant may land elsewhere than the demo merchant)
  await expect(
    page.getByRole('button', { name: translate('en', 'UI.HEADER.RECHARGE') }),
  ).toBeVisible();
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

/** An order of one unit of `sku` made through the merchant API, pending submit; its id and number. */
async function pendingOrderViaApi(
  request: APIRequestContext,
  headers: MerchantHeaders,
  warehouseId: number,
  sku: string,
  reference: string,
) {
  const created = await merchant(
    request,
    headers,
    'POST',
    '/merchant/api-orders/create',
    oneMugOrderFields(warehouseId, sku, reference),
  );
  return { id: String(created['id']), orderNo: String(created['order_no']) };
}

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

for (const language of LANGUAGES) {
  test(`an order waiting for funds resumes by itself once a top-up is credited (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = textsOf(language);
    const cny = (minor: number) => formatMoney({ amount: minor, currency: 'CNY' }, language);
    // a new merchant (500.00 CNY credited) whose plan takes 491.00 of it: 9.00 CNY is left,
    // less than an order's fees
    const m = await newActiveMerchant(request);
    const { headers, warehouseId } = m.session;
    await merchant(request, headers, 'POST', '/merchant/api-plan/activate', {
      warehouse_id: String(warehouseId),
      storage: '4.0',
      sku_count: '1',
      plan_items: '100',
    });
    const sku = newSku('OJF', language);
    await setUpStockViaApi(request, sku, 3, 3, m.session);
    const order = await pendingOrderViaApi(request, headers, warehouseId, sku, `E2E-${sku}`);
    await openPortal(page, m, language);
    await expect(page.getByRole('banner').getByText(cny(900))).toBeVisible();

    // submitted from its view: stock and plan-items are there, the money is not
    await page.goto(`/order/view/${order.id}`);
    await expect(statusBadge(page, language, 'PENDING_SUBMIT')).toBeVisible();
    await page
      .getByRole('button', {
        name: text('UI.ORDER.ACTION_ON', {
          action: text('UI.ORDER.ACTION.SUBMIT'),
          order: order.orderNo,
        }),
      })
      .click();
    await expect(statusBadge(page, language, 'ABNORMAL')).toBeVisible();
    const waiting = page.getByText(
      text('UI.ORDER.VIEW.ABNORMAL', { reason: text('ORDER_ABNORMAL.INSUFFICIENT_FUND') }),
    );
    await expect(waiting).toBeVisible();

    // the provider credits a transfer: the order resumes in the same step, nobody submits it
    await operator(request, 'confirm-top-up', {
      customer_id: m.customerId,
      amount: '300.00',
      reference: `${sku}-top-up`,
    });
    await page.reload();
    await expect(statusBadge(page, language, 'PROCESSING')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    const history = page.getByRole('region', { name: text('UI.ORDER.VIEW.EVENTS') });
    await expect(
      history
        .getByRole('listitem')
        .filter({ hasText: text('UI.ORDER.VIEW.ACTOR.SYSTEM') })
        .filter({
          hasText: `${text('UI.ORDER.STATUS.ABNORMAL')} → ${text('UI.ORDER.STATUS.PROCESSING')}`,
        }),
    ).toHaveCount(1);

    // the charge is in the transactions, named by the order, and leaves 309.00 less the fees
    const view = await merchant(request, headers, 'GET', '/merchant/api-orders/view', {
      id: order.id,
    });
    const total = (view['fees'] as { total: { amount: number } }).total.amount;
    expect(total).toBeGreaterThan(900);
    await page.goto('/account/warehouse/recharge');
    const charge = page
      .getByRole('region', { name: text('UI.RECHARGE.TRANSACTIONS') })
      .getByRole('row')
      .filter({ hasText: text('UI.RECHARGE.KIND_CHARGE') })
      .filter({ hasText: order.orderNo });
    await expect(charge.getByRole('cell', { name: cny(-total), exact: true })).toBeVisible();
    await expect(
      charge.getByRole('cell', { name: cny(900 + 30_000 - total), exact: true }),
    ).toBeVisible();
    if (language === 'zh') await expect.poll(() => englishUiTextsShown(page)).toEqual([]);
  });
}

for (const language of LANGUAGES) {
  test(`interceptions as the merchant sees them: one accepted and its charge refunded, one refused (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const text = textsOf(language);
    const cny = (minor: number) => formatMoney({ amount: minor, currency: 'CNY' }, language);
    const sku = newSku('OJI', language);
    const { headers, warehouseId } = await setUpStockViaApi(request, sku, 4, 4);
    const submitted = async (tag: string) => {
      const order = await pendingOrderViaApi(
        request,
        headers,
        warehouseId,
        sku,
        `E2E-${sku}-${tag}`,
      );
      const moved = await merchant(request, headers, 'POST', '/merchant/api-orders/submit', {
        id: order.id,
      });
      expect(moved['status']).toBe('processing');
      return order;
    };
    const accepted = await submitted('A');
    const refused = await submitted('R');
    // the warehouse has packed the second one already
    await operator(request, 'order-step', {
      order_id: refused.id,
      action: 'pack',
      tracking_no: '',
    });
    await openPortal(page, DEMO, language);
    const requested = page.getByText(text('UI.ORDER.VIEW.INTERCEPT_REQUESTED'));

    /** The merchant asks the warehouse to intercept the order, from its view. */
    const askInterception = async (order: { id: string; orderNo: string }) => {
      await page.goto(`/order/view/${order.id}`);
      await page
        .getByRole('button', {
          name: text('UI.ORDER.ACTION_ON', {
            action: text('UI.ORDER.ACTION.INTERCEPT'),
            order: order.orderNo,
          }),
        })
        .click();
      const dialog = page.getByRole('dialog', {
        name: text('UI.ORDER.STOP.INTERCEPT_TITLE', { order: order.orderNo }),
      });
      await dialog
        .getByLabel(text('UI.ORDER.STOP.REASON'), { exact: true })
        .selectOption('edit_order_information');
      await dialog.getByRole('button', { name: text('UI.ORDER.STOP.CONFIRM') }).click();
      await expect(dialog).toBeHidden();
      await expect(requested).toBeVisible();
    };

    // accepted: back to draft, to be edited, and the fees charged at submission refunded
    const fees = await merchant(request, headers, 'GET', '/merchant/api-orders/view', {
      id: accepted.id,
    });
    const total = (fees['fees'] as { total: { amount: number } }).total.amount;
    await askInterception(accepted);
    await expect(statusBadge(page, language, 'PROCESSING')).toBeVisible();
    await operator(request, 'order-intercept', { order_id: accepted.id, accept: '1' });
    await page.reload();
    await expect(statusBadge(page, language, 'DRAFT')).toBeVisible();
    await expect(requested).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('UI.ORDER.ACTION.EDIT') })).toBeVisible();
    await page.getByRole('link', { name: text('UI.ORDER.ENTRIES.OPEN') }).click();
    const money = page.getByRole('table', { name: text('UI.ORDER.ENTRIES.MONEY') });
    const row = (kind: string) =>
      money.getByRole('row').filter({ hasText: text(`UI.ORDER.ENTRIES.${kind}`) });
    await expect(
      row('KIND_CHARGE').getByRole('cell', { name: cny(-total), exact: true }),
    ).toBeVisible();
    await expect(
      row('KIND_REFUND').getByRole('cell', { name: cny(total), exact: true }),
    ).toBeVisible();

    // refused: the order carries on, packed, and the merchant is told
    await askInterception(refused);
    await expect(statusBadge(page, language, 'PACKED')).toBeVisible();
    await operator(request, 'order-intercept', { order_id: refused.id, accept: '0' });
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: text('ORDER.INTERCEPT_FAILED') }),
    ).toBeVisible();
    await expect(statusBadge(page, language, 'PACKED')).toBeVisible();
    await expect(requested).toHaveCount(0);
    await page.getByRole('link', { name: text('UI.ORDER.ENTRIES.OPEN') }).click();
    await expect(row('KIND_CHARGE')).toHaveCount(1);
    await expect(row('KIND_REFUND')).toHaveCount(0);
    if (language === 'zh') await expect.poll(() => englishUiTextsShown(page)).toEqual([]);
  });
}
