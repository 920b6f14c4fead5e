import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousViolations, LANDING, loginAs } from './helpers';
import {
  createReturnInBrowser,
  findStockRow,
  logLine,
  openInventoryLog,
  operatorProcessesReturn,
  setUpStockViaApi,
} from './stock-steps';
import { merchant } from './storage-api';

test('stock from a received ASN, its log and alert; a return put back on the shelf adds to it', async ({
  page,
  request,
}) => {
  const sku = `STK-${Date.now().toString(36).toUpperCase()}`;
  const stock = await setUpStockViaApi(request, sku, 10, 8);
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);

  // the inventory list shows the received stock
  const row = await findStockRow(page, sku);
  await expect(row.getByRole('cell')).toHaveText([
    sku,
    'Stock test mug',
    /.+/,
    '8',
    '0',
    '8',
    '0',
    '2',
    'Off',
    'Details',
  ]);

  // its edit screen shows the receipt's log line and saves an alert threshold
  await row.getByRole('link', { name: `Details of ${sku}`, exact: false }).click();
  await expect(page).toHaveURL(
    `/warehouse/inventoryList/edit/${stock.productId}/${stock.warehouseId}`,
  );
  const receipt = logLine(page, 'Inbound goods received', stock.asnNo);
  await expect(receipt.getByRole('cell')).toContainText(['+8', '-10', '+2', 'operator']);
  const threshold = page.getByLabel('Low-stock alert threshold');
  await threshold.fill('12.5');
  await expect(page.getByRole('alert')).toHaveText('Please enter a whole number from 0 to 999999.');
  await threshold.fill('20');
  await page.getByRole('button', { name: 'Save threshold' }).click();
  await expect(page.getByText('Low stock', { exact: true })).toBeVisible();
  await expect(threshold).toHaveValue('20');

  // a return with disposal back to shelf, created and submitted in the browser
  const rmaId = await createReturnInBrowser(page, {
    sku,
    quantity: 3,
    orderNumber: `SO-${sku}`,
    trackingNumber: `TRK${Date.now()}`,
  });
  await expect(page.getByText('Status: Awaiting arrival')).toBeVisible();
  await page.goto('/warehouse/rma/list');
  await page.getByLabel('Search').fill(`SO-${sku}`);
  await expect(page.getByRole('row').filter({ hasText: `SO-${sku}` })).toContainText(
    'Awaiting arrival',
  );

  // the warehouse receives it: 2 good back on the shelf, 1 unqualified
  const processed = await operatorProcessesReturn(request, stock.headers, rmaId, {
    qualified: 2,
    unqualified: 1,
  });
  expect(processed['status']).toBe('processed');
  await page.goto(`/warehouse/rma/view/${rmaId}`);
  await expect(page.getByText('Status: Processed')).toBeVisible();
  const line = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row')
    .filter({ hasText: sku });
  await expect(line.getByRole('cell')).toHaveText([sku, '3', '3', '2', '1', '0']);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // the inventory has the two returned units on hand, with their log line
  await openInventoryLog(page, stock.productId, stock.warehouseId);
  const rma = await merchant(request, stock.headers, 'GET', '/merchant/api-rma/detail', {
    id: String(rmaId),
  });
  await expect(
    logLine(page, 'Return put back on the shelf', String(rma['rma_no'])).getByRole('cell').nth(3),
  ).toHaveText('+2');
  const after = await findStockRow(page, sku);
  await expect(after.getByRole('cell').nth(3)).toHaveText('10');
});

test('the added services page filtered by a code from its address and from the filter', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.goto('/warehouse/special/list/label');
  await expect(page.getByLabel('Service code')).toHaveValue('LABEL');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    'LABEL',
    'Relabelling',
    'piece',
    '1.00 CNY per piece',
  ]);
  await page.getByLabel('Service code').fill('photo');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('PHOTO');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Show all services' }).click();
  await expect(rows).toHaveCount(9);
});

// the screens' own content; the shell around them is judged by accessibility.spec.ts
test('the stock, return and service screens have no serious accessibility violation', async ({
  page,
  request,
}) => {
  const sku = `AXE-${Date.now().toString(36).toUpperCase()}`;
  const stock = await setUpStockViaApi(request, sku, 4, 4);
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await findStockRow(page, sku);
  await expectNoSeriousViolations(page, { include: '#main-content' });
  await openInventoryLog(page, stock.productId, stock.warehouseId);
  await expect(page.getByRole('table', { name: 'Batches' })).toBeVisible();
  await expectNoSeriousViolations(page, { include: '#main-content' });
  await page.goto('/warehouse/rma/create');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoSeriousViolations(page, { include: '#main-content' });
  await page.goto('/warehouse/rma/list');
  await expect(page.getByLabel('Search')).toBeVisible();
  await expectNoSeriousViolations(page, { include: '#main-content' });
  await page.goto('/warehouse/special/list');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page, { include: '#main-content' });
});
