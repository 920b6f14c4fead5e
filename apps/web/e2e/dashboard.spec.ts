import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousViolations, LANDING, loginAs } from './helpers';
import { demoSession, merchant } from './storage-api';
import { setUpStockViaApi } from './stock-steps';

// The dashboard's charts (issue 12): an order the shelf cannot cover, then the dashboard draws
// its charts, names them, gives their figures as tables on request, in both languages, with no
// serious accessibility violation.

test('the dashboard draws its figures as named charts, with the figures as tables, in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sku = `DSH${Date.now().toString(36).toUpperCase()}`;
  const session = await demoSession(request);
  // eight good units on the shelf, sixty asked: the order waits, 52 units short
  await setUpStockViaApi(request, sku, 10, 8, session);
  const created = await merchant(request, session.headers, 'POST', '/merchant/api-orders/create', {
    warehouse_id: String(session.warehouseId),
    reference_no: `REF-${sku}`,
    shipping_method: 'US-STD',
    currency: 'USD',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '2125550123',
    country: 'US',
    state: 'NY',
    city: 'New York',
    postcode: '10001',
    address_line1: '350 Fifth Avenue',
    lines: JSON.stringify([
      { sku, quantity: 60, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
    ]),
    save_as: 'pending_submit',
  });
  const submitted = await merchant(
    request,
    session.headers,
    'POST',
    '/merchant/api-orders/submit',
    {
      id: String(created['id']),
    },
  );
  expect(submitted).toMatchObject({ status: 'abnormal', abnormal_reason: 'insufficient_stock' });

  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.goto('/dashboard');
  for (const name of [
    'Orders per day',
    'Orders by status',
    'Orders by logistics channel',
    'Abnormal orders',
    'Top 5 stock-out SKUs',
  ])
    await expect(page.getByRole('img', { name })).toBeVisible();
  // the chart library arrived and drew into the reserved box
  await expect
    .poll(() =>
      page
        .locator('.dashboard-chart-box canvas')
        .evaluateAll((canvases) => canvases.every((c) => (c as HTMLCanvasElement).width > 0)),
    )
    .toBe(true);
  const stockOut = page.getByRole('table', { name: 'Top 5 stock-out SKUs' });
  await expect(stockOut.getByRole('row', { name: `${sku} 52` })).toBeAttached();
  // read by screen readers, clipped out of sight until asked for
  const clipped = page.locator('.visually-hidden').getByRole('table', {
    name: 'Top 5 stock-out SKUs',
  });
  await expect(clipped).toHaveCount(1);
  await page.getByRole('button', { name: 'Figures as tables' }).click();
  await expect(page.getByRole('button', { name: 'Figures as tables' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(clipped).toHaveCount(0);
  await expect(stockOut.getByRole('row', { name: `${sku} 52` })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Abnormal orders' }).getByRole('rowheader', {
      name: 'Insufficient Stock',
    }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, { include: '#main-content' });

  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('img', { name: '缺货 SKU 前五名' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: '异常订单统计' }).getByRole('rowheader', { name: '库存不足' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '以表格显示数字' })).toBeVisible();
  await expectNoSeriousViolations(page, { include: '#main-content' });
});
