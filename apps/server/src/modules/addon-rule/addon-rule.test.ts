import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';

let t: TestApp;
let demo: { token: string };
let warehouseId: number;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  await activeProducts(t, demo, ['RULE-A', 'RULE-B']);
});
afterAll(() => t.close());

type Rule = {
  id: number;
  name: string;
  priority: number;
  status: string;
  warehouse_ids: number[];
  warehouses: string[];
  shipping_methods: string[];
  skus: string[];
  countries: string[];
  services: string[];
  actions: string[];
};
type Issues = { issues: { field: string; code: string }[] };

const ruleForm = (overrides: Form = {}): Form => ({
  name: 'Photos for US orders',
  description: 'Every US parcel gets product photos',
  priority: '3',
  warehouse_ids: String(warehouseId),
  countries: 'us',
  services: 'PHOTO',
  ...overrides,
});
const create = (form: Form, headers = demo) =>
  t.post<Rule>('/merchant/api-rules/create', form, headers);
const update = (form: Form, headers = demo) =>
  t.post<Rule>('/merchant/api-rules/update', form, headers);
const action = (id: number, act: string, headers = demo) =>
  t.post<Rule>('/merchant/api-rules/action', { id, action: act }, headers);
const detail = (id: number, headers = demo) =>
  t.get<Rule>('/merchant/api-rules/detail', { id }, headers);
const remove = (id: number, headers = demo) =>
  t.post<null>('/merchant/api-rules/delete', { id }, headers);
const stored = (id: number) =>
  t.db.selectFrom('addon_rules').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /merchant/api-rules/create', () => {
  it('creates an inactive rule, the lists read from the comma separated text', async () => {
    const reply = await create(ruleForm({ skus: ' RULE-A, RULE-A ,', shipping_methods: 'us-std' }));
    expect(reply.body).toMatchObject({
      code: '200',
      msg: 'Rule saved',
      data: {
        name: 'Photos for US orders',
        priority: 3,
        status: 'inactive',
        warehouse_ids: [warehouseId],
        shipping_methods: ['US-STD'],
        skus: ['RULE-A'],
        countries: ['US'],
        services: ['PHOTO'],
        actions: ['activate'],
      },
    });
    expect(reply.body.data.warehouses).toHaveLength(1);
  });

  it('creates and activates together', async () => {
    const reply = await create(ruleForm({ save_as: 'active' }));
    expect(reply.body).toMatchObject({
      code: '200',
      msg: 'Rule saved and activated',
      data: { status: 'active', actions: ['deactivate'] },
    });
  });

  it.each([
    [{ name: ' ' }, 'name', 'VALIDATION.REQUIRED'],
    [{ priority: '' }, 'priority', 'VALIDATION.REQUIRED'],
    [{ priority: '0' }, 'priority', 'ADDON_RULE.PRIORITY_RANGE'],
    [{ priority: '10' }, 'priority', 'ADDON_RULE.PRIORITY_RANGE'],
    [{ priority: '2.5' }, 'priority', 'ADDON_RULE.PRIORITY_RANGE'],
    [{ warehouse_ids: '' }, 'warehouse_ids', 'ADDON_RULE.WAREHOUSE_REQUIRED'],
    [{ warehouse_ids: 'x' }, 'warehouse_ids', 'SERVER.WAREHOUSE_NOT_ACTIVE'],
    [{ warehouse_ids: '3' }, 'warehouse_ids', 'SERVER.WAREHOUSE_NOT_ACTIVE'],
    [{ countries: '' }, 'conditions', 'ADDON_RULE.CONDITION_REQUIRED'],
    [{ shipping_methods: 'NO-SUCH' }, 'shipping_methods', 'ORDER.CHANNEL_UNKNOWN'],
    [{ services: '' }, 'services', 'ADDON_RULE.SERVICE_REQUIRED'],
    [{ services: 'PHOTO, GOLD_WRAP' }, 'services', 'SERVER.ORDER_SERVICE_UNKNOWN'],
  ])('refuses %j on its field, storing nothing', async (change, field, code) => {
    const before = await t.db.selectFrom('addon_rules').select('id').execute();
    const reply = await create(ruleForm(change));
    expect(reply.body.code).toBe('400');
    expect((reply.body.data as unknown as Issues).issues).toContainEqual(
      expect.objectContaining({ field, code }),
    );
    expect(await t.db.selectFrom('addon_rules').select('id').execute()).toHaveLength(before.length);
  });

  it('needs a login', async () => {
    expect((await t.post('/merchant/api-rules/create', ruleForm())).body.code).toBe('401');
  });
});

