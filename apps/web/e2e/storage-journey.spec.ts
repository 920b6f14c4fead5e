import { expect, test } from '@playwright/test';
import { createAsnWithBoxes, operatorReceivesAsn } from './asn-steps';
import { DEMO, englishUiTextsShown, LANDING, loginAs } from './helpers';
import { activateFromList, createProductThroughForm, sampleProduct } from './product-steps';
import { findStockRow, logLine, openInventoryLog } from './stock-steps';
import { approveViaOperator, demoSession } from './storage-api';

// The storage area end to end, the way a merchant lives it: the product is made in the form,
// approved by the provider, activated, sent to the warehouse in two boxes and received; the stock
// and its log line are then read in both languages.
test('a product from the form to stock on the shelf, read in English and Chinese', async ({
  page,
  request,
}) => {
  const sku = `JRNY-${Date.now().toString(36).toUpperCase()}`;
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);

  const productId = await createProductThroughForm(page, sampleProduct(sku));
  await approveViaOperator(request, productId);
  await activateFromList(page, sku);

  const asn = await createAsnWithBoxes(page, {
    lines: [{ sku, quantity: '20' }],
    boxes: [
      { sku, quantity: '12', weight: '12', length: '40', width: '30', height: '30' },
      { sku, quantity: '8', weight: '11.5', length: '40', width: '30', height: '28' },
    ],
    submit: true,
  });
  await operatorReceivesAsn(request, asn.id, { [sku]: { qualified: 19, unqualified: 1 } });

  const row = await findStockRow(page, sku);
  // SKU, name, warehouse, on hand, reserved, available, in transit, unqualified, alert, details
  await expect(row.getByRole('cell')).toHaveText([
    sku,
    `Ceramic mug ${sku}`,
    /.+/,
    '19',
    '0',
    '19',
    '0',
    '1',
    'Off',
    'Details',
  ]);
  const { warehouseId } = await demoSession(request);
  await openInventoryLog(page, productId, warehouseId);
  await expect(logLine(page, 'Inbound goods received', asn.asnNo).getByRole('cell')).toContainText([
    '+19',
    '+1',
  ]);

  // the same path read in Chinese: nothing of the English interface is left on these screens
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByText('语言切换成功')).toBeVisible();
  await expect(page.getByRole('table', { name: '库存日志' })).toBeVisible();
  await expect(logLine(page, '入库收货', asn.asnNo, '库存日志')).toHaveCount(1);
  await expect.poll(() => englishUiTextsShown(page)).toEqual([]);
  for (const path of [
    '/warehouse/inventoryList/list',
    `/warehouse/receiving/view/${asn.id}`,
    `/warehouse/product/detail/${productId}`,
    '/warehouse/product/list',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => englishUiTextsShown(page), { message: path }).toEqual([]);
  }
  await page.goto(`/warehouse/receiving/view/${asn.id}`);
  await expect(page.getByRole('status').filter({ hasText: '已完成' })).toBeVisible();
});
