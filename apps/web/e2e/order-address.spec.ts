import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousViolations, LANDING, loginAs, operator } from './helpers';
import { setUpStockViaApi } from './stock-steps';
import { merchant } from './storage-api';
import { oneMugOrderFields } from './order-fields';

// Issue 12: an order the warehouse stops for its address is corrected by the merchant in the
// browser, and resumes. The order is made and submitted through the API (orders.spec.ts walks the
// form); the warehouse's "address abnormal" is the operator API's step.

/** A submitted order (processing: stock held, fees charged) that the warehouse marks address abnormal. */
async function addressAbnormalOrder(request: APIRequestContext, tag: string) {
  const sku = `ADR${tag}${Date.now().toString(36).toUpperCase()}`;
  const { headers, warehouseId } = await setUpStockViaApi(request, sku, 5, 5);
  const created = await merchant(
    request,
    headers,
    'POST',
    '/merchant/api-orders/create',
    oneMugOrderFields(warehouseId, sku, `E2E-${sku}`),
  );
  const id = String(created['id']);
  const submitted = await merchant(request, headers, 'POST', '/merchant/api-orders/submit', { id });
  expect(submitted['status']).toBe('processing');
  const marked = await operator(request, 'order-step', {
    order_id: id,
    action: 'markAddressAbnormal',
  });
  expect(marked['abnormal_reason']).toBe('address_abnormal');
  return { id, orderNo: String(created['order_no']) };
}

test('an address-abnormal order is corrected in its view: browser rules, a server refusal, then it resumes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { id, orderNo } = await addressAbnormalOrder(request, 'E');
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.goto(`/order/view/${id}`);
  await expect(page.getByText('This order is waiting: Address abnormal')).toBeVisible();

  await page.getByRole('button', { name: `Correct address ${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: `Correct the address of ${orderNo}` });
  const postcode = dialog.getByLabel('Postcode');
  await expect(postcode).toHaveValue('10001');
  await expect(dialog.getByLabel('First name')).toHaveValue('Emma');
  await expectNoSeriousViolations(page, { include: '[role="dialog"]' });

  // the order form's postcode rule, in the browser: nothing is sent
  await postcode.fill('1000');
  await dialog.getByRole('button', { name: 'Save and resume' }).click();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');

  // a number of the right length but no real US area code: only the server's full phone
  // metadata refuses it, and its verdict shows beside the phone
  await postcode.fill('10002');
  await dialog.getByLabel('Phone').fill('1234567890');
  await dialog.getByRole('button', { name: 'Save and resume' }).click();
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('This phone number is not valid for US.')).toBeVisible();

  await dialog.getByLabel('Phone').fill('2125550188');
  await dialog.getByRole('button', { name: 'Save and resume' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Status: Processing' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recipient' }).getByText('10002')).toBeVisible();
  await expect(page.getByRole('button', { name: `Correct address ${orderNo}` })).toHaveCount(0);
});

test('in Chinese, from the abnormal tab of the list: corrected, it leaves the tab', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { orderNo } = await addressAbnormalOrder(request, 'Z');
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByText('语言切换成功')).toBeVisible();
  await page.goto('/order/list');
  await page.getByLabel('订单号、参考号、平台订单号或跟踪号').fill(orderNo);
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('tab', { name: /^异常（1）$/ }).click();
  const row = page.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `修改地址 ${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: `修改 ${orderNo} 的收件地址` });
  await expect(dialog.getByLabel('邮编')).toHaveValue('10001');
  await expect(dialog.getByText(/仓库无法按此地址派送/)).toBeVisible();
  await dialog.getByLabel('城市').fill('Brooklyn');
  await dialog.getByLabel('邮编').fill('11201');
  await dialog.getByRole('button', { name: '保存并恢复' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: /^异常（0）$/ })).toBeVisible();
});
