import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';

let t: TestApp;
let demo: { token: string };
let warehouseId: number;
let productIds: number[];
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  productIds = await activeProducts(t, demo, ['ASN-A', 'ASN-B']);
});
afterAll(() => t.close());

const validAsn = (overrides: Form = {}): Form => ({
  warehouse_id: warehouseId,
  lines: JSON.stringify([
    { sku: 'ASN-A', quantity: 10 },
    { sku: 'ASN-B', quantity: 4 },
  ]),
  prepacking: 'self',
  delivery_mode: 'carrier',
  tracking_numbers: '1Z999AA10123456784,JD0001',
  level: 'priority',
  unloading: '1',
  boxes: JSON.stringify([
    { sku: 'ASN-A', quantity: 6, weight: '12.5', length: 40, width: 30, height: 30 },
    { sku: 'ASN-B', quantity: 4, weight: '5', length: 20, width: 20, height: 20 },
    { sku: 'ASN-A', quantity: 4, weight: '9', length: 40, width: 30, height: 20 },
  ]),
  estimated_freight: '120.00',
  estimated_arrival: '2026-12-01',
  ...overrides,
});

type Saved = { id: number; asn_no: string; status: string };
type Detail = {
  status: string;
  insurance: { amount: number; currency: string };
  lines: { id: number; sku: string; quantity: number; received: number }[];
  boxes: { box_no: number; sku: string; quantity: number }[];
  actions: string[];
};
type Stock = {
  sku: string;
  on_hand: number;
  in_transit: number;
  unqualified: number;
  reserved: number;
  low_stock: boolean;
};

const create = (form: Form, headers = demo) =>
  t.post<Saved>('/merchant/api-asn/create', form, headers);
const detail = (id: number, headers = demo) =>
  t.get<Detail>('/merchant/api-asn/detail', { id }, headers);
const ops = (action: string, form: Form) =>
  t.ops<Saved>('POST', `/merchant/api-ops/${action}`, form);
const stock = async (headers = demo) =>
  (await t.get<{ list: Stock[]; total: number }>('/merchant/api-inventory/list', {}, headers)).body
    .data;
const stockOf = async (sku: string) => (await stock()).list.find((r) => r.sku === sku);

