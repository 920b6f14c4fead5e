import { expect, test } from '@playwright/test';
import { DEMO, englishUiTextsShown, expectNoSeriousViolations, LANDING, loginAs } from './helpers';
import { setUpStockViaApi } from './stock-steps';

// The outbound order journey in the browser (issue 12): an order made in the form, quoted,
// submitted for more than the stock holds (so it waits, abnormal), read in its view, cancelled
// back to draft with a reason, then the same order read in Chinese.

test('create → quote → submit → view → cancel, then the order in Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sku = `ORD${Date.now().toString(36).toUpperCase()}`;
  // eight good units of a new SKU in the demo merchant's warehouse
  await setUpStockViaApi(request, sku, 10, 8);
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);

  await page.goto('/order/create');
  await expect(page.getByRole('heading', { name: 'Create order', level: 1 })).toBeVisible();
  const skuPicker = page.getByLabel('SKU of product 1');
  await expect(
    skuPicker.getByRole('option', { name: new RegExp(`${sku} .*8 available`) }),
  ).toHaveCount(1);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Phone').fill('2125550123');
  await page.getByLabel('State / province').fill('NY');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Postcode').fill('10001');
  await page.getByLabel('Address line 1').fill('350 Fifth Avenue');
  await skuPicker.selectOption(sku);
  await page.getByLabel('Quantity of product 1').fill('9');
  await page.getByLabel('Unit declared value of product 1').fill('12.50');

  await page.getByRole('button', { name: 'Get quote' }).click();
  const card = page.getByRole('article').filter({ hasText: 'US-STD' });
  await expect(card.getByText('Total')).toBeVisible();
  await expect(card.getByText(/\d+\.\d{2} CNY/).first()).toBeVisible();
  await card.getByRole('button', { name: /^Use / }).click();
  await expect(page.getByLabel('Shipping method', { exact: true })).toHaveValue('US-STD');
  await expectNoSeriousViolations(page, { include: '#main-content' });

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Order view', level: 1 })).toBeVisible();
  // nine asked, eight on the shelf: the order waits for stock
  await expect(page.getByRole('status').filter({ hasText: 'Status: Abnormal' })).toBeVisible();
  await expect(page.getByText('This order is waiting: Insufficient Stock')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousViolations(page, { include: '#main-content' });
  const orderNo = (
    await page.getByRole('heading', { level: 1 }).locator('.sub').innerText()
  ).trim();

  await page.getByRole('button', { name: `Cancel ${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNo}` });
  await dialog.getByLabel('Reason').selectOption('edit_order_information');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Status: Draft' })).toBeVisible();
  await expect(page.getByText('Edit order information', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  // the list finds it by its number, in the Draft tab
  await page.goto('/order/list');
  await page.getByLabel('Order, reference, platform or tracking numbers').fill(orderNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('tab', { name: /^Draft \(\d+\)$/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(orderNo) })).toBeVisible();

  // the same order in Chinese: nothing of the English interface is left
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByText('语言切换成功')).toBeVisible();
  await page.getByRole('link', { name: orderNo, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '状态: 草稿' })).toBeVisible();
  await expect(page.getByRole('region', { name: '操作记录' })).toBeVisible();
  await expect.poll(() => englishUiTextsShown(page)).toEqual([]);
});
