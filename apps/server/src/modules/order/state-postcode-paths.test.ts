// One recipient rule, three doors (ADR 0066, 0067): the order form's create, an upload row and the
// open API's order create all read the order through readOrderForm (the domain's validateOrder,
// then the city directory), so a state that does not match the postcode, or a city the directory
// knows only in another country, gets the same issue beside the same field in each.
import { ORDER_UPLOAD_COLUMNS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test-support/multipart';
import { openApiCall, requestTestCertificate } from '../../test-support/open-api';
import { usOrderForm } from '../../test-support/orders';
import { activeProducts, demoWarehouseId, requestPlanSkus } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
let demo: { token: string };
let warehouseId: number;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  warehouseId = await demoWarehouseId(t);
  await requestPlanSkus(t, demo, 5);
  await activeProducts(t, demo, ['SP-A']);
}, 300_000);
afterAll(() => t.close());

let references = 0;
const nextReference = () => `SP-${(references += 1)}`;

type Issue = { field: string; code: string; params?: Record<string, string> };
type Refusal = { issues: Issue[] };
type UploadRow = {
  row: number;
  outcome: string;
  issues: { column: string; code: string; message: string }[];
};

/** An order form for a Maryland ZIP, complete (pending submit), with `state` as given. */
const form = (state: string, city = 'Baltimore') =>
  usOrderForm(warehouseId, 'SP-A', nextReference(), {
    state,
    city,
    postcode: '21201',
    address_line1: '100 North Charles Street',
    save_as: 'pending_submit',
  });

/** The order form's create: the issues it answers, by field. */
async function throughTheForm(state: string, city?: string) {
  const reply = await t.post<Refusal>('/merchant/api-orders/create', form(state, city), demo);
  return { code: reply.body.code, issues: reply.body.data.issues ?? [] };
}

/** The open API's order create, signed with an orders:write certificate. */
async function throughTheOpenApi(state: string, city?: string) {
  const certificate = await requestTestCertificate(t, demo, 'orders:write');
  const reply = await openApiCall<Refusal>(
    t,
    certificate,
    'POST',
    '/open-api/v1/orders/create',
    form(state, city),
  );
  return { code: reply.body.code, issues: reply.body.data.issues ?? [] };
}

/** One upload row of the same order: its issues, by the template's column heading. */
async function throughAnUpload(state: string, city = 'Baltimore') {
  const cells: Record<string, string> = {
    reference_number: nextReference(),
    warehouse: 'SZ',
    shipping_method: 'US-STD',
    currency: 'USD',
    first_name: 'Emma',
    last_name: 'Smith',
    phone: '2125550123',
    country: 'US',
    state,
    city,
    postcode: '21201',
    address_line1: '100 North Charles Street',
    sku: 'SP-A',
    product_name: 'Mug',
    description: 'Coffee mug',
    quantity: '1',
    declared_value: '12.50',
  };
  const rows = [
    ORDER_UPLOAD_COLUMNS.map((column) => column.en),
    ORDER_UPLOAD_COLUMNS.map((column) => cells[column.field] ?? ''),
  ];
  const file = Buffer.from(`${rows.map((row) => row.join(',')).join('\r\n')}\r\n`);
  const body = multipartBody(file, `state-${state}.csv`, 'text/csv', 'file', {});
  const response = await t.app.inject({
    method: 'POST',
    url: '/merchant/api-orders/upload',
    payload: body.payload,
    headers: { ...body.headers, ...demo },
  });
  const answer = response.json<{ code: string; data: { rows: UploadRow[] } }>();
  expect(answer.code).toBe('200');
  return answer.data.rows[0]!;
}

const stateColumn = ORDER_UPLOAD_COLUMNS.find((column) => column.field === 'state')!.en;

describe('a state that does not match the postcode', () => {
  it('is refused beside the state, with the same code, by the form, an upload and the open API', async () => {
    const viaForm = await throughTheForm('AL');
    const viaApi = await throughTheOpenApi('AL');
    const viaUpload = await throughAnUpload('AL');

    const expected = { field: 'state', code: 'RECIPIENT.STATE_POSTCODE_OTHER_REGION' };
    expect(viaForm.code).not.toBe('200');
    expect(viaForm.issues).toContainEqual(expect.objectContaining(expected));
    expect(viaApi.code).toBe(viaForm.code);
    expect(viaApi.issues).toContainEqual(expect.objectContaining(expected));
    expect(viaUpload.outcome).toBe('error');
    expect(viaUpload.issues).toContainEqual(
      expect.objectContaining({ column: stateColumn, code: expected.code }),
    );
    // The same words: the state written, the postcode and the region the postcode belongs to.
    const params = { state: 'AL', postcode: '21201', region: 'Maryland (MD)' };
    expect(viaForm.issues.find((issue) => issue.field === 'state')?.params).toEqual(params);
    expect(viaApi.issues.find((issue) => issue.field === 'state')?.params).toEqual(params);
    const uploaded = viaUpload.issues.find((issue) => issue.column === stateColumn);
    expect(uploaded?.message).toBe(
      'The postcode 21201 is in Maryland (MD), not in the state AL: please check the state and the postcode.',
    );
  });

  it("passes the three doors once the state is the postcode's own (MD or Maryland)", async () => {
    expect((await throughTheForm('MD')).code).toBe('200');
    expect((await throughTheOpenApi('Maryland')).code).toBe('200');
    expect((await throughAnUpload('MD')).outcome).toBe('created');
  });

  it('asks for a missing US state the same way through each door', async () => {
    const expected = { field: 'state', code: 'RECIPIENT.STATE_REQUIRED' };
    expect((await throughTheForm('')).issues).toContainEqual(expect.objectContaining(expected));
    expect((await throughTheOpenApi('')).issues).toContainEqual(expect.objectContaining(expected));
    expect((await throughAnUpload('')).issues).toContainEqual(
      expect.objectContaining({ column: stateColumn, code: expected.code }),
    );
  });
});

describe('a city the directory knows only in another country', () => {
  it("is refused beside the city with 'not in this country' by the three doors", async () => {
    const expected = {
      field: 'city',
      code: 'ORDER.CITY_NOT_IN_COUNTRY',
      params: { city: 'Tokyo', country: 'US' },
    };
    expect((await throughTheForm('MD', 'Tokyo')).issues).toContainEqual(expected);
    expect((await throughTheOpenApi('MD', 'Tokyo')).issues).toContainEqual(expected);
    const cityColumn = ORDER_UPLOAD_COLUMNS.find((column) => column.field === 'city')!.en;
    expect((await throughAnUpload('MD', 'Tokyo')).issues).toContainEqual(
      expect.objectContaining({ column: cityColumn, code: expected.code }),
    );
  });

  it('lets a city the directory does not know through (a village is never refused)', async () => {
    expect((await throughTheForm('MD', 'Xyzzyville')).code).toBe('200');
  });
});
