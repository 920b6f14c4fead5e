import { expect, test } from '@playwright/test';
import { DEMO, loginAs } from './helpers';
import {
  activateFromList,
  approveViaOperator,
  createProductThroughForm,
  sampleProduct,
} from './product-steps';

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
  await expect(
    badRow.getByText('Declared Value must not be less than its actual cost (Product Value)!'),
  ).toBeVisible();
  await expect(badRow.getByText('invalid HS code')).toBeVisible();
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
