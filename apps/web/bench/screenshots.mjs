// Screenshots for docs/guide/, taken in Debian's Chromium against the real server (fresh data)
// serving apps/web/dist: the main layout in each language, the product form, and the view of an
// inbound notice the provider has received (set up through the merchant and operator APIs).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { sampleProductFields } from './sample-product.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', '..', '..', 'docs', 'guide');
const PORT = Number(process.env.SHOT_PORT ?? 18096);
const OPERATOR_KEY = 'shots-operator-key-0123456789';
const BASE = `http://127.0.0.1:${PORT}`;
const server = spawn('node', [join(here, '..', 'e2e', 'start-server.mjs')], {
  env: { ...process.env, E2E_PORT: String(PORT), OPERATOR_KEY },
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

/** Calls the API and returns the envelope's data; anything but code 200 stops the script. */
async function call(request, method, path, { token, form, params, operator } = {}) {
  const headers = operator ? { 'x-operator-key': OPERATOR_KEY } : token ? { token } : {};
  const response =
    method === 'GET'
      ? await request.get(`${BASE}${path}`, { headers, params })
      : await request.post(`${BASE}${path}`, { headers, form });
  const body = await response.json();
  if (body.code !== '200') throw new Error(`${path}: ${JSON.stringify(body.msg)}`);
  return body.data;
}

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
        { sku: 'MUG-CERAMIC-01', weight: '18.5', length: 50, width: 40, height: 35 },
        { sku: 'TEA-TIN-250', weight: '9', length: 40, width: 30, height: 30 },
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

async function main() {
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`${BASE}/login`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let asnId;
  for (const language of ['en', 'zh']) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const login = await context.request.post(`${BASE}/api/login/login`, {
      form: { username: 'demo', password: 'Demo1234' },
    });
    const { data } = await login.json();
    await context.addCookies([
      { name: 'token', value: data.token, url: BASE },
      { name: 'language', value: language, url: BASE },
    ]);
    const page = await context.newPage();
    await page.goto(`${BASE}/dashboard`);
    await page.getByRole('heading', { name: language === 'en' ? 'Finance' : '财务报表' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `main-layout-${language}.png`) });

    asnId ??= await seedReceivedAsn(context.request, data.token);
    await page.goto(`${BASE}/warehouse/receiving/view/${asnId}`);
    await page
      .getByRole('button', { name: language === 'en' ? 'Print box labels' : '打印箱唛' })
      .waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `asn-view-${language}.png`), fullPage: true });

    await page.goto(`${BASE}/warehouse/product/create`);
    const sku = page.getByRole('textbox', { name: 'SKU', exact: true });
    await sku.waitFor();
    await sku.fill('LAMP-DESK-02');
    await sku.press('Tab');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `product-form-${language}.png`), fullPage: true });
    await context.close();
  }
  await browser.close();
}

main()
  .then(() => {
    stopServer();
    process.exit(0);
  })
  .catch((error) => {
    stopServer();
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
