import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CERTIFICATE_ASSUMED_VALIDITY_DAYS, SIGNATURE_WINDOW_SECONDS } from '@portal/domain';

const CERTIFICATE_TERM_MS = API_CERTIFICATE_ASSUMED_VALIDITY_DAYS * 86_400_000;
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';
import type { TestCertificate } from '../../test-support/open-api';
import { openApiCall, requestTestCertificate } from '../../test-support/open-api';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
let demo: { token: string };
let warehouseId: number;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  await activeProducts(t, demo, ['API-A']);
}, 120_000);
afterAll(() => t?.close());

type Certificates = { list: { id: number; token: string; state: string; expires_at: string; scopes: string; user_id: string }[] };
type Issues = { issues: { field: string; code: string }[] };

const certificates = async () =>
  (await t.get<Certificates>('/merchant/api-developer/certificates', {}, demo)).body.data.list;

let orderNo = 0;
const order = (overrides: Form = {}): Form => ({
  warehouse_id: warehouseId,
  reference_no: `API-${(orderNo += 1)}`,
  shipping_method: 'US-STD',
  currency: 'USD',
  first_name: 'Emma',
  last_name: 'Smith',
  phone: '2125550123',
  email: 'emma@example.com',
  country: 'US',
  state: 'NY',
  city: 'New York',
  postcode: '10001',
  address_line1: '350 Fifth Avenue',
  lines: JSON.stringify([
    { sku: 'API-A', quantity: 1, declared_value: '12.50', name: 'Mug', description: 'Coffee mug' },
  ]),
  save_as: 'draft',
  ...overrides,
});

