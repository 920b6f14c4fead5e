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
  await activeProducts(t, demo, ['RMA-A', 'RMA-B']);
});
afterAll(() => t.close());

const validRma = (overrides: Form = {}): Form => ({
  warehouse_id: warehouseId,
  lines: JSON.stringify([
    { sku: 'RMA-A', quantity: 3 },
    { sku: 'RMA-B', quantity: 1 },
  ]),
  tracking_numbers: 'RT123456,RT654321',
  shipping_method: 'DHL',
  order_number: 'SO-1001',
  back_to_shelf: '1',
  ...overrides,
});

type Saved = { id: number; rma_no: string; status: string };
type Line = { id: number; sku: string; quantity: number; received: number; disposed: number };
type Detail = {
  status: string;
  back_to_shelf: boolean;
  tracking_numbers: string[];
  lines: Line[];
  actions: string[];
};

const create = (form: Form, headers = demo) =>
  t.post<Saved>('/merchant/api-rma/create', form, headers);
const detail = (id: number, headers = demo) =>
  t.get<Detail>('/merchant/api-rma/detail', { id }, headers);
const processRma = (form: Form) => t.ops<Saved>('POST', '/merchant/api-ops/process-rma', form);
const onHand = async (sku: string) =>
  (
    await t.get<{ list: { sku: string; on_hand: number }[] }>(
      '/merchant/api-inventory/list',
      {},
      demo,
    )
  ).body.data.list.find((r) => r.sku === sku)?.on_hand ?? 0;

