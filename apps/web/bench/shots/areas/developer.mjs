// The integrators' guide (docs/guide/integrators.md): the API management screen with a key just
// issued, the open API's call log and the webhooks, in both languages.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { call, loggedIn, shoot, BASE } from '../harness.mjs';

/** Per language: the screen's heading, the controls the shots use. */
const TEXT = {
  en: {
    title: 'API management',
    orders: 'Orders',
    inventory: 'Inventory',
    write: 'Read and write',
    read: 'Read only',
    password: 'Account password',
    request: 'Request certificate',
    keyOnce: 'Copy the key now: it is shown only this once',
    calls: 'Call log',
    callsTable: 'Calls of the open API',
    webhooks: 'Webhooks',
    webhooksTable: 'Your webhooks',
  },
  zh: {
    title: 'API管理',
    orders: '订单',
    inventory: '库存',
    write: '读写',
    read: '只读',
    password: '账户密码',
    request: '申请证书',
    keyOnce: '请立即复制密钥：它只显示这一次',
    calls: '调用记录',
    callsTable: '开放API调用',
    webhooks: 'Webhook',
    webhooksTable: '您的Webhook',
  },
};

/** A signed open API GET, as the guide's worked example signs it. */
async function signedGet(request, certificate, pathWithQuery) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const bodySha256 = createHash('sha256').update('').digest('hex');
  const canonical = ['PORTAL-HMAC-SHA256', 'GET', pathWithQuery, timestamp, nonce, bodySha256];
  const signature = createHmac('sha256', certificate.key)
    .update(canonical.join('\n'))
    .digest('hex');
  await request.get(`${BASE}${pathWithQuery}`, {
    headers: {
      'x-portal-token': certificate.token,
      'x-portal-timestamp': timestamp,
      'x-portal-nonce': nonce,
      'x-portal-signature': signature,
    },
  });
}

/** A certificate with a few calls in its log, and a webhook, of the demo merchant, made once. */
async function seed(request, token) {
  const created = await call(request, 'POST', '/merchant/api-developer/certificate-create', {
    token,
    form: { password: 'Demo1234', scopes: 'orders:write,inventory:read' },
  });
  const certificate = { token: created.certificate.token, key: created.key };
  await signedGet(request, certificate, '/open-api/v1/orders/list?page=1&page_size=20');
  await signedGet(request, certificate, '/open-api/v1/inventory/list?page=1&page_size=20');
  // a call outside the certificate's scopes, refused and logged as such
  await signedGet(request, certificate, '/open-api/v1/products/list?page=1&page_size=20');
  await call(request, 'POST', '/merchant/api-developer/webhook-create', {
    token,
    form: {
      url: 'https://erp.example.com/hooks/portal',
      events: 'order.status_changed,inbound.received',
    },
  });
}

let seeded = false;

/** Shoots this area in one language; `browser` is a launched Chromium. */
export default async function developerShots(browser, language) {
  const t = TEXT[language];
  const { context, token, page } = await loggedIn(browser, language);
  if (!seeded) {
    await seed(context.request, token);
    seeded = true;
  }
  await page.goto(`${BASE}/setting/developer/apiManage`);
  await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
  await page.getByLabel(t.orders, { exact: true }).selectOption({ label: t.write });
  await page.getByLabel(t.inventory, { exact: true }).selectOption({ label: t.read });
  await page.getByLabel(t.password).fill('Demo1234');
  await page.getByRole('button', { name: t.request }).click();
  await page.getByRole('region', { name: t.keyOnce }).waitFor();
  await shoot(page, 'api-manage-certificates', language, { fullPage: true });

  await page.getByRole('tab', { name: t.calls }).click();
  await page.getByRole('table', { name: t.callsTable }).waitFor();
  await shoot(page, 'api-manage-calls', language);

  await page.getByRole('tab', { name: t.webhooks }).click();
  await page.getByRole('table', { name: t.webhooksTable }).waitFor();
  await shoot(page, 'api-manage-webhooks', language, { fullPage: true });
  await context.close();
}
