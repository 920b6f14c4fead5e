import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { operator } from './helpers';
import type { DemoSession, MerchantHeaders } from './storage-api';
import { activeProductViaApi, demoSession, merchant } from './storage-api';

export interface StockSetup {
  readonly headers: MerchantHeaders;
  readonly sku: string;
  readonly productId: number;
  readonly warehouseId: number;
  readonly asnNo: string;
  readonly qualified: number;
}

/**
 * Stock through the APIs only: a plan request for one more SKU of quota, a product created and
 * submitted by the merchant and approved (activated) by the operator, an inbound notice of
 * `quantity` submitted by the merchant, and the operator approving it, marking it arrived and
 * receiving `qualified` good units (the rest unqualified). The demo merchant's, or the merchant
 * of `session` (a new merchant whose plan has room for the SKU).
 */
export async function setUpStockViaApi(
  request: APIRequestContext,
  sku: string,
  quantity = 10,
  qualified = 8,
  given?: DemoSession,
): Promise<StockSetup> {
  const session = given ?? (await demoSession(request));
  const { headers, warehouseId } = session;
  const productId = await activeProductViaApi(request, sku, {
    overrides: { name_en: 'Stock test mug', name_zh: '库存测试杯' },
    session,
  });
  const asn = await merchant(request, headers, 'POST', '/merchant/api-asn/create', {
    warehouse_id: String(warehouseId),
    lines: JSON.stringify([{ sku, quantity }]),
    prepacking: 'self',
    delivery_mode: 'dropOff',
    level: 'standard',
    submit: '1',
  });
  const asnId = String(asn['id']);
  await operator(request, 'approve-asn', { asn_id: asnId });
  await operator(request, 'arrive-asn', { asn_id: asnId });
  const detail = await merchant(request, headers, 'GET', '/merchant/api-asn/detail', {
    id: asnId,
  });
  const lines = detail['lines'] as { id: number }[];
  await operator(request, 'receive-asn', {
    asn_id: asnId,
    lines: JSON.stringify([
      { line_id: lines[0]?.id, qualified, unqualified: quantity - qualified },
    ]),
  });
  return { headers, sku, productId, warehouseId, asnNo: String(asn['asn_no']), qualified };
}

/** The inventory list narrowed to one SKU; answers the row of that SKU. */
export async function findStockRow(page: Page, sku: string) {
  await page.goto('/warehouse/inventoryList/list');
  await page.getByLabel('Search').fill(sku);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: sku, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the stock edit screen of a product in a warehouse; answers its inventory log table. */
export async function openInventoryLog(page: Page, productId: number, warehouseId: number) {
  await page.goto(`/warehouse/inventoryList/edit/${productId}/${warehouseId}`);
  const log = page.getByRole('table', { name: 'Inventory log' });
  await expect(log).toBeVisible();
  return log;
}

/** The log line of a movement: the row naming this cause and reference (log table by its name). */
export const logLine = (page: Page, cause: string, reference: string, table = 'Inventory log') =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ hasText: cause })
    .filter({ hasText: reference });

/**
 * Creates a return in the browser for one SKU (an active product), back to shelf, and submits it;
 * answers its id.
 */
export async function createReturnInBrowser(
  page: Page,
  input: { sku: string; quantity: number; orderNumber: string; trackingNumber: string },
): Promise<number> {
  await page.goto('/warehouse/rma/create');
  await page.getByLabel('Tracking numbers').fill(input.trackingNumber);
  await page.getByLabel('Shipping method').fill('UPS Ground');
  await page.getByLabel('Order number').fill(input.orderNumber);
  // the line's SKU is chosen among the active products: found by the picker's search first, so
  // a merchant with more active products than one page still finds this one
  await page.getByLabel('Find active products').fill(input.sku);
  await page.getByLabel('SKU (line 1)').selectOption(input.sku);
  await page.getByLabel('Quantity (line 1)').fill(String(input.quantity));
  await page.getByLabel('Back to shelf', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/warehouse\/rma\/view\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())?.[1]);
}

/** The operator receives and processes an arrived return: every line received as given. */
export async function operatorProcessesReturn(
  request: APIRequestContext,
  headers: MerchantHeaders,
  rmaId: number,
  receipt: { qualified: number; unqualified: number },
) {
  const detail = await merchant(request, headers, 'GET', '/merchant/api-rma/detail', {
    id: String(rmaId),
  });
  const lines = detail['lines'] as { id: number }[];
  return operator(request, 'process-rma', {
    rma_id: String(rmaId),
    lines: JSON.stringify(
      lines.map((line) => ({
        line_id: line.id,
        received: receipt.qualified + receipt.unqualified,
        qualified: receipt.qualified,
        unqualified: receipt.unqualified,
        disposed: 0,
      })),
    ),
  });
}
