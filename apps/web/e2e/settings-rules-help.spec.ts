import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './helpers';
import { setUpStockViaApi } from './stock-steps';

// Issue 15: an add-on service rule made in its screen and applied to the next matching order,
// and the freight inquiry (/help) and fee calculator (/tools) on the real rate cards, each in
// English and in Chinese. A rule names a SKU of its own test, so no other test's order matches it.

/** The texts the journeys read, per language (the catalogs' words, as a reader sees them). */
const TEXT = {
  en: {
    rules: 'Add-on service rules',
    newRule: 'New rule',
    newTitle: 'New add-on service rule',
    name: 'Rule name',
    priority: 'Priority (1-9, 1 highest)',
    warehouses: 'Warehouses',
    skus: 'SKUs (comma separated)',
    services: 'Services added to the order',
    photos: 'Product photos',
    saveActivate: 'Save and activate',
    warehouseRequired: 'Please choose at least one warehouse.',
    priorityRange: 'The priority must be a whole number from 1 (highest) to 9.',
    active: 'Active',
    inactive: 'Inactive',
    deactivate: 'Deactivate',
    help: 'Help centre',
    freight: 'Freight inquiry',
    country: 'Destination country (code)',
    weight: 'Weight (kg)',
    ask: 'Get rates',
    required: 'This field is required!',
    fees: 'Fee calculator',
    calculate: 'Calculate',
    currency: 'CNY',
  },
  zh: {
    rules: '增值服务规则',
    newRule: '新建规则',
    newTitle: '新建增值服务规则',
    name: '规则名称',
    priority: '优先级（1-9，1 最高）',
    warehouses: '仓库',
    skus: 'SKU（逗号分隔）',
    services: '加到订单上的服务',
    photos: '产品拍照',
    saveActivate: '保存并启用',
    warehouseRequired: '请至少选择一个仓库。',
    priorityRange: '优先级须为 1（最高）至 9 之间的整数。',
    active: '启用',
    inactive: '停用',
    deactivate: '停用',
    help: '帮助中心',
    freight: '运费查询',
    country: '目的国家（代码）',
    weight: '重量（kg）',
    ask: '查询运费',
    required: '此项为必填项！',
    fees: '费用计算器',
    calculate: '计算',
    currency: '元',
  },
} as const;

type Language = keyof typeof TEXT;

/** Logs the demo merchant in, in English, or switched to Chinese with the header's button. */
async function openIn(page: Page, language: Language) {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  if (language === 'zh') {
    await page.getByRole('button', { name: 'Switch language' }).click();
    await expect(page.getByText('语言切换成功')).toBeVisible();
  }
}

/**
 * Creates and activates a rule in the form: every warehouse of the merchant, the one SKU, product
 * photos; first tried empty and with a priority out of range, which the form refuses.
 */
