import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Language } from '@portal/domain';
import { translate } from '@portal/i18n';
import { E2E_PORT } from '../playwright.config';
import { DEMO, envelopeData, expectNoSeriousViolations, loginAs } from './helpers';
import type { Certificate } from './integrator';
import { openApiCall, signedBy, startReceiver, totp, totpStep } from './integrator';
import { newActiveMerchant } from './new-merchant';
import { setUpStockViaApi } from './stock-steps';
import { oneMugOrderFields } from './order-fields';

// Issue 16 in the browser, in both languages: an API certificate requested with a wrong then the
// right password, renewed; the open API called with it from this script, signed as an integrator
// signs (docs/guide/integrators.md); a webhook pointing at a receiver this test starts, its
// signed delivery checked and seen on the screen; two-factor sign-in turned on and a login with
// the code computed here from the secret shown.

const say =
  (language: Language) =>
  (code: string, params?: Record<string, string | number>): string =>
    translate(language, params === undefined ? code : { code, params });

/** The text a `{{name}}` template leaves around a value, as a pattern that captures the value. */
const capturing = (template: string): RegExp =>
  new RegExp(
    `^${template
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(\\S+)')}$`,
  );

/** Opens a page of the portal in the language (the toggle in the header, as a merchant does). */
async function inLanguage(page: Page, language: Language, path: string, heading: string) {
  await page.goto(path);
  if (language === 'zh') await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

for (const language of ['en', 'zh'] as const) {
  test(`an API certificate calls the open API, a webhook gets signed deliveries (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = say(language);
    const sku = `API${language.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const { warehouseId } = await setUpStockViaApi(request, sku, 5, 5);
    const receiver = await startReceiver();
    try {
      await loginAs(page, DEMO);
      await inLanguage(page, language, '/setting/developer/apiManage', t('UI.API_MANAGE.TITLE'));

      // request: orders read and write, a wrong password first
      await page
        .getByLabel(t('UI.API_MANAGE.AREA_ORDERS'), { exact: true })
        .selectOption({ label: t('UI.API_MANAGE.SCOPE_WRITE') });
      const password = page.getByLabel(t('UI.API_MANAGE.PASSWORD'));
      await password.fill('not-the-password');
      await page.getByRole('button', { name: t('UI.API_MANAGE.REQUEST') }).click();
      await expect(page.getByText(t('SERVER.WRONG_PASSWORD')).first()).toBeVisible();
      await password.fill(DEMO.password);
      await page.getByRole('button', { name: t('UI.API_MANAGE.REQUEST') }).click();
      const once = page.getByRole('region', { name: t('UI.API_MANAGE.KEY_ONCE_TITLE') });
      await expect(once).toBeVisible();
      const shown = once.locator('pre');
      const key = (await shown.innerText()).trim();
      const token =
        capturing(t('UI.API_MANAGE.KEY_ONCE_LABEL')).exec(
          (await shown.getAttribute('aria-label')) ?? '',
        )?.[1] ?? '';
      expect(key.length).toBeGreaterThan(20);
      expect(token).not.toBe('');
      await expectNoSeriousViolations(page, { include: '#main-content' });
      await once.getByRole('button', { name: t('UI.API_MANAGE.DONE') }).click();
      // the key is shown once: gone from the screen for good
      await expect(page.getByText(key)).toHaveCount(0);
      const certificate: Certificate = { token, key };

      // renew, after the question
      await page.getByRole('button', { name: t('UI.API_MANAGE.RENEW_ROW', { token }) }).click();
      const ask = page.getByRole('dialog', { name: t('UI.API_MANAGE.RENEW_TITLE') });
      await ask.getByRole('button', { name: t('UI.API_MANAGE.RENEW'), exact: true }).click();
      await expect(page.getByText(t('SERVER.CERTIFICATE_RENEWED'))).toBeVisible();

      // a webhook for order status changes, pointing at this test's receiver
      await page.getByRole('tab', { name: t('UI.API_MANAGE.TAB_WEBHOOKS') }).click();
      await page.getByLabel(t('UI.WEBHOOK.URL')).fill(receiver.url);
      await page.getByLabel(t('UI.WEBHOOK.EVENT_ORDER_STATUS_CHANGED')).check();
      await page.getByRole('button', { name: t('UI.WEBHOOK.REGISTER') }).click();
      const secretBox = page.getByRole('region', { name: t('UI.WEBHOOK.SECRET_ONCE_TITLE') });
      await expect(secretBox).toBeVisible();
      const secret = (await secretBox.locator('pre').innerText()).trim();
      await secretBox.getByRole('button', { name: t('UI.API_MANAGE.DONE') }).click();

      // the merchant's own system: a read, then an order created and submitted, all signed
      const listed = await openApiCall(
        request,
        certificate,
        'GET',
        '/open-api/v1/orders/list?page=1&page_size=20',
      );
      await envelopeData(listed, 'open API orders/list');
      const created = await envelopeData(
        await openApiCall(
          request,
          certificate,
          'POST',
          '/open-api/v1/orders/create',
          oneMugOrderFields(warehouseId, sku, `OPENAPI-${sku}`),
        ),
        'open API orders/create',
      );
      await envelopeData(
        await openApiCall(request, certificate, 'POST', '/open-api/v1/orders/submit', {
          id: String(created['id']),
        }),
        'open API orders/submit',
      );
      // a forged signature is refused
      const forged = await openApiCall(
        request,
        { token, key: `${key}x` },
        'GET',
        '/open-api/v1/orders/list',
      );
      expect(((await forged.json()) as { code: string }).code).toBe('401');

      // the receiver gets the status change, signed with the secret shown once
      await expect.poll(() => receiver.deliveries.length, { timeout: 90_000 }).toBeGreaterThan(0);
      const delivery = receiver.deliveries[0];
      expect(delivery?.headers['x-portal-event']).toBe('order.status_changed');
      expect(delivery !== undefined && signedBy(delivery, secret)).toBe(true);
      expect(delivery !== undefined && signedBy(delivery, `${secret}x`)).toBe(false);
      expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ event: 'order.status_changed' });

      // and the screen shows the delivery with its attempts and outcome
      await page
        .getByRole('button', { name: t('UI.WEBHOOK.DELIVERIES_ROW', { url: receiver.url }) })
        .click();
      const deliveries = page.getByRole('table', {
        name: t('UI.WEBHOOK.DELIVERIES_OF', { url: receiver.url }),
      });
      const delivered = deliveries
        .getByRole('row')
        .filter({ hasText: t('UI.WEBHOOK.EVENT_ORDER_STATUS_CHANGED') })
        .filter({ hasText: t('UI.WEBHOOK.DELIVERY_DELIVERED') });
      await expect(async () => {
        await page.getByRole('button', { name: t('UI.WEBHOOK.REFRESH') }).click();
        await expect(delivered.first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });

      // the call log: each call with its certificate, endpoint and outcome
      await page.getByRole('tab', { name: t('UI.API_MANAGE.TAB_CALLS') }).click();
      const calls = page.getByRole('table', { name: t('UI.API_MANAGE.CALLS') });
      await expect(
        calls
          .getByRole('row')
          .filter({ hasText: 'GET /open-api/v1/orders/list' })
          .filter({ hasText: `200 · ${t('UI.API_MANAGE.OUTCOME_OK')}` })
          .first(),
      ).toBeVisible();
      await expect(
        calls
          .getByRole('row')
          .filter({ hasText: `401 · ${t('UI.API_MANAGE.OUTCOME_SIGNATURE')}` })
          .first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page, { include: '#main-content' });
    } finally {
      await receiver.close();
    }
  });

  test(`two-factor sign-in is turned on, then the login asks for the code (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = say(language);
    const merchant = await newActiveMerchant(request);
    await loginAs(page, merchant);
    await inLanguage(page, language, '/setting/user/account', t('UI.SETTINGS_USER.ACCOUNT_TITLE'));

    await page.getByRole('button', { name: t('UI.TWO_FACTOR.START') }).click();
    await page.getByLabel(t('UI.TWO_FACTOR.PASSWORD')).fill(merchant.password);
    await page.getByRole('button', { name: t('UI.TWO_FACTOR.START') }).click();
    await expect(page.getByRole('img', { name: t('UI.TWO_FACTOR.QR') })).toBeVisible();
    const secret = (await page.getByLabel(t('UI.TWO_FACTOR.SECRET')).innerText()).replace(
      /\s/g,
      '',
    );
    const confirmedAt = totpStep();
    await page.getByLabel(t('UI.TWO_FACTOR.CODE')).fill(totp(secret, confirmedAt));
    await page.getByRole('button', { name: t('UI.TWO_FACTOR.CONFIRM') }).click();
    const codes = page.getByRole('region', { name: t('UI.TWO_FACTOR.RECOVERY_TITLE') });
    await expect(codes).toBeVisible();
    expect((await codes.locator('pre').innerText()).trim().split('\n').length).toBeGreaterThan(1);
    await expectNoSeriousViolations(page, { include: '#main-content' });
    await codes.getByRole('button', { name: t('UI.TWO_FACTOR.DONE') }).click();
    await expect(page.getByText(t('UI.TWO_FACTOR.ON'))).toBeVisible();

    // a new browser: the password, then the code of the app
    const context = await browser.newContext();
    if (language === 'zh')
      await context.addCookies([
        { name: 'language', value: 'zh', url: `http://127.0.0.1:${E2E_PORT}` },
      ]);
    const login = await context.newPage();
    try {
      await login.goto('/login');
      await login.getByLabel(t('UI.LOGIN.USERNAME')).fill(merchant.username);
      await login.getByLabel(t('UI.LOGIN.PASSWORD'), { exact: true }).fill(merchant.password);
      await login.getByRole('button', { name: t('UI.LOGIN.SUBMIT') }).click();
      const code = login.getByLabel(t('UI.LOGIN_CODE.CODE'));
      await expect(code).toBeVisible();
      // the code that confirmed the set-up was used once: wait for the app's next code
      await expect.poll(() => totpStep(), { timeout: 45_000 }).toBeGreaterThan(confirmedAt);
      await code.fill(totp(secret));
      await login.getByRole('button', { name: t('UI.LOGIN_CODE.SUBMIT') }).click();
      await expect(login.getByText(t('UI.LOGIN.SIGNING_IN'))).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
