// The guide's main layout, product form and received inbound notice.
import { sampleProductFields } from '../../sample-product.mjs';
import { call, loggedIn, shoot, BASE } from '../harness.mjs';

/**
 * A received inbound notice of the demo merchant: a plan request (the SKU quota), two products
 * created, submitted and approved, a notice of both in two boxes, approved, arrived, received.
 */
async function seedReceivedAsn(request, token) {
  const info = await call(request, 'GET', '/merchant/api-account/user-info', { token });
  const warehouseId = String(info.userInfo.warehouse_id);
  await call(request, 'POST', '/merchant/api-plan/long-term', {
    token,
    form: { warehouse_id: warehouseId, storage: '1.0', sku_count: '2', plan_items: '100' },
  });
  const products = [
    ['MUG-CERAMIC-01', 'Ceramic mug, white', '白色陶瓷杯', '6901234567890'],
    ['TEA-TIN-250', 'Tea tin 250 g', '250克茶叶罐', '6901234567891'],
  ];
  for (const [sku, nameEn, nameZh, barcode] of products) {
    const created = await call(request, 'POST', '/merchant/api-product/create', {
      token,
      form: sampleProductFields(sku, {
        name_en: nameEn,
        name_zh: nameZh,
        barcode,
        submit: '1',
      }),
    });
    await call(request, 'POST', '/merchant/api-ops/approve-product', {
      operator: true,
      form: { product_id: String(created.id) },
    });
  }
  const asn = await call(request, 'POST', '/merchant/api-asn/create', {
    token,
    form: {
      warehouse_id: warehouseId,
      lines: JSON.stringify([
        { sku: 'MUG-CERAMIC-01', quantity: 40 },
        { sku: 'TEA-TIN-250', quantity: 24 },
      ]),
      prepacking: 'self',
      delivery_mode: 'carrier',
      tracking_numbers: '1Z999AA10123456784',
      level: 'standard',
      boxes: JSON.stringify([
        { sku: 'MUG-CERAMIC-01', quantity: 40, weight: '18.5', length: 50, width: 40, height: 35 },
        { sku: 'TEA-TIN-250', quantity: 24, weight: '9', length: 40, width: 30, height: 30 },
      ]),
      estimated_freight: '320.00',
      estimated_arrival: '2026-12-01',
      submit: '1',
    },
  });
  const asnId = String(asn.id);
  await call(request, 'POST', '/merchant/api-ops/approve-asn', {
    operator: true,
    form: { asn_id: asnId },
  });
  await call(request, 'POST', '/merchant/api-ops/arrive-asn', {
    operator: true,
    form: { asn_id: asnId },
  });
  const detail = await call(request, 'GET', '/merchant/api-asn/detail', {
    token,
    params: { id: asnId },
  });
  const receipts = { 'MUG-CERAMIC-01': [39, 1], 'TEA-TIN-250': [24, 0] };
  await call(request, 'POST', '/merchant/api-ops/receive-asn', {
    operator: true,
    form: {
      asn_id: asnId,
      lines: JSON.stringify(
        detail.lines.map((line) => ({
          line_id: line.id,
          qualified: receipts[line.sku][0],
          unqualified: receipts[line.sku][1],
        })),
      ),
    },
  });
  await call(request, 'POST', '/merchant/api-ops/finish-asn', {
    operator: true,
    form: { asn_id: asnId },
  });
  return asnId;
}

let asnId;

/** Shoots this area in one language; `browser` is a launched Chromium. */
export default async function storageShots(browser, language) {
  const { context, token, page } = await loggedIn(browser, language);
  await page.goto(`${BASE}/dashboard`);
  await page.getByRole('heading', { name: language === 'en' ? 'Finance' : '财务报表' }).waitFor();
  await shoot(page, 'main-layout', language);

  asnId ??= await seedReceivedAsn(context.request, token);
  await page.goto(`${BASE}/warehouse/receiving/view/${asnId}`);
  await page
    .getByRole('button', { name: language === 'en' ? 'Print box labels' : '打印箱唛' })
    .waitFor();
  await shoot(page, 'asn-view', language, { fullPage: true });

  await page.goto(`${BASE}/warehouse/product/create`);
  const sku = page.getByRole('textbox', { name: 'SKU', exact: true });
  await sku.waitFor();
  await sku.fill('LAMP-DESK-02');
  await sku.press('Tab');
  await shoot(page, 'product-form', language, { fullPage: true });
  await context.close();
}