describe('returns (RMA)', () => {
  it('creates a draft and reads it back', async () => {
    const reply = await create(validRma());
    expect(reply.body).toMatchObject({ code: '200', data: { status: 'draft' } });
    expect(reply.body.data.rma_no).toMatch(/^RMA\d{8}$/);
    expect((await detail(reply.body.data.id)).body.data).toMatchObject({
      status: 'draft',
      back_to_shelf: true,
      tracking_numbers: ['RT123456', 'RT654321'],
      actions: ['edit', 'submit'],
      lines: [
        { sku: 'RMA-A', quantity: 3, received: 0 },
        { sku: 'RMA-B', quantity: 1 },
      ],
    });
  });

  it.each([
    [{ lines: '[]' }],
    [{ lines: '{' }],
    [{ lines: JSON.stringify([{ sku: 'RMA-A', quantity: 0 }]) }],
    [{ lines: JSON.stringify([{ sku: 'GHOST', quantity: 1 }]) }],
    [
      {
        lines: JSON.stringify([
          { sku: 'RMA-A', quantity: 1 },
          { sku: 'RMA-A', quantity: 1 },
        ]),
      },
    ],
    [{ tracking_numbers: '运单1' }],
    [{ tracking_numbers: 'A B' }],
    [{ warehouse_id: 9999 }],
    [{ back_to_shelf: 'maybe' }],
    [{ order_number: 'x'.repeat(101) }],
  ])('refuses %j and writes nothing', async (overrides) => {
    const before = await t.db
      .selectFrom('rmas')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect((await create(validRma(overrides))).body.code).toBe('400');
    const after = await t.db
      .selectFrom('rmas')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('edits a draft and submits it, then refuses to edit it, changing nothing', async () => {
    const { id } = (await create(validRma())).body.data;
    const edited = await t.post<Saved>(
      '/merchant/api-rma/edit',
      { id, ...validRma({ order_number: 'SO-2', submit: '1' }) },
      demo,
    );
    expect(edited.body).toMatchObject({ code: '200', data: { status: 'awaiting_arrival' } });
    const refused = await t.post(
      '/merchant/api-rma/edit',
      { id, ...validRma({ order_number: 'SO-3' }) },
      demo,
    );
    expect(refused.body.code).toBe('409');
    expect(
      await t.db
        .selectFrom('rmas')
        .select(['order_number', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      order_number: 'SO-2',
      status: 'awaiting_arrival',
    });
  });

  it('is processed back to the shelf: qualified goods return to stock with a log line', async () => {
    const { id, rma_no } = (await create(validRma({ submit: '1' }))).body.data;
    const queue = await t.ops<{ list: { id: number }[] }>('GET', '/merchant/api-ops/rmas');
    expect(queue.body.data.list.map((r) => r.id)).toContain(id);
    const [lineA] = (await detail(id)).body.data.lines;
    const before = await onHand('RMA-A');
    const reply = await processRma({
      rma_id: id,
      lines: JSON.stringify([
        { line_id: lineA?.id, received: 3, qualified: 2, unqualified: 1, disposed: 1 },
      ]),
    });
    expect(reply.body).toMatchObject({ code: '200', data: { status: 'processed' } });
    expect(await onHand('RMA-A')).toBe(before + 2);
    expect((await detail(id)).body.data.lines[0]).toMatchObject({ received: 3, disposed: 1 });
    const log = await t.get<{
      list: { cause: string; reference: string; on_hand_delta: number }[];
    }>('/merchant/api-inventory/log', {}, demo);
    expect(log.body.data.list[0]).toMatchObject({
      cause: 'rma_back_to_shelf',
      reference: rma_no,
      on_hand_delta: 2,
    });
    // Processed is final: a second processing is refused and nothing moves.
    const again = await processRma({ rma_id: id, lines: '[]' });
    expect(again.body).toMatchObject({
      code: '409',
      msg: 'This return is processed, so it cannot be processed',
    });
    expect(await onHand('RMA-A')).toBe(before + 2);
  });

  it('keeps stock as it is when the goods do not go back on the shelf', async () => {
    const { id } = (await create(validRma({ submit: '1', back_to_shelf: '0' }))).body.data;
    const [lineA] = (await detail(id)).body.data.lines;
    const before = await onHand('RMA-A');
    const reply = await processRma({
      rma_id: id,
      lines: JSON.stringify([{ line_id: lineA?.id, received: 3, qualified: 3, unqualified: 0 }]),
    });
    expect(reply.body.data.status).toBe('processed');
    expect(await onHand('RMA-A')).toBe(before);
  });

  it('refuses a draft, wrong quantities and unknown lines, changing nothing', async () => {
    const draft = (await create(validRma())).body.data.id;
    expect((await processRma({ rma_id: draft, lines: '[]' })).body.code).toBe('409');
    const { id } = (await create(validRma({ submit: '1' }))).body.data;
    const [lineA] = (await detail(id)).body.data.lines;
    const bad = [
      [{ line_id: lineA?.id, received: 3, qualified: 1, unqualified: 1 }],
      [{ line_id: lineA?.id, received: 1, qualified: 1, unqualified: 0, disposed: 2 }],
      [{ line_id: lineA?.id, received: 4, qualified: 4, unqualified: 0 }],
      [{ line_id: 999999, received: 1, qualified: 1 }],
    ];
    for (const lines of bad)
      expect((await processRma({ rma_id: id, lines: JSON.stringify(lines) })).body.code).toBe(
        '400',
      );
    expect((await detail(id)).body.data).toMatchObject({
      status: 'awaiting_arrival',
      lines: [{ received: 0 }, { received: 0 }],
    });
    expect((await processRma({ rma_id: 999999, lines: '[]' })).body.code).toBe('404');
  });

  it('lists by status with paging, and hides returns from other merchants', async () => {
    const page = await t.get<{ list: Saved[]; total: number }>(
      '/merchant/api-rma/list',
      { page_size: 2 },
      demo,
    );
    expect(page.body.data.list).toHaveLength(2);
    const processed = await t.get<{ total: number }>(
      '/merchant/api-rma/list',
      { status: 'processed' },
      demo,
    );
    expect(processed.body.data.total).toBe(2);
    const byOrder = await t.get<{ total: number }>(
      '/merchant/api-rma/list',
      { keyword: 'so-2' },
      demo,
    );
    expect(byOrder.body.data.total).toBe(1);
    // tracking numbers are jsonb (migration 014) and still found by keyword, in any case
    const byTracking = await t.get<{ total: number }>(
      '/merchant/api-rma/list',
      { keyword: 'rt654321' },
      demo,
    );
    expect(byTracking.body.data.total).toBeGreaterThan(0);
    expect((await t.get('/merchant/api-rma/list', { status: 'gone' }, demo)).body.code).toBe('400');
    const other = await t.registerMerchant('rmaother');
    const headers = { token: other.token };
    expect(
      (await t.get<{ total: number }>('/merchant/api-rma/list', {}, headers)).body.data.total,
    ).toBe(0);
    const id = page.body.data.list[0]?.id ?? 0;
    expect((await detail(id, headers)).body.code).toBe('404');
    expect((await t.post('/merchant/api-rma/edit', { id, ...validRma() }, headers)).body.code).toBe(
      '404',
    );
  });

  it.each([
    ['GET', '/merchant/api-rma/list'],
    ['GET', '/merchant/api-rma/detail'],
    ['POST', '/merchant/api-rma/create'],
    ['POST', '/merchant/api-rma/edit'],
    ['GET', '/merchant/api-warehouse/added-services'],
  ] as const)('%s %s needs a login', async (method, path) => {
    const reply = method === 'GET' ? await t.get(path) : await t.post(path);
    expect(reply.body.code).toBe('401');
  });
});

describe('added services', () => {
  type Services = {
    list: { sp_code: string; name_cn: string; price: { amount: number; currency: string } }[];
    total: number;
  };

  it('lists the provider services with prices in minor units', async () => {
    const reply = await t.get<Services>('/merchant/api-warehouse/added-services', {}, demo);
    expect(reply.body.data.total).toBe(8);
    expect(reply.body.data.list[0]).toEqual(
      expect.objectContaining({
        sp_code: 'LABEL',
        name_cn: '换标',
        price: { amount: 100, currency: 'CNY' },
      }),
    );
  });

  it.each([
    ['label', 1],
    ['FBA-LABEL', 1],
    ['NONE', 0],
  ])('filters by code %s', async (code, total) => {
    const reply = await t.get<Services>(
      '/merchant/api-warehouse/added-services',
      { sp_code: code },
      demo,
    );
    expect(reply.body.data.total).toBe(total);
  });

  it('refuses a bad page size', async () => {
    expect(
      (await t.get('/merchant/api-warehouse/added-services', { page_size: 500 }, demo)).body.code,
    ).toBe('400');
  });
});
