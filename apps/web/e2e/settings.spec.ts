import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_KEY } from '../playwright.config';
import { apiLogin, captchaAnswer, DEMO, envelopeData, loginAs, operator } from './helpers';
import { merchant } from './storage-api';

/** A merchant registered through the API: identity passed, topped up, Shenzhen approved. */
async function activeMerchant(request: APIRequestContext, prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}`;
  const password = 'Secret1234';
  const captcha = await envelopeData(await request.post('/api/register/captcha'));
  await envelopeData(
    await request.post('/api/register/register', {
      form: {
        username,
        name: 'Settings Trading',
        email: `${username}@example.com`,
        password,
        password_confirmation: password,
        agreement: '1',
        captcha_key: String(captcha['captcha_key']),
        captcha: await captchaAnswer(request, String(captcha['captcha_key'])),
      },
    }),
    'register',
  );
  const login = await apiLogin(request, username, password);
  const customerId = String(login['customer_id']);
  const headers = { token: String(login['token']) };
  await merchant(request, headers, 'GET', '/api/customer/addUnaudited', {
    type: 'individual',
    real_name: 'Li Lei',
    certificate_type: 'Passport',
    certificate_number: 'E12345678',
  });
  await operator(request, 'approve-verification', { customer_id: customerId });
  const warehouses = (await merchant(
    request,
    headers,
    'GET',
    '/merchant/api-account/warehouses',
  )) as unknown as { value: number; name: string }[];
  const shenzhen = warehouses.find((w) => w.name === 'Shenzhen');
  await merchant(request, headers, 'POST', '/api/customer/activeWarehouse', {
    warehouse_id: String(shenzhen?.value),
  });
  // the activation ends with a top-up: the provider credits an opening amount
  await operator(request, 'confirm-top-up', {
    customer_id: customerId,
    amount: '100.00',
    reference: `${username}-opening`,
  });
  const applications = await envelopeData(
    await request.get('/merchant/api-ops/warehouse-applications', {
      headers: { 'x-operator-key': E2E_OPERATOR_KEY },
      params: { page_size: '100' },
    }),
  );
  const application = (applications['list'] as { id: number; customer_id: number }[]).find(
    (row) => String(row.customer_id) === customerId,
  );
  await operator(request, 'approve-warehouse', { application_id: String(application?.id) });
  return { username, password };
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/provider/logout-en.html');
}

test('a merchant changes its password and logs in again with the new one (en)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const m = await activeMerchant(request, 'pw');
  await loginAs(page, m);
  await page.goto('/setting/user/account');
  await expect(page.getByText(`${m.username}@example.com`)).toBeVisible();
  await expect(page.getByText('*****5678')).toBeVisible();

  await page.goto('/setting/user/changePassword');
  await page.getByLabel('Current password').fill('Wrong12345');
  await page.getByLabel('New password', { exact: true }).fill('Better12345');
  await page.getByLabel('Confirm the new password').fill('Better12345');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText('The current password is wrong')).toBeVisible();
  await page.getByLabel('Current password').fill(m.password);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText('Password changed. Your other sessions were ended.')).toBeVisible();

  await logOut(page);
  await loginAs(page, { username: m.username, password: 'Better12345' });
  await expect(page).not.toHaveURL(/\/login/);
});

test('an address added to the book fills the order form recipient (zh)', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO);
  await page.goto('/setting/user/addressManage');
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: '地址管理', exact: true })).toBeVisible();
  const name = `Ada Lovelace${Date.now().toString(36).slice(-4)}`.slice(0, 20);
  await page.getByLabel('联系人').fill(name);
  await page.getByLabel('电话').fill('2125550123');
  await page.getByLabel('国家代码').fill('US');
  await page.getByLabel('城市').fill('New York');
  await page.getByLabel('邮编').fill('10001');
  await page.getByLabel('地址', { exact: true }).fill('350 Fifth Avenue');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.goto('/order/create');
  await page.getByRole('button', { name: '从地址簿选择' }).click();
  await page.getByRole('button', { name: `使用 ${name}` }).click();
  await expect(page.getByLabel('名', { exact: true })).toHaveValue('Ada');
  await expect(page.getByLabel('城市')).toHaveValue('New York');
  await expect(page.getByLabel('邮编')).toHaveValue('10001');
});

// Failed after this stop's merges (the next login stayed in English); tracked in the closing note.
test('a saved language and page size take effect at the next login (en, then zh)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const m = await activeMerchant(request, 'pref');
  await loginAs(page, m);
  await page.goto('/setting/preference/other');
  await page.getByLabel('Language at login').selectOption('zh');
  await page.getByLabel('Rows per list page').selectOption('50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await logOut(page);
  await loginAs(page, m);
  await page.goto('/setting/notification/notice');
  await expect(page.getByRole('heading', { name: '消息通知', exact: true })).toBeVisible();
  await expect(page.getByLabel('每页条数')).toHaveValue('50');
});