async function createRule(page: Page, language: Language, name: string, sku: string) {
  const t = TEXT[language];
  await page.goto('/account/setting');
  await expect(page.getByRole('heading', { name: t.rules, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: t.newRule }).click();
  await expect(page).toHaveURL(/\/account\/setting\/rules$/);
  await expect(page.getByRole('heading', { name: t.newTitle, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: t.saveActivate }).click();
  await expect(page.getByText(t.warehouseRequired)).toBeVisible();
  await expect(page.getByText(t.required)).toBeVisible();
  await page.getByLabel(t.priority).fill('0');
  await expect(page.getByText(t.priorityRange)).toBeVisible();

  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.priority).fill('1');
  const warehouses = page.getByRole('group', { name: t.warehouses }).getByRole('checkbox');
  await expect(warehouses.first()).toBeVisible();
  for (const box of await warehouses.all()) await box.check();
  await page.getByLabel(t.skus).fill(sku);
  await page
    .getByRole('group', { name: t.services })
    .getByRole('checkbox', { name: t.photos })
    .check();
  await page.getByRole('button', { name: t.saveActivate }).click();
  await expect(page).toHaveURL(/\/account\/setting$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell', { name: sku, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'PHOTO', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: t.active, exact: true })).toBeVisible();
  return row;
}

test('an add-on rule made in its screen adds its service to the next matching order (en)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const sku = `ADD${Date.now().toString(36).toUpperCase()}`;
  await setUpStockViaApi(request, sku, 4, 4);
  await openIn(page, 'en');
  await createRule(page, 'en', `Photos of ${sku}`, sku);

  // a new order holding the rule's SKU: the rule adds product photos when it is created
  await page.goto('/order/create');
  await expect(page.getByRole('heading', { name: 'Create order', level: 1 })).toBeVisible();
  const skuPicker = page.getByLabel('SKU of product 1');
  await expect(skuPicker.getByRole('option', { name: new RegExp(sku) })).toHaveCount(1);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Phone').fill('2125550123');
  await page.getByLabel('State / province').fill('NY');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Postcode').fill('10001');
  await page.getByLabel('Address line 1').fill('350 Fifth Avenue');
  await skuPicker.selectOption(sku);
  await page.getByLabel('Quantity of product 1').fill('1');
  await page.getByLabel('Unit declared value of product 1').fill('12.50');
  await page.getByRole('button', { name: 'Get quote' }).click();
  const card = page.getByRole('article').filter({ hasText: 'US-STD' });
  await card.getByRole('button', { name: /^Use / }).click();
  await expect(page.getByLabel('Shipping method', { exact: true })).toHaveValue('US-STD');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/order\/view\/\d+$/);
  await expect(page.getByText('Add-on services: PHOTO × 1')).toBeVisible();
});

test('an add-on rule made, listed and deactivated in Chinese', async ({ page }) => {
  test.setTimeout(120_000);
  // a SKU no product has: the rule can match no order of another test
  const sku = `ZH${Date.now().toString(36).toUpperCase()}`;
  await openIn(page, 'zh');
  const row = await createRule(page, 'zh', `拍照 ${sku}`, sku);
  await row.getByRole('button', { name: `${TEXT.zh.deactivate} 拍照 ${sku}` }).click();
  await expect(row.getByRole('cell', { name: TEXT.zh.inactive, exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `启用 拍照 ${sku}` })).toBeVisible();
});

for (const language of ['en', 'zh'] as const) {
  test(`freight on /help and every fee on /tools, from the rate cards (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[language];
    await openIn(page, language);

    await page.goto('/help');
    await expect(page.getByRole('heading', { name: t.help, level: 1 })).toBeVisible();
    const freight = page.getByRole('region', { name: t.freight });
    await freight.getByRole('button', { name: t.ask }).click();
    await expect(freight.getByText(t.required)).toHaveCount(2);
    await freight.getByLabel(t.country).fill('US');
    await freight.getByLabel(t.weight).fill('1.2');
    await freight.getByRole('button', { name: t.ask }).click();
    const rates = freight.getByRole('table', { name: t.freight });
    const usStd = rates.getByRole('row', { name: /US-STD/ });
    await expect(usStd).toBeVisible();
    await expect(usStd.getByRole('cell', { name: '1200', exact: true })).toBeVisible();
    await expect(usStd.getByText(new RegExp(`\\d+\\.\\d{2} ${t.currency}`)).first()).toBeVisible();

    await page.goto('/tools');
    const fees = page.getByRole('region', { name: t.fees });
    await fees.getByLabel(t.country).fill('US');
    await fees.getByLabel(t.weight).fill('1.2');
    await fees.getByRole('button', { name: t.calculate }).click();
    const table = fees.getByRole('table', { name: t.fees });
    const row = table.getByRole('row', { name: /US-STD/ });
    await expect(row).toBeVisible();
    // freight, insurance, VAT, destination fee, duty, customs, remote surcharge and the total
    await expect(row.getByText(new RegExp(`\\d+\\.\\d{2} ${t.currency}`))).toHaveCount(8);
  });
}
