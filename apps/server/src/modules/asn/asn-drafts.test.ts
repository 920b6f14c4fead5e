import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Form, TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';

// "Save as draft" keeps an incomplete notice; submit checks everything (issue 10 item 13).
let t: TestApp;
let demo: { token: string };
let warehouseId: number;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  await activeProducts(t, demo, ['DRAFT-A', 'DRAFT-B']);
});
afterAll(() => t.close());

type Saved = { id: number; asn_no: string; status: string };
type Issue = { field: string; code: string };

/** The form as the browser sends it with only the choices made: no warehouse, no line filled. */
const bare = (overrides: Form = {}): Form => ({
  warehouse_id: '',
  lines: JSON.stringify([{ sku: '', quantity: '' }]),
  prepacking: 'provider',
  delivery_mode: 'dropOff',
  level: 'standard',
  boxes: '[]',
  ...overrides,
});

const create = (form: Form, headers = demo) =>
  t.post<Saved>('/merchant/api-asn/create', form, headers);
const fieldsOf = (issues: readonly Issue[]) => issues.map((i) => `${i.field} ${i.code}`).sort();

describe('ASN drafts', () => {
  it('saves an incomplete draft, reads it back with the missing values null or blank, and lists it', async () => {
    const saved = await create(
      bare({
        lines: JSON.stringify([
          { sku: 'DRAFT-A', quantity: '' },
          { sku: '', quantity: '' },
        ]),
        boxes: JSON.stringify([{ sku: 'DRAFT-A', quantity: '', weight: '4.5' }]),
      }),
    );
    expect(saved.body).toMatchObject({ code: '200', data: { status: 'draft' } });
    const id = saved.body.data.id;
    const detail = await t.get('/merchant/api-asn/detail', { id }, demo);
    expect(detail.body).toMatchObject({
      code: '200',
      data: {
        warehouse_id: null,
        warehouse: null,
        status: 'draft',
        actions: expect.arrayContaining(['submit']),
        lines: [{ sku: 'DRAFT-A', quantity: null, received: 0 }],
        boxes: [
          {
            box_no: 1,
            sku: 'DRAFT-A',
            quantity: null,
            weight_kg: '4.50',
            length_cm: '',
            width_cm: '',
            height_cm: '',
          },
        ],
      },
    });
    const list = await t.get<{ list: { id: number; warehouse_id: number | null }[] }>(
      '/merchant/api-asn/list',
      { status: 'draft' },
      demo,
    );
    expect(list.body.data.list).toContainEqual(
      expect.objectContaining({ id, warehouse_id: null, quantity: 0 }),
    );
  });

  it.each([
    [{ warehouse_id: 9999 }, 'warehouse_id SERVER.WAREHOUSE_NOT_ACTIVE'],
    [
      { lines: JSON.stringify([{ sku: 'NOPE', quantity: '' }]) },
      'lines.0.sku SERVER.SKU_NOT_ACTIVE',
    ],
    [{ lines: JSON.stringify([{ sku: 'DRAFT-A', quantity: 0 }]) }, 'lines.0.quantity'],
    [{ estimated_arrival: '2026-02-30' }, 'estimated_arrival'],
    [{ estimated_freight: '-1' }, 'estimated_freight'],
    [{ delivery_mode: 'carrier', tracking_numbers: 'AB 12' }, 'tracking_numbers'],
  ])('still refuses a given but wrong field on a draft: %j', async (overrides, refused) => {
    const before = await t.db
      .selectFrom('asns')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const reply = await create(bare(overrides));
    expect(reply.body.code).toBe('400');
    const issues = (reply.body.data as unknown as { issues: Issue[] }).issues;
    expect(fieldsOf(issues).join('\n')).toContain(refused);
    const after = await t.db
      .selectFrom('asns')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('refuses to submit an incomplete draft, by create, edit or action, naming each missing field', async () => {
    const refusedCreate = await create(bare({ submit: '1' }));
    expect(refusedCreate.body.code).toBe('400');
    const missing = ['lines.0.quantity VALIDATION.REQUIRED', 'lines.0.sku VALIDATION.REQUIRED'];
    const issuesOf = (body: unknown) =>
      fieldsOf((body as { data: { issues: Issue[] } }).data.issues);
    expect(issuesOf(refusedCreate.body)).toEqual(
      expect.arrayContaining(['warehouse_id VALIDATION.REQUIRED', ...missing]),
    );

    const draft = (await create(bare())).body.data;
    const refusedEdit = await t.post(
      '/merchant/api-asn/edit',
      { id: draft.id, ...bare({ submit: '1' }) },
      demo,
    );
    expect(refusedEdit.body.code).toBe('400');
    expect(issuesOf(refusedEdit.body)).toEqual(
      expect.arrayContaining(['warehouse_id VALIDATION.REQUIRED', ...missing]),
    );

    const refusedAction = await t.post(
      '/merchant/api-asn/action',
      { id: draft.id, action: 'submit' },
      demo,
    );
    expect(refusedAction.body.code).toBe('400');
    expect(issuesOf(refusedAction.body)).toEqual([
      'lines ASN.NO_PRODUCTS',
      'warehouse_id VALIDATION.REQUIRED',
    ]);
    const still = await t.get<{ status: string }>(
      '/merchant/api-asn/detail',
      { id: draft.id },
      demo,
    );
    expect(still.body.data.status).toBe('draft');

    // completed by an edit, the same draft submits
    const lines = JSON.stringify([{ sku: 'DRAFT-B', quantity: 3 }]);
    const edited = await t.post(
      '/merchant/api-asn/edit',
      { id: draft.id, ...bare({ warehouse_id: warehouseId, lines }) },
      demo,
    );
    expect(edited.body).toMatchObject({ code: '200', data: { status: 'draft' } });
    const submitted = await t.post<Saved>(
      '/merchant/api-asn/action',
      { id: draft.id, action: 'submit' },
      demo,
    );
    expect(submitted.body).toMatchObject({ code: '200', data: { status: 'pending_approval' } });
  });

  it("shows another merchant nothing of a merchant's draft", async () => {
    const draft = (await create(bare())).body.data;
    const other = { token: (await t.registerMerchant('draftother')).token };
    const list = await t.get<{ total: number }>('/merchant/api-asn/list', {}, other);
    expect(list.body.data.total).toBe(0);
    const detail = await t.get('/merchant/api-asn/detail', { id: draft.id }, other);
    expect(detail.body.code).toBe('404');
    const submit = await t.post(
      '/merchant/api-asn/action',
      { id: draft.id, action: 'submit' },
      other,
    );
    expect(submit.body.code).toBe('404');
  });
});
