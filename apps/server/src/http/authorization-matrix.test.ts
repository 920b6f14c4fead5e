import type { RouteSpec } from '@portal/contract';
import {
  ALL_ENDPOINTS,
  ALL_ROUTES,
  PERMISSION_AREAS,
  requiredPermissions,
  routePermission,
  verbPermissions,
} from '@portal/contract';
import type { BuiltInRole, Role } from '@portal/domain';
import { BUILT_IN_ROLES, mayDo } from '@portal/domain';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../db/seed';
import { multipartBody } from '../test-support/multipart';
import { insertTestOrder } from '../test-support/orders';
import type { Form, Headers, TestApp } from '../test-support/test-app';
import { startTestApp } from '../test-support/test-app';

/**
 * The authorization matrix (issue 15, ADR 0035), generated from the contract's route list so a new
 * endpoint cannot be forgotten: every merchant endpoint × the main account, each built-in role, a
 * custom role without the permission, another merchant and no session. Bodies stay empty (the
 * permission is checked before the input), so 'allowed' is any answer but 401/403; another
 * merchant sends merchant A's ids and must not get a success on them.
 */

type Expected = 'allowed' | 'refused' | 'no session';
const MERCHANT_ROUTES = ALL_ROUTES.filter((r) => !['public', 'operator'].includes(r.access));
const CUSTOM_TAG = 'news:view';
const CUSTOM_ROLE: Role = { kind: 'custom', permissions: [CUSTOM_TAG] };
/** Adds and views orders but neither edits nor deletes: the role an upload must not let submit. */
const ADDER_TAGS = [
  'order:view',
  'order:add',
  'asn:view',
  'asn:add',
  'product:view',
  'product:add',
];
const ADDER_ROLE: Role = { kind: 'custom', permissions: ADDER_TAGS };
/** Edits everything verb-carrying but deletes nothing. */
const EDITOR_TAGS = ['order:add', 'order:edit', 'asn:edit', 'product:edit', 'addonRule:edit'];
const EDITOR_ROLE: Role = { kind: 'custom', permissions: EDITOR_TAGS };

function expectedFor(
  route: RouteSpec,
  caller: { role: Role | null },
  input: Readonly<Record<string, unknown>> = {},
): Expected {
  if (caller.role === null) return route.access === 'sub' ? 'refused' : 'allowed';
  const { role } = caller;
  if (route.access === 'main' || routePermission(route).kind === 'main') return 'refused';
  const refused = requiredPermissions(route, input).some(
    (permission) => permission.kind === 'grant' && !mayDo(role, permission.area, permission.action),
  );
  return refused ? 'refused' : 'allowed';
}

/** Notices are the provider's, shown to every merchant: marking one read is no reach into A. */
const SHARED_RECORDS = ['/merchant/api-news/read'];

/** A list filtered by A's id that finds none of B's: no leak. */
const emptyPage = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  'list' in data &&
  Array.isArray(data.list) &&
  data.list.length === 0;

const outcomeOf = (code: string): Expected =>
  code === '401' ? 'no session' : code === '403' ? 'refused' : 'allowed';

let t: TestApp;
const callers: { name: string; role: Role | null; headers: Headers }[] = [];
let otherMerchant: Headers;
const aIds: Record<string, number> = {};

async function subLogin(username: string): Promise<Headers> {
  const reply = await t.post<{ token: string }>('/api/login/loginson', {
    username,
    password: DEMO_LOGINS.sub.password,
    customer_id: t.demoCustomerId,
  });
  expect(reply.body.code, username).toBe('200');
  return { token: reply.body.data.token };
}

/**
 * One call, answered as the envelope's code. A file download (a template, an export, a picture)
 * is no envelope: a success of it counts as '200'.
 */
