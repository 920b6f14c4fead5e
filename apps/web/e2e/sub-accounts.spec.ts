import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, envelopeData, expectNoSeriousViolations, loginAs } from './helpers';
import { demoSession } from './storage-api';

// Sub-accounts and roles in the browser (issue 15, ADR 0035): the main account makes a custom
// role (product view, order view and add) and a sub-account holding it; the sub-account logs in
// with the customer ID and sees only those areas, no button it may not use, the server refuses
// what the role does not grant, and an order it creates names it in the order's history.

test('a custom role limits what its sub-account sees and may do, in English and Chinese', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const roleName = `Packer ${stamp}`;
  const username = `pk${stamp}`;
  const password = 'Packer1234';

  await loginAs(page, DEMO);
  await page.goto('/setting/subAccount/role');
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Super admin/ })).toBeVisible();
  // the form's rules show before anything is sent
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Please choose at least one permission')).toBeVisible();
  await page.getByLabel('Role name').fill(roleName);
  await page.getByLabel('Description').fill('Looks at products, makes orders');
  // the grid from the keyboard: a labelled check box takes Space
  await page.getByRole('checkbox', { name: 'Products: View' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: 'Orders: View' }).check();
  await page.getByRole('checkbox', { name: 'Orders: Add' }).check();
  await expectNoSeriousViolations(page, { include: '#main-content' });
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('row', { name: new RegExp(roleName) })).toBeVisible();

  await page.goto('/setting/subAccount/account');
  await expect(page.getByRole('heading', { name: 'Sub-accounts', level: 1 })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Role').selectOption({ label: roleName });
  await page.getByLabel('Real name').fill('Li Packer');
  await page.getByLabel('E-mail').fill(`${username}@example.com`);
  await page.getByLabel('Phone').fill('13800000000');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password again').fill(password);
  await page.getByRole('button', { name: 'Save sub-account' }).click();
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText(roleName);
  await expect(row).toContainText('Enabled');
  await expectNoSeriousViolations(page, { include: '#main-content' });

  // the same screens in Chinese
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: '子账号管理', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('已启用');
  await page.goto('/setting/subAccount/role');
  await expect(page.getByRole('heading', { name: '角色管理', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /超级管理员/ })).toBeVisible();
  // a role a sub-account holds stays: the server's reason, in the page's language
  await page.getByRole('button', { name: `删除角色 ${roleName}` }).click();
  const ask = page.getByRole('dialog', { name: '删除该角色？' });
  await ask.getByRole('button', { name: '删除' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '该角色正被 1 个子账号使用，不能删除' }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(roleName) })).toBeVisible();

  // the sub-account, in its own browser context (English by default)
  const main = await apiLogin(request, DEMO.username, DEMO.password);
  const customerId = Number(main['customer_id']);
  const context = await browser.newContext();
  const sub = await context.newPage();
  await loginAs(sub, { username, password }, customerId);
  // the first page after login already shows its areas (the user info brings the list)
  await expect(
    sub.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Shipping' }),
  ).toBeVisible();
  await sub.goto('/order/list');
  await expect(sub.getByRole('heading', { name: 'Order list', level: 1 })).toBeVisible();
  const menu = sub.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Shipping' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Storage' }).click();
  await expect(menu.getByRole('button', { name: 'Products' })).toBeVisible();
  await expect(menu.getByText('Inbound notices (ASN)')).toHaveCount(0);
  await expect(menu.getByText('Inventory')).toHaveCount(0);
  // a product list it may read, without the create button it may not use
  await sub.goto('/warehouse/product/list');
  await expect(sub.getByRole('heading', { name: 'Product list', level: 1 })).toBeVisible();
  await expect(sub.getByRole('button', { name: 'Create product' })).toHaveCount(0);

  // the server refuses what the role does not grant, whatever the page shows: the house
  // envelope with code 403 (the HTTP status stays 200, as for every envelope)
  const subLogin = await envelopeData(
    await request.post('/api/login/loginson', {
      form: { username, password, customer_id: String(customerId) },
    }),
    'loginson',
  );
  const token = String(subLogin['token']);
  const refused = await request.get('/merchant/api-asn/list', { headers: { token } });
  const envelope = (await refused.json()) as { code: string; msg: string };
  expect(envelope.code).toBe('403');
  expect(envelope.msg).toContain('Your role does not allow this');
  const subList = await request.get('/merchant/api-subaccount/list', { headers: { token } });
  expect(((await subList.json()) as { code: string }).code).toBe('403');

  // an order it creates names it in the order's history
  const { warehouseId } = await demoSession(request);
  const created = await envelopeData(
    await request.post('/merchant/api-orders/create', {
      form: { warehouse_id: String(warehouseId), save_as: 'draft', reference_no: `SUB${stamp}` },
      headers: { token },
    }),
    'order create as the sub-account',
  );
  await sub.goto(`/order/view/${String(created['id'])}`);
  await expect(sub.getByRole('heading', { name: 'Order view', level: 1 })).toBeVisible();
  await expect(sub.getByRole('region', { name: 'History' })).toContainText(username);
  await context.close();
});
