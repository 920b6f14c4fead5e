import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiLogin, DEMO, operator } from './helpers';

/** The demo merchant's API headers (a fresh session) and its current warehouse. */
export async function demoSession(request: APIRequestContext) {
  const { token } = (await apiLogin(request, DEMO.username, DEMO.password)) as { token: string };
  const headers = { token };
  const info = await merchant(request, headers, 'GET', '/merchant/api-account/user-info');
  const warehouseId = Number((info['userInfo'] as { warehouse_id: number }).warehouse_id);
  return { headers, warehouseId };
}

type Headers = { readonly token: string };

/** Calls the merchant API; returns data (fails the test on another envelope code). */
export async function merchant(
  request: APIRequestContext,
  headers: Headers,
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const response =
    method === 'GET'
      ? await request.get(path, { params: fields, headers })
      : await request.post(path, { form: fields, headers });
  const body = (await response.json()) as { code: string; data: unknown; msg: unknown };
  expect(body.code, `${path}: ${JSON.stringify(body.msg)}`).toBe('200');
  return body.data as Record<string, unknown>;
}

export interface StockSetup {
  readonly headers: Headers;
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
 * receiving `qualified` good units (the rest unqualified).
 */
export async function setUpStockViaApi(
  request: APIRequestContext,
  sku: string,
  quantity = 10,
  qualified = 8,
): Promise<StockSetup> {
  const { headers, warehouseId } = await demoSession(request);
  await merchant(request, headers, 'POST', '/merchant/api-plan/long-term', {
    warehouse_id: String(warehouseId),
    storage: '1.0',
    sku_count: '1',
    plan_items: '100',
  });
  const product = await merchant(request, headers, 'POST', '/merchant/api-product/create', {
    sku,
    name_en: 'Stock test mug',
    name_zh: '库存测试杯',
    price: '12.50',
    declared_value: '12.50',
    weight: '0.45',
    length: '10',
    width: '10',
    height: '12.5',
    customs_description: 'Ceramic mug',
    hs_code: '69120000',
    origin: 'China',
    product_type: 'needs_box',
    barcode_type: 'standard',
    barcode: '6901234567890',
    brand_type: 'none',
    submit: '1',
  });
  const productId = Number(product['id']);
  const approved = await operator(request, 'approve-product', { product_id: String(productId) });
  expect(approved['status']).toBe('active');
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

/** Creates a return in the browser for one SKU, back to shelf, and submits it; answers its id. */
export async function createReturnInBrowser(
  page: Page,
  input: { sku: string; quantity: number; orderNumber: string; trackingNumber: string },
): Promise<number> {
  await page.goto('/warehouse/rma/create');
  await page.getByLabel('Tracking numbers').fill(input.trackingNumber);
  await page.getByLabel('Shipping method').fill('UPS Ground');
  await page.getByLabel('Order number').fill(input.orderNumber);
  await page.getByLabel('SKU (line 1)').fill(input.sku);
  await page.getByLabel('Quantity (line 1)').fill(String(input.quantity));
  await page.getByLabel('Back to shelf', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/warehouse\/rma\/view\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())?.[1]);
}

/** The operator receives and processes an arrived return: every line received as given. */
export async function operatorProcessesReturn(
  request: APIRequestContext,
  headers: Headers,
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