describe('edit, activate and deactivate', () => {
  it('edits the fields and keeps the status', async () => {
    const { id } = (await create(ruleForm({ save_as: 'active' }))).body.data;
    const reply = await update({ id, ...ruleForm({ name: 'Renamed', priority: '1' }) });
    expect(reply.body).toMatchObject({
      code: '200',
      data: { id, name: 'Renamed', priority: 1, status: 'active' },
    });
  });

  it('refuses an invalid edit with nothing changed', async () => {
    const { id } = (await create(ruleForm())).body.data;
    const before = await stored(id);
    const reply = await update({ id, ...ruleForm({ priority: '12' }) });
    expect(reply.body.code).toBe('400');
    expect(await stored(id)).toEqual(before);
  });

  it('activates, deactivates, and refuses a wrong step with nothing changed', async () => {
    const { id } = (await create(ruleForm())).body.data;
    expect((await action(id, 'activate')).body).toMatchObject({
      code: '200',
      msg: 'Rule activated',
      data: { status: 'active' },
    });
    const before = await stored(id);
    const again = await action(id, 'activate');
    expect(again.body).toMatchObject({ code: '409' });
    expect(await stored(id)).toEqual(before);
    expect((await action(id, 'deactivate')).body).toMatchObject({
      code: '200',
      msg: 'Rule deactivated',
      data: { status: 'inactive' },
    });
    expect((await action(id, 'deactivate')).body.code).toBe('409');
  });

  it('refuses an unknown action by the schema', async () => {
    const { id } = (await create(ruleForm())).body.data;
    expect((await action(id, 'delete')).body.code).toBe('400');
  });
});

describe('POST /merchant/api-rules/delete', () => {
  it.each(['inactive', 'active'])(
    'deletes a rule for good in either status (%s)',
    async (status) => {
      const { id } = (await create(ruleForm({ save_as: status }))).body.data;
      expect((await remove(id)).body).toMatchObject({
        code: '200',
        msg: 'Rule deleted',
        data: null,
      });
      expect(
        await t.db.selectFrom('addon_rules').select('id').where('id', '=', id).execute(),
      ).toEqual([]);
      expect((await detail(id)).body.code).toBe('404');
      expect((await remove(id)).body.code).toBe('404');
    },
  );

  it("refuses another merchant's rule with it unchanged, and a call without a login", async () => {
    const { id } = (await create(ruleForm())).body.data;
    const other = { token: (await t.registerMerchant('ruledelete')).token };
    expect((await remove(id, other)).body.code).toBe('404');
    expect((await t.post('/merchant/api-rules/delete', { id })).body.code).toBe('401');
    expect(await stored(id)).toMatchObject({ name: 'Photos for US orders' });
  });
});

