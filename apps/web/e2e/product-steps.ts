import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** What the product form steps type; every value passes the domain's product rules. */
export interface ProductInput {
  readonly sku: string;
  readonly nameEn: string;
  readonly nameZh: string;
  readonly price: string;
  readonly declaredValue: string;
  readonly weight: string;
  readonly length: string;
  readonly width: string;
  readonly height: string;
  readonly customsDescription: string;
  readonly hsCode: string;
  /** The English name of the country of manufacture, as the country list shows it. */
  readonly origin: string;
  readonly barcode: string;
}

/** A product every rule accepts, named after its SKU. */
export const sampleProduct = (sku: string): ProductInput => ({
  sku,
  nameEn: `Ceramic mug ${sku}`,
  nameZh: '陶瓷杯',
  price: '12.50',
  declaredValue: '13.00',
  weight: '0.45',
  length: '10',
  width: '10',
  height: '12.5',
  customsDescription: 'Ceramic mug',
  hsCode: '69120000',
  origin: "People's Republic of China",
  barcode: '6901234567890',
});

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills the English product form's required fields. */
export async function fillProductForm(page: Page, product: ProductInput): Promise<void> {
  await box(page, 'SKU').fill(product.sku);
  await box(page, 'English name').fill(product.nameEn);
  await box(page, 'Chinese name').fill(product.nameZh);
  await box(page, 'Price (USD)').fill(product.price);
  await box(page, 'Declared value (USD)').fill(product.declaredValue);
  await box(page, 'Weight (kg)').fill(product.weight);
  await box(page, 'Length (cm)').fill(product.length);
  await box(page, 'Width (cm)').fill(product.width);
  await box(page, 'Height (cm)').fill(product.height);
  await box(page, 'Customs description').fill(product.customsDescription);
  await box(page, 'HS code').fill(product.hsCode);
  await page.getByLabel('Country of manufacture').selectOption(product.origin);
  await box(page, 'Barcode').fill(product.barcode);
}

/**
 * Creates a product through the form (logged in, English) and submits it for approval; resolves
 * with its id, read from the detail page the form goes to.
 */
export async function createProductThroughForm(page: Page, product: ProductInput): Promise<number> {
  await page.goto('/warehouse/product/create');
  await expect(page.getByRole('heading', { name: 'Create product' })).toBeVisible();
  await fillProductForm(page, product);
  await page.getByRole('button', { name: 'Save and submit' }).click();
  await page.waitForURL(/\/warehouse\/product\/detail\/\d+$/);
  await expect(
    page.getByRole('heading', { name: `Product details: ${product.sku}` }),
  ).toBeVisible();
  await expect(page.getByText('Pending approval', { exact: true })).toBeVisible();
  const id = Number(/\/detail\/(\d+)$/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Opens the product list on one status tab ('All', 'Active', ...). */
export async function openProductTab(page: Page, tab: string): Promise<void> {
  await page.goto('/warehouse/product/list');
  await page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) }).click();
  await expect(page.getByRole('tab', { name: new RegExp(`^${tab} \\(`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** Clicks one of a row's own action buttons in the product list shown. */
export async function productRowAction(page: Page, sku: string, action: string): Promise<void> {
  await page
    .getByRole('group', { name: `Actions of ${sku}` })
    .getByRole('button', { name: action, exact: true })
    .click();
  // taking a product off the shelf asks first (issue 10, item 15)
  if (action === 'Deactivate' || action === 'Delete')
    await page
      .getByRole('dialog', { name: action })
      .getByRole('button', { name: action, exact: true })
      .click();
  await expect(page.getByText(/succeeded, \d+ failed/)).toBeVisible();
}

/**
 * Activates the merchant's product from the list. An approved product is active already, so an
 * active one is deactivated first: the step then shows the merchant's own activation (which the
 * plan's SKU quota limits) and ends with the product under the Active tab.
 */
export async function activateFromList(page: Page, sku: string): Promise<void> {
  await openProductTab(page, 'All');
  const row = page.getByRole('row', { name: new RegExp(sku) });
  // the row may still be loading: wait for its status before deciding on it
  await expect(row.getByText(/^(Active|Inactive)$/)).toBeVisible();
  if (await row.getByText('Active', { exact: true }).isVisible()) {
    await productRowAction(page, sku, 'Deactivate');
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  }
  await productRowAction(page, sku, 'Activate');
  await expect(page.getByText('Activate: 1 succeeded, 0 failed')).toBeVisible();
  await openProductTab(page, 'Active');
  await expect(page.getByRole('link', { name: sku, exact: true })).toBeVisible();
}