async function call(
  route: RouteSpec,
  form: Form,
  headers: Headers,
): Promise<{ code: string; data?: unknown }> {
  const fields = new URLSearchParams(
    Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const inQuery = route.method === 'GET' || route.input === 'query';
  const response = await t.app.inject({
    method: route.method,
    url: inQuery && fields !== '' ? `${route.path}?${fields}` : route.path,
    headers: inQuery
      ? headers
      : { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(inQuery ? {} : { payload: fields }),
  });
  const json = String(response.headers['content-type'] ?? '').includes('application/json');
  if (!json) return { code: String(response.statusCode) };
  return response.json<{ code: string; data: unknown }>();
}

const routeAt = (path: string): RouteSpec => {
  const route = ALL_ROUTES.find((r) => r.path === path);
  if (route === undefined) throw new Error(`no route ${path}`);
  return route;
};
const ROUTE_OF = {
  orderAction: routeAt('/merchant/api-orders/action'),
  orderBatch: routeAt('/merchant/api-orders/batch'),
  asnAction: routeAt('/merchant/api-asn/action'),
  productBatch: routeAt('/merchant/api-product/batch'),
  orderUpload: routeAt('/merchant/api-orders/upload'),
};

/** A multipart call with the verb before a one-row CSV, as the web's upload form sends it. */
async function upload(
  route: RouteSpec,
  fields: Readonly<Record<string, string>>,
  headers: Headers,
): Promise<{ code: string }> {
  const body = multipartBody(
    Buffer.from('order_no\nM-1\n'),
    'orders.csv',
    'text/csv',
    'file',
    fields,
  );
  const response = await t.app.inject({
    method: route.method,
    url: route.path,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  return response.json<{ code: string }>();
}

/** Merchant A's record of a route's area: the id another merchant tries to reach. */
function aIdFor(route: RouteSpec, field: string): number {
  if (route.path.includes('role')) return aIds['role'] ?? 0;
  if (route.area === 'subAccount') return aIds['subAccount'] ?? 0;
  return aIds[field === 'id' ? route.area : field] ?? aIds['order'] ?? 0;
}

/** A body that names A's records by id and fills the rest plausibly, so the id is what is judged. */
function bodyWithAIds(route: RouteSpec): { form: Form; hasId: boolean } {
  const spec = ALL_ENDPOINTS.find((e) => e.method === route.method && e.path === route.path);
  const props = (spec?.request as { properties?: Record<string, TSchema> } | undefined)?.properties;
  const form: Form = {};
  let hasId = false;
  for (const [field, schema] of Object.entries(props ?? {})) {
    const s = schema as { enum?: string[]; anyOf?: { const?: string }[]; type?: string };
    if (field === 'id' || field === 'order_id' || field === 'product_id') {
      form[field] = aIdFor(route, field);
      hasId = true;
    } else if (s.enum?.[0] !== undefined) form[field] = s.enum[0];
    else if (s.anyOf?.[0]?.const !== undefined) form[field] = s.anyOf[0].const;
    else if (s.type === 'integer' || s.type === 'number') form[field] = 1;
  }
  return { form, hasId };
}

beforeAll(async () => {
  t = await startTestApp();
  const main = await t.login();
  const customRole = async (name: string, tags: readonly string[]) => {
    const saved = await t.post<{ id: number }>(
      '/merchant/api-subaccount/role-save',
      { name, description: '', permissions: tags.join(',') },
      main,
    );
    expect(saved.body.code, name).toBe('200');
    return saved.body.data.id;
  };
  const roleIds = {
    matrixcustom: await customRole('News readers', [CUSTOM_TAG]),
    matrixadder: await customRole('Adders', ADDER_TAGS),
    matrixeditor: await customRole('Editors', EDITOR_TAGS),
  };
  aIds['role'] = roleIds.matrixcustom;
  const subs: [string, string, Role][] = [
    ...BUILT_IN_ROLES.map((name): [string, string, Role] => [
      `matrix${name.replace('_', '')}`,
      name,
      { kind: 'built_in', name: name as BuiltInRole },
    ]),
    ['matrixcustom', 'custom', CUSTOM_ROLE],
    ['matrixadder', 'custom', ADDER_ROLE],
    ['matrixeditor', 'custom', EDITOR_ROLE],
  ];
  callers.push({ name: 'main account', role: null, headers: main });
  for (const [username, roleName, grants] of subs) {
    const created = await t.post<{ id: number }>(
      '/merchant/api-subaccount/save',
      {
        username,
        real_name: username,
        role: roleName,
        ...(roleName === 'custom' ? { role_id: roleIds[username as keyof typeof roleIds] } : {}),
        email: `${username}@example.com`,
        phone: '13800000000',
        password: DEMO_LOGINS.sub.password,
        password_confirmation: DEMO_LOGINS.sub.password,
      },
      main,
    );
    expect(created.body.code, username).toBe('200');
    aIds['subAccount'] = created.body.data.id;
    callers.push({
      name: `${roleName} sub-account ${username}`,
      role: grants,
      headers: await subLogin(username),
    });
  }
  aIds['order'] = (
    await insertTestOrder(t.db, {
      customerId: t.demoCustomerId,
      channel: 'USPS',
      status: 'draft',
      now: t.clock.now(),
    })
  ).id;
  otherMerchant = { token: (await t.registerMerchant('matrixother')).token };
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('authorization matrix', () => {
  it('every merchant route derives a permission in an area roles can choose', () => {
    expect(MERCHANT_ROUTES.length).toBeGreaterThan(50);
    for (const route of MERCHANT_ROUTES) {
      const permission = routePermission(route);
      expect(['grant', 'any', 'main'], route.path).toContain(permission.kind);
      if (permission.kind === 'grant')
        expect(PERMISSION_AREAS, route.path).toContain(permission.area);
      expect(t.app.hasRoute({ method: route.method, url: route.path }), route.path).toBe(true);
    }
  });

  it('answers each caller as its role says, on every merchant route', async () => {
    const wrong: string[] = [];
    for (const route of MERCHANT_ROUTES) {
      const anonymous = await call(route, {}, {});
      if (anonymous.code !== '401') wrong.push(`no session ${route.path}: ${anonymous.code}`);
      for (const caller of callers) {
        const expected = expectedFor(route, caller);
        const reply = await call(route, {}, caller.headers);
        if (outcomeOf(reply.code) !== expected)
          wrong.push(
            `${caller.name} ${route.method} ${route.path}: ${reply.code}, expected ${expected}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('another merchant never succeeds on merchant A ids, and is not refused its own routes', async () => {
    const wrong: string[] = [];
    for (const route of MERCHANT_ROUTES) {
      const { form, hasId } = bodyWithAIds(route);
      const reply = await call(route, form, otherMerchant);
      const expected = expectedFor(route, { role: null });
      if (outcomeOf(reply.code) !== expected)
        wrong.push(`${route.method} ${route.path}: ${reply.code}, expected ${expected}`);
      if (
        hasId &&
        reply.code === '200' &&
        !SHARED_RECORDS.includes(route.path) &&
        !emptyPage(reply.data)
      )
        wrong.push(`${route.path} answered A's record to B`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('every verb-carrying route has a row per verb its schema accepts', () => {
    const verbRoutes = MERCHANT_ROUTES.filter((route) => route.actions !== undefined);
    expect(verbRoutes.map((route) => route.path).sort()).toEqual(
      [
        '/merchant/api-asn/action',
        '/merchant/api-orders/action',
        '/merchant/api-orders/batch',
        '/merchant/api-orders/upload',
        '/merchant/api-product/batch',
        '/merchant/api-rules/action',
      ].sort(),
    );
  });

  it('answers each caller as the verb it sends needs, on every verb of every route', async () => {
    const wrong: string[] = [];
    for (const route of MERCHANT_ROUTES) {
      const field = route.actions?.field ?? '';
      for (const { verb } of verbPermissions(route)) {
        for (const caller of callers) {
          const expected = expectedFor(route, caller, { [field]: verb });
          const reply =
            route.input === 'multipart'
              ? await upload(route, { [field]: verb }, caller.headers)
              : await call(route, { [field]: verb }, caller.headers);
          if (outcomeOf(reply.code) !== expected)
            wrong.push(
              `${caller.name} ${route.path} ${field}=${verb}: ${reply.code}, expected ${expected}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses delete to the built-in admin and submitting through an upload to an adder', async () => {
    const admin = callers.find((c) => c.role?.kind === 'built_in' && c.role.name === 'admin');
    const adder = callers.find((c) => c.role === ADDER_ROLE);
    if (admin === undefined || adder === undefined) throw new Error('no admin or adder caller');
    const id = aIds['order'] ?? 0;
    for (const route of [ROUTE_OF.orderAction, ROUTE_OF.asnAction]) {
      const reply = await call(route, { id, action: 'delete' }, admin.headers);
      expect(reply.code, route.path).toBe('403');
    }
    const batch = await call(
      ROUTE_OF.orderBatch,
      { ids: String(id), action: 'delete' },
      admin.headers,
    );
    expect(batch.code).toBe('403');
    expect(
      (await call(ROUTE_OF.productBatch, { ids: '1', action: 'delete' }, admin.headers)).code,
    ).toBe('403');
    expect(
      (await upload(ROUTE_OF.orderUpload, { save_as: 'processing' }, adder.headers)).code,
    ).toBe('403');
    // the same adder may still save an upload for a later submit
    expect(
      (await upload(ROUTE_OF.orderUpload, { save_as: 'pending_submit' }, adder.headers)).code,
    ).not.toBe('403');
  });

  it('a refusal is the house envelope with a 403 and the message in both languages', async () => {
    const custom = callers.find((c) => c.role?.kind === 'custom');
    if (custom === undefined) throw new Error('no custom caller');
    const en = await t.get('/merchant/api-orders/list', {}, { ...custom.headers, language: 'en' });
    expect(en.body).toMatchObject({
      code: '403',
      data: null,
      msg: 'Your role does not allow this (order: view)',
    });
    const zh = await t.get('/merchant/api-orders/list', {}, { ...custom.headers, language: 'zh' });
    expect(zh.body).toMatchObject({ code: '403', msg: '您的角色无权执行此操作（order：view）' });
  });
});