describe('inbound notices (ASN)', () => {
  it('creates a draft with lines, boxes and the warehousing insurance of the domain', async () => {
    const reply = await create(validAsn());
    expect(reply.body).toMatchObject({ code: '200', data: { status: 'draft' } });
    expect(reply.body.data.asn_no).toMatch(/^ASN\d{8}$/);
    const read = await detail(reply.body.data.id);
    // 0.1% of 12.50 USD at 7.20 = 0.09 CNY per unit, times 14 units.
    expect(read.body.data).toMatchObject({
      status: 'draft',
      insurance: { amount: 126, currency: 'CNY' },
      lines: [
        { sku: 'ASN-A', quantity: 10, received: 0 },
        { sku: 'ASN-B', quantity: 4, received: 0 },
      ],
      actions: ['edit', 'submit', 'delete'],
    });
    expect(read.body.data.boxes).toMatchObject([
      { box_no: 1, sku: 'ASN-A', quantity: 6 },
      { box_no: 2, sku: 'ASN-B', quantity: 4 },
      { box_no: 3, sku: 'ASN-A', quantity: 4 },
    ]);
  });

  it("refuses lines that differ from their boxes' sums, naming the line and both sums", async () => {
    const boxes = JSON.parse(validAsn().boxes as string) as Record<string, unknown>[];
    const reply = await create(
      validAsn({
        boxes: JSON.stringify(boxes.map((box, i) => (i === 2 ? { ...box, quantity: 3 } : box))),
        submit: '1',
      }),
    );
    expect(reply.body.code).toBe('400');
    expect(reply.body.data).toMatchObject({
      issues: [
        {
          field: 'lines.0.quantity',
          code: 'ASN.BOX_QUANTITY_MISMATCH',
          params: { sku: 'ASN-A', lines: 10, boxes: 9 },
        },
      ],
    });
    expect(reply.body.msg).toContain('9');
  });

  it.each([
    [{ lines: '[]' }],
    [{ lines: 'not json' }],
    [{ lines: JSON.stringify([{ sku: 'ASN-A', quantity: 0 }]) }],
    [{ lines: JSON.stringify([{ sku: 'NOPE', quantity: 1 }]) }],
    [
      {
        lines: JSON.stringify([
          { sku: 'ASN-A', quantity: 1 },
          { sku: 'ASN-A', quantity: 2 },
        ]),
      },
    ],
    [{ tracking_numbers: '' }],
    [{ tracking_numbers: '单号123' }],
    [{ tracking_numbers: 'AB 12' }],
    [{ fba: '1', fba_address: '' }],
    [{ boxes: JSON.stringify([{ sku: 'ASN-A', weight: '31.5', length: 1, width: 1, height: 1 }]) }],
    [
      {
        lines: JSON.stringify([{ sku: 'ASN-A', quantity: 2 }]),
        boxes: JSON.stringify([{ sku: 'ASN-A', weight: '5', length: 1, width: 1, height: 1 }]),
      },
    ],
    [
      {
        lines: JSON.stringify([{ sku: 'ASN-A', quantity: 2 }]),
        boxes: JSON.stringify([
          { sku: 'ASN-A', quantity: 3, weight: '5', length: 1, width: 1, height: 1 },
        ]),
      },
    ],
    [{ air_freight: '1' }],
    [{ boxes: JSON.stringify([{ sku: 'ASN-A', weight: '5', length: 0, width: 1, height: 1 }]) }],
    [{ boxes: JSON.stringify([{ sku: 'OTHER', weight: '5', length: 1, width: 1, height: 1 }]) }],
    [{ prepacking: 'nobody' }],
    [{ delivery_mode: 'teleport' }],
    [{ level: 'urgent!' }],
    [{ warehouse_id: 9999 }],
    [{ estimated_arrival: '2026-02-30' }],
    [{ estimated_freight: '-1' }],
  ])('refuses %j on submit and writes nothing', async (overrides) => {
    const before = await t.db
      .selectFrom('asns')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // a draft may leave some of these out (asn-drafts.test.ts); a submit checks everything
    const reply = await create(validAsn({ ...overrides, submit: '1' }));
    expect(reply.body.code).toBe('400');
    const after = await t.db
      .selectFrom('asns')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('accepts an air-freight box of 10 kg and a drop-off without tracking numbers', async () => {
    const reply = await create(
      validAsn({
        air_freight: '1',
        delivery_mode: 'dropOff',
        tracking_numbers: '',
        lines: JSON.stringify([{ sku: 'ASN-A', quantity: 10 }]),
        boxes: JSON.stringify([
          { sku: 'ASN-A', quantity: 10, weight: '10', length: 40, width: 30, height: 30 },
        ]),
      }),
    );
    expect(reply.body.code).toBe('200');
  });

  it('edits a draft, then refuses edits and wrong moves once submitted, changing nothing', async () => {
    const { id } = (await create(validAsn())).body.data;
    const edited = await t.post<Saved>(
      '/merchant/api-asn/edit',
      { id, ...validAsn({ level: 'standard', submit: '1' }) },
      demo,
    );
    expect(edited.body).toMatchObject({ code: '200', data: { status: 'pending_approval' } });
    const refused = await t.post(
      '/merchant/api-asn/edit',
      { id, ...validAsn({ level: 'priority' }) },
      demo,
    );
    expect(refused.body.code).toBe('409');
    expect(
      await t.db
        .selectFrom('asns')
        .select(['level', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      level: 'standard',
      status: 'pending_approval',
    });
    const wrong = await t.post('/merchant/api-asn/action', { id, action: 'submit' }, demo);
    expect(wrong.body).toMatchObject({
      code: '409',
      msg: 'This inbound notice is waiting for approval, so it cannot be submitted',
    });
    expect((await detail(id)).body.data.status).toBe('pending_approval');
    expect(
      (await t.post<Saved>('/merchant/api-asn/action', { id, action: 'moveToDraft' }, demo)).body
        .data.status,
    ).toBe('draft');
    expect(
      (await t.post<Saved>('/merchant/api-asn/action', { id, action: 'delete' }, demo)).body.data
        .status,
    ).toBe('deleted');
    expect((await t.post('/merchant/api-asn/action', { id, action: 'fly' }, demo)).body.code).toBe(
      '400',
    );
  });

  it('is approved into transit, arrives, is received into stock with log lines and batches, and finishes', async () => {
    const { id, asn_no } = (await create(validAsn({ submit: '1' }))).body.data;
    const pending = await t.ops<{ list: { id: number }[] }>('GET', '/merchant/api-ops/asns');
    expect(pending.body.data.list.map((a) => a.id)).toContain(id);
    expect((await ops('receive-asn', { asn_id: id, lines: '[]' })).body.code).toBe('400');
    // The receipts go through the endpoint's schema: each bad entry is an issue on its field.
    for (const [lines, field] of [
      // not JSON: ajv's array coercion makes the text one (wrong) entry
      ['not json', 'lines.0'],
      ['[{"line_id":1,"qualified":-1}]', 'lines.0.qualified'],
      ['[{"qualified":1}]', 'lines.0.line_id'],
      ['[{"line_id":1,"qualified":"x"}]', 'lines.0.qualified'],
    ] as const) {
      const refused = await t.ops<{ issues: { field: string }[] }>(
        'POST',
        '/merchant/api-ops/receive-asn',
        { asn_id: id, lines },
      );
      expect(refused.body.code).toBe('400');
      expect(refused.body.data.issues.map((i) => i.field)).toContain(field);
    }
    expect((await ops('approve-asn', { asn_id: id })).body.data.status).toBe('awaiting_arrival');
    expect(await stockOf('ASN-A')).toMatchObject({ in_transit: 10, on_hand: 0 });
    const lines = (await detail(id)).body.data.lines;
    const lineA = lines[0]?.id ?? 0;
    const early = await ops('receive-asn', {
      asn_id: id,
      lines: JSON.stringify([{ line_id: lineA, qualified: 1 }]),
    });
    // Receiving is the machine's own event, refused before the goods arrived; nothing moves.
    expect(early.body.code).toBe('409');
    expect(await stockOf('ASN-A')).toMatchObject({ in_transit: 10, on_hand: 0 });
    expect((await ops('arrive-asn', { asn_id: id })).body.data.status).toBe('processing');
    const received = await ops('receive-asn', {
      asn_id: id,
      lines: JSON.stringify([{ line_id: lineA, qualified: 7, unqualified: 2 }]),
    });
    expect(received.body).toMatchObject({ code: '200', data: { status: 'processing' } });
    const twice = await ops('receive-asn', {
      asn_id: id,
      lines: JSON.stringify([
        { line_id: lineA, qualified: 1 },
        { line_id: lineA, qualified: 1 },
      ]),
    });
    expect(twice.body.code).toBe('400');
    expect(await stockOf('ASN-A')).toMatchObject({ in_transit: 1, on_hand: 7, unqualified: 2 });
    const over = await ops('receive-asn', {
      asn_id: id,
      lines: JSON.stringify([{ line_id: lineA, qualified: 2 }]),
    });
    expect(over.body).toMatchObject({
      code: '400',
      msg: 'More would be received than the 10 announced',
    });
    expect(await stockOf('ASN-A')).toMatchObject({ in_transit: 1, on_hand: 7, unqualified: 2 });
    expect((await detail(id)).body.data.lines[0]).toMatchObject({ received: 9 });
    expect((await ops('finish-asn', { asn_id: id })).body.data.status).toBe('finished');
    expect(await stockOf('ASN-A')).toMatchObject({ in_transit: 0, on_hand: 7, unqualified: 2 });
    expect(await stockOf('ASN-B')).toMatchObject({ in_transit: 0, on_hand: 0 });
    const log = await t.get<{
      list: { cause: string; reference: string; on_hand_delta: number; operator: string }[];
      total: number;
    }>('/merchant/api-inventory/log', { product_id: productIds[0] ?? 0 }, demo);
    expect(log.body.data.list.map((l) => l.cause)).toEqual([
      'asn_finished_short',
      'asn_received',
      'asn_approved',
    ]);
    expect(
      log.body.data.list.every((l) => l.reference === asn_no && l.operator === 'operator'),
    ).toBe(true);
    const batches = await t.get<{
      list: { qualified: number; unqualified: number; source: string }[];
    }>('/merchant/api-inventory/batches', {}, demo);
    expect(batches.body.data.list[0]).toMatchObject({
      qualified: 7,
      unqualified: 2,
      source: asn_no,
    });
    expect((await ops('finish-asn', { asn_id: id })).body.code).toBe('409');
  });

  it('rejects with a reason, and refuses operator steps on unknown ids', async () => {
    const { id } = (await create(validAsn({ submit: '1' }))).body.data;
    expect((await ops('reject-asn', { asn_id: id })).body.code).toBe('400');
    expect(
      (await ops('reject-asn', { asn_id: id, reason: 'Boxes too heavy' })).body.data.status,
    ).toBe('rejected');
    expect(
      (await t.get<{ reject_reason: string }>('/merchant/api-asn/detail', { id }, demo)).body.data
        .reject_reason,
    ).toBe('Boxes too heavy');
    expect((await ops('approve-asn', { asn_id: 999999 })).body.code).toBe('404');
    expect((await t.ops('GET', '/merchant/api-ops/asns', { status: 'x' })).body.code).toBe('400');
  });

  it('lists by status with paging', async () => {
    const all = await t.get<{ list: Saved[]; total: number; page_size: number }>(
      '/merchant/api-asn/list',
      { page_size: 2 },
      demo,
    );
    expect(all.body.data.list).toHaveLength(2);
    expect(all.body.data.total).toBeGreaterThan(2);
    const finished = await t.get<{ list: Saved[]; total: number }>(
      '/merchant/api-asn/list',
      { status: 'finished' },
      demo,
    );
    expect(finished.body.data.total).toBe(1);
    expect((await t.get('/merchant/api-asn/list', { status: 'nope' }, demo)).body.code).toBe('400');
  });
});

describe('inventory', () => {
  it('sets the low-stock alert, the only figure a merchant edits', async () => {
    const edited = await t.post<Stock>(
      '/merchant/api-inventory/edit',
      { product_id: productIds[0] ?? 0, warehouse_id: warehouseId, low_stock_threshold: 7 },
      demo,
    );
    expect(edited.body).toMatchObject({ code: '200', data: { low_stock: true, on_hand: 7 } });
    const low = await t.get<{ total: number }>(
      '/merchant/api-inventory/list',
      { low_stock: '1' },
      demo,
    );
    expect(low.body.data.total).toBe(1);
    const one = await t.get<{ list: Stock[]; total: number }>(
      '/merchant/api-inventory/list',
      { product_id: productIds[0] ?? 0 },
      demo,
    );
    expect(one.body.data.total).toBe(1);
    expect(one.body.data.list[0]).toMatchObject({ product_id: productIds[0], on_hand: 7 });
    expect(
      (await t.get<{ total: number }>('/merchant/api-inventory/list', { product_id: 999999 }, demo))
        .body.data.total,
    ).toBe(0);
    expect(
      (
        await t.post(
          '/merchant/api-inventory/edit',
          { product_id: productIds[0] ?? 0, warehouse_id: warehouseId, low_stock_threshold: -1 },
          demo,
        )
      ).body.code,
    ).toBe('400');
    expect(
      (
        await t.post(
          '/merchant/api-inventory/edit',
          { product_id: 999999, warehouse_id: warehouseId, low_stock_threshold: 1 },
          demo,
        )
      ).body.code,
    ).toBe('404');
  });

  it('answers the log total from the kept counts, equal to the rows', async () => {
    const log = await t.get<{ total: number }>('/merchant/api-inventory/log', {}, demo);
    const byWarehouse = await t.get<{ total: number }>(
      '/merchant/api-inventory/log',
      { warehouse_id: warehouseId },
      demo,
    );
    const direct = await t.db
      .selectFrom('inventory_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('customer_id', '=', t.demoCustomerId)
      .executeTakeFirstOrThrow();
    expect(Number(direct.n)).toBeGreaterThan(3);
    expect(log.body.data.total).toBe(Number(direct.n));
    expect(byWarehouse.body.data.total).toBe(Number(direct.n));
  });

  it('shows another merchant nothing of this stock, ASNs or log', async () => {
    const other = await t.registerMerchant('asnother');
    const headers = { token: other.token };
    expect((await stock(headers)).total).toBe(0);
    expect(
      (await t.get<{ total: number }>('/merchant/api-inventory/log', {}, headers)).body.data.total,
    ).toBe(0);
    expect(
      (await t.get<{ total: number }>('/merchant/api-inventory/batches', {}, headers)).body.data
        .total,
    ).toBe(0);
    expect(
      (await t.get<{ total: number }>('/merchant/api-asn/list', {}, headers)).body.data.total,
    ).toBe(0);
    const asnId = (
      await t.db
        .selectFrom('asns')
        .select('id')
        .where('customer_id', '=', t.demoCustomerId)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await detail(asnId, headers)).body.code).toBe('404');
    expect(
      (await t.post('/merchant/api-asn/action', { id: asnId, action: 'delete' }, headers)).body
        .code,
    ).toBe('404');
    expect(
      (
        await t.post(
          '/merchant/api-inventory/edit',
          { product_id: productIds[0] ?? 0, warehouse_id: warehouseId, low_stock_threshold: 1 },
          headers,
        )
      ).body.code,
    ).toBe('404');
    // Their own ASN cannot name the demo merchant's products.
    expect((await create(validAsn(), headers)).body.code).toBe('400');
  });

  it.each([
    ['GET', '/merchant/api-asn/list'],
    ['GET', '/merchant/api-asn/detail'],
    ['POST', '/merchant/api-asn/create'],
    ['POST', '/merchant/api-asn/edit'],
    ['POST', '/merchant/api-asn/action'],
    ['GET', '/merchant/api-inventory/list'],
    ['GET', '/merchant/api-inventory/log'],
    ['GET', '/merchant/api-inventory/batches'],
    ['POST', '/merchant/api-inventory/edit'],
  ] as const)('%s %s needs a login', async (method, path) => {
    const reply = method === 'GET' ? await t.get(path) : await t.post(path);
    expect(reply.body.code).toBe('401');
  });

  it.each([
    [{ page_size: 0 }],
    [{ warehouse_id: 'x' }],
    [{ product_id: '-1' }],
    [{ low_stock: 'maybe' }],
  ])('refuses the stock query %j', async (query) => {
    expect((await t.get('/merchant/api-inventory/list', query, demo)).body.code).toBe('400');
  });
});