describe('GET /merchant/api-rules/list and detail', () => {
  it('lists by priority, 1 first, then the earlier rule', async () => {
    const low = (await create(ruleForm({ name: 'Low', priority: '9' }))).body.data.id;
    const list = await t.get<{ list: Rule[]; total: number }>(
      '/merchant/api-rules/list',
      { page_size: 100 },
      demo,
    );
    expect(list.body.code).toBe('200');
    const priorities = list.body.data.list.map((r) => r.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(list.body.data.list.at(-1)?.id).toBe(low);
    expect((await detail(low)).body.data).toMatchObject({ id: low, name: 'Low' });
  });

  it("keeps another merchant's rules unreachable", async () => {
    const { id } = (await create(ruleForm())).body.data;
    const other = { token: (await t.registerMerchant('ruleother')).token };
    expect((await detail(id, other)).body.code).toBe('404');
    expect((await update({ id, ...ruleForm({ name: 'Theirs' }) }, other)).body.code).toBe('404');
    expect((await action(id, 'activate', other)).body.code).toBe('404');
    const list = await t.get<{ total: number }>('/merchant/api-rules/list', {}, other);
    expect(list.body.data.total).toBe(0);
    expect(await stored(id)).toMatchObject({ name: 'Photos for US orders', status: 'inactive' });
  });
});

describe('an order created after an active rule matches', () => {
  const order = (overrides: Form = {}): Form => ({
    warehouse_id: warehouseId,
    shipping_method: 'UK-RM',
    currency: 'USD',
    first_name: 'Oliver',
    last_name: 'Brown',
    phone: '2079460123',
    country: 'GB',
    city: 'London',
    postcode: 'SW1A 1AA',
    address_line1: '10 Downing Street',
    lines: JSON.stringify([
      { sku: 'RULE-B', quantity: 1, declared_value: '9.90', name: 'Cup', description: 'Cup' },
    ]),
    services: JSON.stringify([{ code: 'LABEL', quantity: 2 }]),
    save_as: 'draft',
    ...overrides,
  });
  const servicesOf = async (id: number) =>
    (
      await t.get<{ services: { code: string; quantity: number }[] }>(
        '/merchant/api-orders/view',
        { id },
        demo,
      )
    ).body.data.services.map((s) => [s.code, s.quantity]);

  it('gets the services of the highest-priority matching active rule only', async () => {
    const sku = { skus: 'RULE-B', countries: '' };
    await create(
      ruleForm({ ...sku, name: 'GB low', priority: '8', services: 'REPACK', save_as: 'active' }),
    );
    await create(
      ruleForm({
        ...sku,
        name: 'GB top',
        priority: '2',
        services: 'CHECK,LABEL',
        save_as: 'active',
      }),
    );
    await create(ruleForm({ ...sku, name: 'GB off', priority: '1', services: 'DISPOSE' }));
    const created = await t.post<{ id: number }>('/merchant/api-orders/create', order(), demo);
    expect(created.body.code).toBe('200');
    expect(await servicesOf(created.body.data.id)).toEqual(
      expect.arrayContaining([
        ['LABEL', 2],
        ['CHECK', 1],
      ]),
    );
    expect(await servicesOf(created.body.data.id)).toHaveLength(2);
  });

  it('adds nothing when no active rule matches', async () => {
    const created = await t.post<{ id: number }>(
      '/merchant/api-orders/create',
      order({
        lines: JSON.stringify([
          { sku: 'RULE-A', quantity: 1, declared_value: '9.90', name: 'Cup', description: 'Cup' },
        ]),
      }),
      demo,
    );
    expect(await servicesOf(created.body.data.id)).toEqual([['LABEL', 2]]);
  });

  it('a deleted rule adds nothing to the next order; an order created before keeps its services', async () => {
    const rule = await create(
      ruleForm({
        skus: 'RULE-A',
        countries: '',
        priority: '1',
        services: 'PHOTO',
        save_as: 'active',
      }),
    );
    const lineA = JSON.stringify([
      { sku: 'RULE-A', quantity: 1, declared_value: '9.90', name: 'Cup', description: 'Cup' },
    ]);
    const before = await t.post<{ id: number }>(
      '/merchant/api-orders/create',
      order({ lines: lineA }),
      demo,
    );
    expect(await servicesOf(before.body.data.id)).toEqual(
      expect.arrayContaining([
        ['LABEL', 2],
        ['PHOTO', 1],
      ]),
    );
    expect((await remove(rule.body.data.id)).body.code).toBe('200');
    const after = await t.post<{ id: number }>(
      '/merchant/api-orders/create',
      order({ lines: lineA }),
      demo,
    );
    expect(await servicesOf(after.body.data.id)).toEqual([['LABEL', 2]]);
    expect(await servicesOf(before.body.data.id)).toHaveLength(2);
  });
});
