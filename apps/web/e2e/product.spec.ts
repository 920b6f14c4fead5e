import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousViolations, loginAs, operator } from './helpers';
import { activateFromList, createProductThroughForm, sampleProduct } from './product-steps';
import { approveViaOperator } from './storage-api';

// SKUs unique to this run, so the spec holds on a database other specs have used
const stamp = Date.now().toString(36).slice(-6).toUpperCase();

test('a merchant creates and submits a product, the provider approves it, the merchant activates it from the list', async ({
  page,
  request,
}) => {
  await loginAs(page, DEMO);
  const sku = `E2E-${stamp}`;
  const id = await createProductThroughForm(page, sampleProduct(sku));
  await approveViaOperator(request, id);
  await activateFromList(page, sku);
  // the detail shows what the form took
  await page.getByRole('link', { name: sku, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Product details: ${sku}` })).toBeVisible();
  await expect(page.getByText('69120000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});

test('a batch CSV with good and bad rows shows each row’s verdict on the upload result', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  await page.goto('/warehouse/product/list');
  // the template comes through the API client (it needs the identity headers), saved as a file
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const template = await readFile(await download.path(), 'utf8');
  expect(template).toContain('SKU,English name,Chinese name,Price (USD)');
  const header =
    'SKU,English name,Chinese name,Price (USD),Declared value (USD),Weight (kg),Length (cm),Width (cm),Height (cm),Customs description,HS code,Country of manufacture,Product type (needs_box/whole_box),Barcode type (standard/selfMade/generated),Brand (none/own/licensed)';
  const good = `UP-${stamp},Tea cup,茶杯,5.00,5.00,0.2,8,8,9,Tea cup,69120000,China,needs_box,generated,none`;
  // declared value below the price, and an HS code of letters
  const bad = `UPX-${stamp},Bowl,碗,9.00,1.00,0.3,10,10,5,Bowl,ABC,China,needs_box,generated,none`;
  await page.getByLabel('Batch upload').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\r\n${good}\r\n${bad}\r\n`, 'utf8'),
  });
  await page.waitForURL(/\/warehouse\/product\/upload\/result\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Upload result' })).toBeVisible();
  await expect(page.getByText('products.csv')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Rows of the upload' });
  const goodRow = rows.getByRole('row', { name: new RegExp(`UP-${stamp}`) });
  await expect(goodRow.getByText('OK', { exact: true })).toBeVisible();
  await expect(goodRow.getByRole('cell').first()).toHaveText('2');
  const badRow = rows.getByRole('row', { name: new RegExp(`UPX-${stamp}`) });
  await expect(badRow.getByRole('cell').first()).toHaveText('3');
  await expect(badRow.getByText('Failed', { exact: true })).toBeVisible();
  // each refusal names its column by the file's heading (issue 10, item 9)
  await expect(
    badRow.getByText(
      'Declared value (USD): Declared Value must not be less than its actual cost (Product Value)!',
    ),
  ).toBeVisible();
  await expect(badRow.getByText('HS code: Invalid HS code')).toBeVisible();
  // the good row became a draft
  await page.getByRole('link', { name: 'Back to the product list' }).click();
  await page.getByRole('tab', { name: /^Draft \(/ }).click();
  await expect(page.getByRole('link', { name: `UP-${stamp}`, exact: true })).toBeVisible();
});

test('the product form says its validation messages in Chinese after switching language', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  await page.goto('/warehouse/product/create');
  await expect(page.getByRole('heading', { name: 'Create product' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: '新建商品' })).toBeVisible();
  await page.getByLabel('英文名称').fill('陶瓷杯');
  await page.getByLabel('价格(美元)').fill('10');
  await page.getByLabel('申报价值(美元)').fill('5');
  await page.getByRole('button', { name: '保存并提交' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '表单校验未通过' })).toBeVisible();
  await expect(page.getByLabel('英文名称')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('英文名称不能包含中文。')).toBeVisible();
  await expect(page.getByText('申报价值不能低于商品的实际成本（商品价值）！')).toBeVisible();
  await expect(page.getByText('此项为必填项！').first()).toBeVisible();
  // nothing was sent: the form is still here, with what was typed
  await expect(page.getByLabel('价格(美元)')).toHaveValue('10');
});

// a 1×1 PNG, so the server's content sniffing accepts it
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a rejected product shows its reason and log, goes back to draft and is edited with a picture', async ({
  page,
  request,
}) => {
  await loginAs(page, DEMO);
  const sku = `REJ-${stamp}`;
  const id = await createProductThroughForm(page, sampleProduct(sku));
  // pending approval: the edit screen shows it read-only
  await page.goto(`/warehouse/product/edit/${id}`);
  await expect(
    page.getByText(/Only a draft can be edited. This product is Pending approval/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as draft' })).toBeDisabled();

  await operator(request, 'reject-product', {
    product_id: String(id),
    reason: 'The HS code does not match the material',
  });
  await page.goto(`/warehouse/product/detail/${id}`);
  await expect(page.getByText('Last rejection reason')).toBeVisible();
  const log = page.getByRole('region', { name: 'Rejection log' });
  await expect(
    log.getByRole('cell', { name: 'The HS code does not match the material' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Move to draft' }).click();
  await expect(page.getByText('Move to draft: done, the product is now Draft.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();

  await page.waitForURL(`/warehouse/product/edit/${id}`);
  const name = page.getByRole('textbox', { name: 'English name', exact: true });
  await expect(name).toHaveValue(`Ceramic mug ${sku}`);
  await name.fill(`Stoneware mug ${sku}`);
  await page.getByLabel('Add product images').setInputFiles({
    name: 'mug.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  const preview = page.getByRole('img', { name: 'Product images 1' });
  await expect(preview).toBeVisible();
  // the preview really loaded: the picture endpoint took the token from the query
  await expect
    .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(1);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.waitForURL(`/warehouse/product/detail/${id}`);
  await expect(page.getByText(`Stoneware mug ${sku}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('img')).toHaveCount(1);
});

test('the product screens have no serious accessibility violation, in both languages', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  const sku = `AXE-${stamp}`;
  const id = await createProductThroughForm(page, sampleProduct(sku));
  for (const language of ['en', 'zh'] as const) {
    if (language === 'zh') await page.getByRole('button', { name: 'Switch language' }).click();
    await page.goto('/warehouse/product/list');
    await expect(page.getByRole('link', { name: sku, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, { include: '#main-content' });
    await page.goto(`/warehouse/product/detail/${id}`);
    await expect(page.getByRole('heading', { name: new RegExp(sku) })).toBeVisible();
    await expectNoSeriousViolations(page, { include: '#main-content' });
    await page.goto('/warehouse/product/create');
    await page
      .getByRole('button', { name: language === 'en' ? 'Save and submit' : '保存并提交' })
      .click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoSeriousViolations(page, { include: '#main-content' });
  }
});
