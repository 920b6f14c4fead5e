import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { operator } from './helpers';
import { demoSession, merchant } from './storage-api';

/** One box as the ASN form's box row takes it (kg and cm). */
export interface AsnBoxInput {
  readonly sku: string;
  /** Units of the SKU in the box; a line's quantity is the sum of its boxes. */
  readonly quantity: string;
  readonly weight: string;
  readonly length: string;
  readonly width: string;
  readonly height: string;
}

export interface AsnInput {
  readonly lines: readonly { readonly sku: string; readonly quantity: string }[];
  readonly boxes: readonly AsnBoxInput[];
  readonly estimatedFreight?: string;
  /** Save and submit (true) or save as a draft. */
  readonly submit: boolean;
}

/**
 * Creates an inbound notice through the form (logged in, English): the current warehouse, the
 * product lines, one row per box; saves (and submits) and waits for its view. Resolves with the
 * ASN's id and number.
 */
export async function createAsnWithBoxes(page: Page, asn: AsnInput) {
  await page.goto('/warehouse/receiving/create');
  await expect(page.getByRole('heading', { name: 'Create inbound notice' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Warehouse', exact: true })).not.toHaveValue('');
  for (const [index, line] of asn.lines.entries()) {
    const n = index + 1;
    if (n > 1) await page.getByRole('button', { name: 'Add a product' }).click();
    const sku = page.getByRole('combobox', { name: `SKU of product line ${n}` });
    await expect(sku.getByRole('option', { name: line.sku, exact: true })).toBeAttached();
    await sku.selectOption(line.sku);
    await page.getByRole('textbox', { name: `Quantity of product line ${n}` }).fill(line.quantity);
  }
  for (const [index, box] of asn.boxes.entries()) {
    const n = index + 1;
    await page.getByRole('button', { name: 'Add a box' }).click();
    await page.getByRole('combobox', { name: `SKU of box ${n}` }).selectOption(box.sku);
    await page.getByRole('textbox', { name: `Quantity in box ${n}` }).fill(box.quantity);
    await page.getByRole('textbox', { name: `Weight of box ${n} (kg)` }).fill(box.weight);
    await page.getByRole('textbox', { name: `Length of box ${n} (cm)` }).fill(box.length);
    await page.getByRole('textbox', { name: `Width of box ${n} (cm)` }).fill(box.width);
    await page.getByRole('textbox', { name: `Height of box ${n} (cm)` }).fill(box.height);
  }
  if (asn.estimatedFreight !== undefined)
    await page.getByRole('textbox', { name: 'Estimated freight (CNY)' }).fill(asn.estimatedFreight);
  await page.getByRole('button', { name: asn.submit ? 'Save and submit' : 'Save draft' }).click();
  await page.waitForURL(/\/warehouse\/receiving\/view\/\d+$/);
  const id = Number(/\/view\/(\d+)$/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  const heading = page.getByRole('heading', { name: 'Inbound notice details' });
  // the number arrives with the notice: wait for it before reading it
  await expect(heading).toHaveText(/ASN\d{8}/);
  const asnNo = (await heading.textContent())?.replace('Inbound notice details', '').trim();
  expect(asnNo).toMatch(/^ASN\d{8}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toHaveText(
    asn.submit ? 'Status: Pending approval' : 'Status: Draft',
  );
  return { id, asnNo: asnNo ?? '' };
}

/** Opens the view of an inbound notice with a fresh page load, waiting for its status. */
export async function openAsnView(page: Page, id: number) {
  await page.goto(`/warehouse/receiving/view/${id}`);
  await expect(page.getByRole('heading', { name: 'Inbound notice details' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toBeVisible();
}

/**
 * The expected/received/qualified/unqualified cells of one SKU's line in the view shown become
 * `figures` (waits for them: the table may still be drawing or loading).
 */
export async function expectAsnLineFigures(page: Page, sku: string, figures: readonly string[]) {
  const row = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row', { name: new RegExp(`^${sku}\\b`) });
  await expect(row.getByRole('cell')).toHaveText([new RegExp(`^${sku}\\b`), ...figures]);
}

/**
 * The provider's side through the operator API: approves the submitted notice, marks it arrived,
 * receives each line (qualified and unqualified) and finishes it.
 */
export async function operatorReceivesAsn(
  request: APIRequestContext,
  id: number,
  receipts: Readonly<Record<string, { qualified: number; unqualified: number }>>,
) {
  const asnId = String(id);
  expect((await operator(request, 'approve-asn', { asn_id: asnId }))['status']).toBe(
    'awaiting_arrival',
  );
  expect((await operator(request, 'arrive-asn', { asn_id: asnId }))['status']).toBe('processing');
  const { headers } = await demoSession(request);
  const detail = await merchant(request, headers, 'GET', '/merchant/api-asn/detail', {
    id: asnId,
  });
  const lines = (detail['lines'] as { id: number; sku: string }[]).map((line) => ({
    line_id: line.id,
    ...(receipts[line.sku] ?? { qualified: 0, unqualified: 0 }),
  }));
  await operator(request, 'receive-asn', { asn_id: asnId, lines: JSON.stringify(lines) });
  expect((await operator(request, 'finish-asn', { asn_id: asnId }))['status']).toBe('finished');
}

/**
 * Makes window.print record its calls instead of opening a dialog; call before the page loads
 * (an init script), then read the count with printCalls.
 */
export async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const recorder = window as unknown as { asnPrints: number };
    recorder.asnPrints = 0;
    window.print = () => {
      recorder.asnPrints += 1;
    };
  });
}

export const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { asnPrints?: number }).asnPrints ?? 0);

/** Prints the box labels of the view shown; resolves with the labels the print container holds. */
export async function printBoxLabels(page: Page) {
  await page.getByRole('button', { name: 'Print box labels' }).click();
  await expect.poll(() => printCalls(page)).toBeGreaterThan(0);
  return page.getByRole('article', { includeHidden: true, name: /^ASN\d{8}-\d{3}$/ });
}