describe('requesting an API certificate', () => {
  it('refuses a wrong password in both languages, stores nothing, then issues one with the right password', async () => {
    const wrong = await t.post<Issues>(
      '/merchant/api-developer/certificate-create',
      { password: 'nope-nope', scopes: 'orders:write' },
      demo,
    );
    expect(wrong.body.code).toBe('400');
    expect(wrong.body.msg).toBe('Wrong password. Please try again.');
    expect(wrong.body.data.issues).toEqual([{ field: 'password', code: 'SERVER.WRONG_PASSWORD' }]);
    const zh = await t.post(
      '/merchant/api-developer/certificate-create',
      { password: 'nope-nope', scopes: 'orders:write' },
      { ...demo, language: 'zh' },
    );
    expect(zh.body.msg).toBe('密码错误，请重试。');
    expect(await certificates()).toEqual([]);

    const right = await t.post<{ certificate: { token: string; key_hint: string; scopes: string; user_id: string }; key: string }>(
      '/merchant/api-developer/certificate-create',
      { password: 'Demo1234', scopes: 'inventory:read, orders:write' },
      demo,
    );
    expect(right.body.code).toBe('200');
    const { certificate, key } = right.body.data;
    expect(certificate.user_id).toBe('demo');
    expect(certificate.scopes).toBe('orders:write,inventory:read');
    expect(key.endsWith(certificate.key_hint)).toBe(true);
    // the key is shown once: the list never carries it, nor does the database hold it in clear
    const listed = JSON.stringify(await certificates());
    expect(listed).not.toContain(key);
    const stored = await t.db.selectFrom('api_certificates').select('key_sealed').execute();
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it.each([
    ['', 'DEVELOPER.SCOPES_REQUIRED'],
    ['orders:admin', 'DEVELOPER.SCOPE_UNKNOWN'],
    ['billing:read', 'DEVELOPER.SCOPE_UNKNOWN'],
  ])('refuses the scopes %j (%s) and stores nothing', async (scopes, code) => {
    const before = (await certificates()).length;
    const reply = await t.post<Issues>(
      '/merchant/api-developer/certificate-create',
      { password: 'Demo1234', scopes },
      demo,
    );
    expect(reply.body.code).toBe('400');
    expect(reply.body.data.issues.map((i) => i.code)).toContain(code);
    expect((await certificates()).length).toBe(before);
  });

  it('lets a sub-account manage certificates only when its role grants it, and only scopes within its role', async () => {
    const operator = await t.loginSub();
    const refused = await t.post(
      '/merchant/api-developer/certificate-create',
      { password: 'Demo1234', scopes: 'orders:read' },
      operator,
    );
    expect(refused.body.code).toBe('403');
    const role = await t.post<{ id: number }>(
      '/merchant/api-subaccount/role-save',
      { name: 'Integrators', permissions: 'developer:view,developer:add,order:view' },
      demo,
    );
    await t.post(
      '/merchant/api-subaccount/save',
      {
        username: 'integrator',
        real_name: 'Integrator',
        role: 'custom',
        role_id: role.body.data.id,
        email: 'integrator@example.com',
        phone: '13800000000',
        password: 'Demo1234',
        password_confirmation: 'Demo1234',
      },
      demo,
    );
    const login = await t.post<{ token: string }>('/api/login/loginson', {
      username: 'integrator',
      password: 'Demo1234',
      customer_id: t.demoCustomerId,
    });
    const integrator = { token: login.body.data.token };
    const beyond = await t.post<Issues>(
      '/merchant/api-developer/certificate-create',
      { password: 'Demo1234', scopes: 'orders:write' },
      integrator,
    );
    expect(beyond.body.code).toBe('400');
    expect(beyond.body.data.issues).toEqual([
      expect.objectContaining({ field: 'scopes', code: 'DEVELOPER.SCOPE_BEYOND_ROLE' }),
    ]);
    const within = await t.post<{ certificate: { created_by: string } }>(
      '/merchant/api-developer/certificate-create',
      { password: 'Demo1234', scopes: 'orders:read' },
      integrator,
    );
    expect(within.body.code).toBe('200');
    expect(within.body.data.certificate.created_by).toBe('integrator');
  });

  it('refuses without a session, and another merchant cannot renew or delete it', async () => {
    const anonymous = await t.post('/merchant/api-developer/certificate-renew', { id: 1 });
    expect(anonymous.body.code).toBe('401');
    const { token: otherToken } = await t.registerMerchant('devother');
    const other = { token: otherToken };
    const [mine] = await certificates();
    const renew = await t.post('/merchant/api-developer/certificate-renew', { id: mine?.id ?? 0 }, other);
    expect(renew.body.code).toBe('404');
    const del = await t.post('/merchant/api-developer/certificate-delete', { id: mine?.id ?? 0 }, other);
    expect(del.body.code).toBe('404');
    expect((await certificates()).find((c) => c.id === mine?.id)).toBeDefined();
  });
});

describe('the open API', () => {
  let writer: TestCertificate;
  let reader: TestCertificate;
  beforeAll(async () => {
    writer = await requestTestCertificate(t, demo, 'orders:write,inventory:read,products:read,inbound:read');
    reader = await requestTestCertificate(t, demo, 'orders:read');
  });

  it('lists, creates and cancels orders with a read-write certificate, through the order use cases', async () => {
    const created = await openApiCall<{ id: number; order_no: string; status: string }>(
      t,
      writer,
      'POST',
      '/open-api/v1/orders/create',
      order(),
    );
    expect(created.body.code).toBe('200');
    expect(created.body.data.status).toBe('draft');
    const listed = await openApiCall<{ list: { order_no: string }[]; total: number }>(
      t,
      writer,
      'GET',
      '/open-api/v1/orders/list',
      { page: 1, page_size: 10 },
    );
    expect(listed.body.code).toBe('200');
    expect(listed.body.data.list.map((o) => o.order_no)).toContain(created.body.data.order_no);
    // the same order is the merchant's in the portal
    const portal = await t.get<{ order_no: string }>('/merchant/api-orders/view', { id: created.body.data.id }, demo);
    expect(portal.body.data.order_no).toBe(created.body.data.order_no);
    // the order machine decides a cancel as it does in the portal: a draft is not cancellable
    const cancel = await openApiCall(t, writer, 'POST', '/open-api/v1/orders/cancel', {
      id: created.body.data.id,
    });
    expect(cancel.body.code).not.toBe('200');
    const after = await t.get<{ status: string }>('/merchant/api-orders/view', { id: created.body.data.id }, demo);
    expect(after.body.data.status).toBe('draft');
  });

  it.each([
    ['GET', '/open-api/v1/inventory/list'],
    ['GET', '/open-api/v1/products/list'],
    ['GET', '/open-api/v1/inbound/list'],
  ] as const)('answers %s %s within its scope', async (method, path) => {
    const reply = await openApiCall<{ list: unknown[] }>(t, writer, method, path, { page: 1 });
    expect(reply.body.code).toBe('200');
    expect(Array.isArray(reply.body.data.list)).toBe(true);
  });

  it('refuses a read-only certificate an order create (nothing stored), and an area outside its scopes', async () => {
    const before = await t.db.selectFrom('orders').select('id').execute();
    const create = await openApiCall(t, reader, 'POST', '/open-api/v1/orders/create', order());
    expect(create.body.code).toBe('403');
    expect(create.body.msg).toBe('This certificate does not allow orders:write');
    expect((await t.db.selectFrom('orders').select('id').execute()).length).toBe(before.length);
    const products = await openApiCall(t, reader, 'GET', '/open-api/v1/products/list');
    expect(products.body.code).toBe('403');
    const list = await openApiCall(t, reader, 'GET', '/open-api/v1/orders/list');
    expect(list.body.code).toBe('200');
  });

  it('answers refused fields as the portal does', async () => {
    const reply = await openApiCall<Issues>(t, writer, 'POST', '/open-api/v1/orders/create', {
      ...order(),
      warehouse_id: 'x',
    });
    expect(reply.body.code).toBe('400');
    expect(reply.body.data.issues.map((i) => i.field)).toContain('warehouse_id');
  });

  it('refuses a wrong signature, a stale timestamp and a replayed nonce', async () => {
    const wrong = await openApiCall(t, reader, 'GET', '/open-api/v1/orders/list', {}, {
      tamper: (h) => {
        h['x-portal-signature'] = '0'.repeat(64);
      },
    });
    expect(wrong.body.code).toBe('401');
    expect(wrong.body.msg).toBe('The request signature does not match');
    const otherKey = await openApiCall(t, { ...reader, key: writer.key }, 'GET', '/open-api/v1/orders/list');
    expect(otherKey.body.code).toBe('401');

    const stale = await openApiCall(t, reader, 'GET', '/open-api/v1/orders/list', {}, {
      at: new Date(t.clock.now().getTime() - (SIGNATURE_WINDOW_SECONDS + 1) * 1000),
    });
    expect(stale.body.code).toBe('401');
    expect(stale.body.msg).toBe('The request timestamp is too far from the server time');

    const nonce = 'replayed-nonce-0123456789';
    const first = await openApiCall(t, reader, 'GET', '/open-api/v1/orders/list', {}, { nonce });
    expect(first.body.code).toBe('200');
    const again = await openApiCall(t, reader, 'GET', '/open-api/v1/orders/list', {}, { nonce });
    expect(again.body.code).toBe('401');
    expect(again.body.msg).toBe('This nonce was already used');

    const tamperedBody = await t.app.inject({
      method: 'POST',
      url: '/open-api/v1/orders/create',
      headers: { 'content-type': 'application/json', 'x-portal-token': writer.token },
      payload: '{}',
    });
    expect(tamperedBody.json<{ code: string }>().code).toBe('401');
  });

  it('records every call with time, certificate, endpoint and outcome, listed for the merchant only', async () => {
    const calls = await t.get<{ list: { certificate_id: number; endpoint: string; outcome: string; code: string }[]; total: number }>(
      '/merchant/api-developer/calls',
      { certificate_id: reader.id, page_size: 100 },
      demo,
    );
    expect(calls.body.code).toBe('200');
    const outcomes = calls.body.data.list.map((c) => c.outcome);
    expect(outcomes).toEqual(expect.arrayContaining(['ok', 'scope', 'signature', 'replay']));
    expect(calls.body.data.list.every((c) => c.certificate_id === reader.id)).toBe(true);
    const other = await t.login('devother', 'Secret123');
    const theirs = await t.get<{ total: number }>('/merchant/api-developer/calls', {}, other);
    expect(theirs.body.data.total).toBe(0);
  });

  it('answers the 151st call in a minute with 429 and Retry-After, and takes calls again after the window', async () => {
    const limited = await requestTestCertificate(t, demo, 'orders:read');
    for (let i = 0; i < 150; i += 1) {
      const reply = await openApiCall(t, limited, 'GET', '/open-api/v1/orders/list', { page_size: 1 });
      expect(reply.body.code, `call ${i + 1}`).toBe('200');
    }
    const over = await openApiCall(t, limited, 'GET', '/open-api/v1/orders/list', { page_size: 1 });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('429');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // another certificate of the same merchant has its own count
    const own = await openApiCall(t, reader, 'GET', '/open-api/v1/orders/list', { page_size: 1 });
    expect(own.body.code).toBe('200');
    t.clock.advance(61_000);
    const later = await openApiCall(t, limited, 'GET', '/open-api/v1/orders/list', { page_size: 1 });
    expect(later.body.code).toBe('200');
    const logged = await t.db
      .selectFrom('api_calls')
      .select('outcome')
      .where('certificate_id', '=', limited.id)
      .execute();
    expect(logged.filter((row) => row.outcome === 'rate_limit').length).toBe(1);
  });

  it('refuses an expired certificate until it is renewed, and a deleted one for good', async () => {
    const expiring = await requestTestCertificate(t, demo, 'orders:read');
    t.clock.advance(CERTIFICATE_TERM_MS + 1000);
    demo = await t.login();
    const expired = await openApiCall(t, expiring, 'GET', '/open-api/v1/orders/list');
    expect(expired.body.code).toBe('401');
    expect(expired.body.msg).toBe('The API certificate has expired; renew it in the portal');
    expect((await certificates()).find((c) => c.id === expiring.id)?.state).toBe('expired');

    const renewed = await t.post<{ state: string; expires_at: string }>(
      '/merchant/api-developer/certificate-renew',
      { id: expiring.id },
      demo,
    );
    expect(renewed.body.code).toBe('200');
    expect(renewed.body.data.state).toBe('active');
    expect(Date.parse(renewed.body.data.expires_at)).toBe(t.clock.now().getTime() + CERTIFICATE_TERM_MS);
    const works = await openApiCall(t, expiring, 'GET', '/open-api/v1/orders/list');
    expect(works.body.code).toBe('200');

    const deleted = await t.post('/merchant/api-developer/certificate-delete', { id: expiring.id }, demo);
    expect(deleted.body.code).toBe('200');
    expect((await certificates()).find((c) => c.id === expiring.id)).toBeUndefined();
    const refused = await openApiCall(t, expiring, 'GET', '/open-api/v1/orders/list');
    expect(refused.body.code).toBe('401');
    expect(refused.body.msg).toBe('Unknown or deleted API certificate');
  });
});
