// The orders guide page (docs/guide/orders.md): the order form, the list with its tabs, an order
// stopped for its address with the correction open, and an order's entry details.
import { sampleProductFields } from '../../sample-product.mjs';
import { call, loggedIn, shoot, BASE } from '../harness.mjs';

const RECIPIENT = {
  first_name: 'Emma',
  last_name: 'Smith',
  phone: '2125550123',
  email: 'emma@example.com',
  country: 'US',
  state: 'NY',
  city: 'New York',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
};

/**
 * Stock of one mug in the demo warehouse (a product approved, an inbound notice received), then
 * two submitted orders: one the warehouse packs, one it stops for its address. Answers their ids
 * and `order(reference, quantity)`, which submits another order of the mug (the dashboard's
 * guide adds one the shelf cannot cover).
 */
export async function seedOrders(request, token) {
  const info = await call(request, 'GET', '/merchant/api-account/user-info', { token });
  const warehouseId = String(info.userInfo.warehouse_id);
  // a fresh SKU and references each run, so shooting again on the same data works too
  const run = Date.now().toString(36).toUpperCase();
  const sku = `MUG-G${run}`;
  const product = await call(request, 'POST', '/merchant/api-product/create', {
    token,
    form: sampleProductFields(sku, {
      name_en: 'Guide mug',
      name_zh: '指南杯',
      barcode: `69012${String(Date.now()).slice(-8)}`,
      submit: '1',
    }),
  });
  await call(request, 'POST', '/merchant/api-ops/approve-product', {
    operator: true,
    form: { product_id: String(product.id) },
  });
  const asn = await call(request, 'POST', '/merchant/api-asn/create', {
    token,
    form: {
      warehouse_id: warehouseId,
      lines: JSON.stringify([{ sku, quantity: 20 }]),
      prepacking: 'self',
      delivery_mode: 'dropOff',
      level: 'standard',
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
  await call(request, 'POST', '/merchant/api-ops/receive-asn', {
    operator: true,
    form: {
      asn_id: asnId,
      lines: JSON.stringify([{ line_id: detail.lines[0].id, qualified: 20, unqualified: 0 }]),
    },
  });
  const order = async (reference, quantity = 2) => {
    const created = await call(request, 'POST', '/merchant/api-orders/create', {
      token,
      form: {
        warehouse_id: warehouseId,
        reference_no: reference,
        shipping_method: 'US-STD',
        currency: 'USD',
        ...RECIPIENT,
        lines: JSON.stringify([
          { sku, quantity, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
        ]),
        save_as: 'pending_submit',
      },
    });
    await call(request, 'POST', '/merchant/api-orders/submit', {
      token,
      form: { id: String(created.id) },
    });
    return created.id;
  };
  const packed = await order(`GUIDE-PACKED-${run}`);
  await call(request, 'POST', '/merchant/api-ops/order-step', {
    operator: true,
    form: { order_id: String(packed), action: 'pack' },
  });
  const stopped = await order(`GUIDE-ADDRESS-${run}`);
  await call(request, 'POST', '/merchant/api-ops/order-step', {
    operator: true,
    form: { order_id: String(stopped), action: 'markAddressAbnormal' },
  });
  return { packed, stopped, order };
}

let seeded;

/** Shoots the orders area in one language; `browser` is a launched Chromium. */
export default async function orderShots(browser, language) {
  const en = language === 'en';
  const { context, token, page } = await loggedIn(browser, language);
  seeded ??= await seedOrders(context.request, token);

  await page.goto(`${BASE}/order/create`);
  const country = page.getByLabel(en ? 'Country' : '国家/地区', { exact: true });
  await country.waitFor();
  await country.selectOption('US');
  await shoot(page, 'order-form', language, { fullPage: true });

  await page.goto(`${BASE}/order/list`);
  await page.getByRole('tab').first().waitFor();
  await page
    .getByText(/^GUIDE-ADDRESS-/)
    .first()
    .waitFor();
  await shoot(page, 'order-list', language);

  await page.goto(`${BASE}/order/view/${seeded.stopped}`);
  const correct = page.getByRole('button', { name: en ? /^Correct address / : /^修改地址 / });
  await correct.click();
  await page.getByRole('dialog').getByRole('textbox').first().waitFor();
  await shoot(page, 'order-correct-address', language);

  await page.goto(`${BASE}/order/list/entryDetails/${seeded.packed}`);
  await page.getByRole('table').first().waitFor();
  await shoot(page, 'order-entries', language, { fullPage: true });
  await context.close();
}
