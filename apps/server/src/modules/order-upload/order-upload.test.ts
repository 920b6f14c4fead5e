import type { OrderUploadResult } from '@portal/contract';
import { ORDER_UPLOAD_COLUMNS } from '@portal/domain';
import { parseCsv } from '@portal/spreadsheet';
import { xlsxOf } from '@portal/spreadsheet/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test-support/multipart';
import { activeProducts, requestPlanSkus } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { expectAnswerMatches } from '../../test-support/response-schema';
import { usUploadRow } from '../../test-support/orders';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp({ orderUploads: { maxBytes: 500 * 1024, ordersMax: 50 } });
  demo = await t.login();
  await requestPlanSkus(t, demo, 5);
  await activeProducts(t, demo, ['UP-A', 'UP-B', 'UP-C']);
}, 300_000);
afterAll(() => t.close());

type Cells = Record<string, string>;
let references = 0;
const nextReference = () => `UP-${(references += 1)}`;

/** The first row of a complete US order (its order cells), with one line of UP-A. */
const first = (reference: string, overrides: Cells = {}): Cells =>
  usUploadRow(reference, 'UP-A', { quantity: '2', ...overrides });
/** A further line of the same order, as a marketplace export writes it (no address). */
const line = (reference: string, sku: string, overrides: Cells = {}): Cells => ({
  reference_number: reference,
  sku,
  product_name: 'Cup',
  description: 'Paper cup',
  quantity: '1',
  declared_value: '11',
  ...overrides,
});

const FIELDS = ORDER_UPLOAD_COLUMNS.map((c) => c.field);
const table = (
  rows: readonly Cells[],
  headings: readonly string[] = ORDER_UPLOAD_COLUMNS.map((c) => c.en),
  fields: readonly string[] = FIELDS,
) => [[...headings], ...rows.map((row) => fields.map((field) => row[field] ?? ''))];
const csv = (rows: readonly (readonly string[])[]) =>
  Buffer.from(
    `${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`,
  );

type Answer<T> = { status: number; body: { code: string; msg: string | string[]; data: T } };

async function send<T>(
  url: string,
  file: Buffer,
  name: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = demo,
): Promise<Answer<T>> {
  const body = multipartBody(file, name, 'application/octet-stream', 'file', fields);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  const json = response.json<Answer<T>['body']>();
  expectAnswerMatches('POST', url, json);
  return { status: response.statusCode, body: json };
}
const upload = (file: Buffer, name: string, fields: Record<string, string> = {}, headers = demo) =>
  send<OrderUploadResult>('/merchant/api-orders/upload', file, name, fields, headers);
const result = (id: number, headers = demo) =>
  t.get<OrderUploadResult>('/merchant/api-orders/upload-result', { id }, headers);
const rowOf = (answer: OrderUploadResult, row: number) => answer.rows.find((r) => r.row === row);
const ordersCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('customer_id', '=', t.demoCustomerId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const listed = async (reference: string) =>
  (
    await t.get<{ total: number }>(
      '/merchant/api-orders/list',
      { numbers: reference, search_field: 'reference_no' },
      demo,
    )
  ).body.data.total;

describe('the order upload', () => {
  it('imports the good orders (lines of one order number together) and reports each bad row', async () => {
    const good = nextReference();
    const bad = Array.from({ length: 9 }, nextReference);
    const rows: Cells[] = [
      first(good, { email: 'emma@example.com' }),
      line(good, 'UP-B'),
      first(bad[0] as string, { postcode: 'ABC' }),
      first(bad[1] as string, { quantity: '0' }),
      first(bad[2] as string, { sku: 'NOT-MINE' }),
      first(bad[3] as string, { warehouse: 'MOON' }),
      first(bad[4] as string, { first_name: 'Mr' }),
      first(bad[5] as string, { insurance_agreement: 'maybe' }),
      first(bad[6] as string),
      line(bad[6] as string, 'UP-B', { city: 'Boston' }),
      first(bad[7] as string, { shipping_method: 'MOON-EXP' }),
      first(bad[8] as string, { email: 'not-an-email' }),
      first('', {}),
    ];
    const before = await ordersCount();
    const answer = await upload(csv(table(rows)), 'mixed.csv');
    expect(answer.body.code).toBe('200');
    const data = answer.body.data;
    expect(data.upload).toMatchObject({ rows: 13, orders_created: 1, errors: 11, status: 'error' });
    expect(await ordersCount()).toBe(before + 1);
    expect(rowOf(data, 2)).toMatchObject({ outcome: 'created', order_status: 'pending_submit' });
    expect(rowOf(data, 3)?.order_id).toBe(rowOf(data, 2)?.order_id);
    const issue = (row: number) => rowOf(data, row)?.issues.map((i) => [i.column, i.code]);
    expect(issue(4)?.[0]?.[0]).toBe('Postcode');
    expect(issue(5)?.[0]?.[0]).toBe('Quantity');
    expect(issue(6)).toContainEqual(['SKU', 'SERVER.SKU_NOT_ACTIVE']);
    expect(issue(7)).toContainEqual(['Warehouse', 'SERVER.WAREHOUSE_NOT_ACTIVE']);
    expect(issue(8)?.[0]?.[0]).toBe('Recipient first name');
    expect(issue(9)).toContainEqual([
      'Insurance agreement accepted (1/0)',
      'TEMPLATE.FLAG_INVALID',
    ]);
    expect(issue(10)).toContainEqual(['Reference number', 'TEMPLATE.ORDER_REFUSED']);
    expect(issue(11)).toContainEqual(['City', 'TEMPLATE.ORDER_CELL_DIFFERS']);
    expect(issue(12)?.[0]?.[0]).toBe('Shipping method');
    expect(issue(13)?.[0]?.[0]).toBe('Email');
    expect(issue(14)).toContainEqual(['Reference number', 'VALIDATION.REQUIRED']);
    for (const row of data.rows.filter((r) => r.outcome === 'error'))
      expect(row.issues.every((i) => i.message !== '' && i.message !== i.code)).toBe(true);
  });

  it('creates a multi-line order whole, the address from its first row', async () => {
    const reference = nextReference();
    const answer = await upload(
      csv(table([first(reference), line(reference, 'UP-B'), line(reference, 'UP-C')])),
      'lines.csv',
    );
    const orderId = answer.body.data.rows[0]?.order_id as number;
    const detail = await t.get<{ lines: { sku: string }[]; city: string }>(
      '/merchant/api-orders/view',
      { id: orderId },
      demo,
    );
    expect(detail.body.data.lines.map((l) => l.sku)).toEqual(['UP-A', 'UP-B', 'UP-C']);
    expect(answer.body.data.rows.every((r) => r.order_id === orderId)).toBe(true);
  });

  it('creates nothing twice: the same file answers its first upload, a taken reference is skipped', async () => {
    const reference = nextReference();
    const file = csv(table([first(reference)]));
    const once = await upload(file, 'once.csv');
    const count = await ordersCount();
    const again = await upload(file, 'once-again.csv');
    expect(again.body.data.repeated).toBe(true);
    expect(again.body.data.upload.id).toBe(once.body.data.upload.id);
    expect(await ordersCount()).toBe(count);
    const fresh = nextReference();
    const mixed = await upload(csv(table([first(reference), first(fresh)])), 'mixed-again.csv');
    expect(mixed.body.data.upload).toMatchObject({ orders_created: 1, skipped: 1, errors: 0 });
    expect(rowOf(mixed.body.data, 2)?.issues[0]?.code).toBe(
      'SERVER.ORDER_UPLOAD_REFERENCE_SKIPPED',
    );
    expect(await ordersCount()).toBe(count + 1);
  });

  it('saves as processing: each order submitted as a single order is (abnormal without stock)', async () => {
    const reference = nextReference();
    const answer = await upload(csv(table([first(reference)])), 'processing.csv', {
      save_as: 'processing',
      auto_submit_abnormal: '0',
    });
    expect(answer.body.data.upload).toMatchObject({
      save_as: 'processing',
      auto_submit_abnormal: false,
    });
    const row = answer.body.data.rows[0];
    expect(row).toMatchObject({ outcome: 'created', order_status: 'abnormal' });
    const stored = await t.db
      .selectFrom('orders')
      .select(['auto_resume', 'status'])
      .where('id', '=', row?.order_id as number)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ auto_resume: false, status: 'abnormal' });
  });

  it('refuses an option it does not know, nothing stored', async () => {
    const before = await ordersCount();
    const answer = await upload(csv(table([first(nextReference())])), 'x.csv', {
      save_as: 'later',
    });
    expect(answer.body.code).not.toBe('200');
    expect(await ordersCount()).toBe(before);
  });
});

describe('error rows', () => {
  let uploadId: number;
  let fixable: string;
  beforeAll(async () => {
    fixable = nextReference();
    const answer = await upload(
      csv(
        table([
          first(fixable, { postcode: 'ABC' }),
          first(nextReference(), { quantity: '0' }),
          first(nextReference()),
        ]),
      ),
      'errors.csv',
    );
    uploadId = answer.body.data.upload.id;
  });

  it('a corrected row becomes an order', async () => {
    const before = await ordersCount();
    const saved = await t.post<OrderUploadResult>(
      '/merchant/api-orders/upload-row-save',
      { id: uploadId, row: 2, cells: JSON.stringify(first(fixable)) },
      demo,
    );
    expect(saved.body.code).toBe('200');
    expect(rowOf(saved.body.data, 2)).toMatchObject({ outcome: 'created', issues: [] });
    expect(saved.body.data.upload.errors).toBe(1);
    expect(await ordersCount()).toBe(before + 1);
    expect(await listed(fixable)).toBe(1);
  });

  it('a correction still wrong stays an error row with its new cells', async () => {
    const saved = await t.post<OrderUploadResult>(
      '/merchant/api-orders/upload-row-save',
      { id: uploadId, row: 3, cells: JSON.stringify({ quantity: '-1' }) },
      demo,
    );
    expect(rowOf(saved.body.data, 3)).toMatchObject({ outcome: 'error' });
    expect(rowOf(saved.body.data, 3)?.cells['quantity']).toBe('-1');
  });

  it.each([
    ['upload-rows-delete', 4],
    ['upload-rows-submit', 4],
    ['upload-row-save', 4],
  ])('%s refuses a row that is not an error row, nothing changed', async (action, row) => {
    const before = (await result(uploadId)).body.data;
    const answer = await t.post(
      `/merchant/api-orders/${action}`,
      { id: uploadId, rows: String(row), row, cells: '{}' },
      demo,
    );
    expect(answer.body.code).toBe('409');
    expect((await result(uploadId)).body.data).toEqual(before);
  });

  it('submits error rows again as they are: a row whose cause went away imports', async () => {
    const reference = nextReference();
    const answer = await upload(csv(table([first(reference, { sku: 'UP-LATE' })])), 'late.csv');
    expect(answer.body.data.rows[0]?.issues[0]?.code).toBe('SERVER.SKU_NOT_ACTIVE');
    await activeProducts(t, demo, ['UP-LATE']);
    const submitted = await t.post<OrderUploadResult>(
      '/merchant/api-orders/upload-rows-submit',
      { id: answer.body.data.upload.id, rows: '2' },
      demo,
    );
    expect(submitted.body.data.rows[0]?.outcome).toBe('created');
    expect(submitted.body.data.upload.status).toBe('succeeded');
  });

  it('the error rows download in the uploaded format, with an error column in the reader’s language', async () => {
    const file = await t.get<{ file_name: string; content_base64: string; rows: number }>(
      '/merchant/api-orders/upload-error-rows',
      { id: uploadId },
      { ...demo, language: 'zh' },
    );
    expect(file.body.data.file_name).toBe('errors-errors.csv');
    const rows =
      parseCsv(
        Buffer.from(file.body.data.content_base64, 'base64')
          .toString('utf8')
          .replace(/^\uFEFF/, ''),
      ) ?? [];
    expect(rows[0]?.at(-1)).toBe('错误信息');
    expect(rows[0]?.[0]).toBe('Reference number');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[FIELDS.indexOf('quantity')]).toBe('-1');
    expect(rows[1]?.at(-1)).toContain('Quantity');
  });

  it('deletes error rows only; the upload ends succeeded', async () => {
    const deleted = await t.post<OrderUploadResult>(
      '/merchant/api-orders/upload-rows-delete',
      { id: uploadId, rows: '3' },
      demo,
    );
    expect(rowOf(deleted.body.data, 3)?.outcome).toBe('deleted');
    expect(deleted.body.data.upload).toMatchObject({ errors: 0, status: 'succeeded' });
  });
});

describe('column mappings', () => {
  const foreign = [
    'Order ID',
    'Ship Warehouse',
    'Carrier Service',
    'Currency Code',
    'Buyer First',
    'Buyer Last',
    'Buyer Phone',
    'Ship Country',
    'Ship State',
    'Ship City',
    'Zip',
    'Street',
    'Item SKU',
    'Item Title',
    'Item Description',
    'Qty',
    'Unit Price',
  ];
  const fields = [
    'reference_number',
    'warehouse',
    'shipping_method',
    'currency',
    'first_name',
    'last_name',
    'phone',
    'country',
    'state',
    'city',
    'postcode',
    'address_line1',
    'sku',
    'product_name',
    'description',
    'quantity',
    'declared_value',
  ];
  let mappingId: number;

  it('saves a mapping, offers it for a file with those headings, and imports through it', async () => {
    const saved = await t.post<{ id: number }>(
      '/merchant/api-orders/upload-mapping-save',
      {
        name: 'Marketplace export',
        columns: JSON.stringify(foreign.map((heading, i) => ({ heading, field: fields[i] }))),
      },
      demo,
    );
    expect(saved.body.code).toBe('200');
    mappingId = saved.body.data.id;
    const offered = await t.get<{ offered_id: number | null; list: unknown[] }>(
      '/merchant/api-orders/upload-mappings',
      { headings: JSON.stringify([...foreign, 'Gift note']) },
      demo,
    );
    expect(offered.body.data.offered_id).toBe(mappingId);
    const none = await t.get<{ offered_id: number | null }>(
      '/merchant/api-orders/upload-mappings',
      { headings: JSON.stringify(ORDER_UPLOAD_COLUMNS.map((c) => c.en)) },
      demo,
    );
    expect(none.body.data.offered_id).toBeNull();
    const reference = nextReference();
    const answer = await upload(
      csv(
        table(
          [first(reference), line(reference, 'UP-B'), first(nextReference(), { postcode: 'ABC' })],
          foreign,
          fields,
        ),
      ),
      'marketplace.csv',
      { mapping_id: String(mappingId) },
    );
    expect(answer.body.data.upload.orders_created).toBe(1);
    expect(rowOf(answer.body.data, 4)?.issues[0]?.column).toBe('Zip');
  });

  it('refuses a mapping to a field the template does not have', async () => {
    const answer = await t.post<{ issues: { field: string }[] }>(
      '/merchant/api-orders/upload-mapping-save',
      { name: 'x', columns: JSON.stringify([{ heading: 'A', field: 'colour' }]) },
      demo,
    );
    expect(answer.body.data.issues.map((i) => i.field)).toEqual(['columns.0.field']);
  });
});

describe('delete and restore', () => {
  it('hides the upload’s unsubmitted orders until it is restored', async () => {
    const reference = nextReference();
    const answer = await upload(csv(table([first(reference)])), 'delete-me.csv');
    const id = answer.body.data.upload.id;
    const counts = async () =>
      (await t.get<{ total: number }>('/merchant/api-orders/status-counts', {}, demo)).body.data
        .total;
    const total = await counts();
    const deleted = await t.post<{ deleted_at: string | null }>(
      '/merchant/api-orders/upload-delete',
      { id },
      demo,
    );
    expect(deleted.body.data.deleted_at).not.toBeNull();
    expect(await listed(reference)).toBe(0);
    expect(await counts()).toBe(total - 1);
    const orderId = answer.body.data.rows[0]?.order_id as number;
    const edit = await t.post(
      '/merchant/api-orders/action',
      { id: orderId, action: 'delete' },
      demo,
    );
    expect(edit.body.code).toBe('404');
    const deletedList = await t.get<{ list: { id: number }[] }>(
      '/merchant/api-orders/uploads',
      { deleted: '1' },
      demo,
    );
    expect(deletedList.body.data.list.map((u) => u.id)).toContain(id);
    const again = await t.post('/merchant/api-orders/upload-delete', { id }, demo);
    expect(again.body.code).toBe('409');
    const restored = await t.post<{ deleted_at: string | null }>(
      '/merchant/api-orders/upload-restore',
      { id },
      demo,
    );
    expect(restored.body.data.deleted_at).toBeNull();
    expect(await listed(reference)).toBe(1);
    expect(await counts()).toBe(total);
  });
});

describe('the tracking upload', () => {
  it('sets the own-label tracking number of submitted orders, refusing the others on their row', async () => {
    const submitted = nextReference();
    const pending = nextReference();
    const made = await upload(csv(table([first(submitted)])), 'to-track.csv', {
      save_as: 'processing',
    });
    await upload(csv(table([first(pending)])), 'pending.csv');
    const orderNo = made.body.data.rows[0]?.order_no as string;
    const answer = await send<OrderUploadResult>(
      '/merchant/api-orders/tracking-upload',
      csv([
        ['Order number', 'Carrier', 'Tracking number'],
        [orderNo, 'UPS', '1Z999AA10123456784'],
        [pending, 'UPS', '1Z999AA10123456785'],
        ['NO-SUCH', 'UPS', '1Z999AA10123456786'],
        [submitted, 'UPS', 'has space'],
      ]),
      'tracking.csv',
    );
    const data = answer.body.data;
    expect(data.upload).toMatchObject({ kind: 'tracking', orders_created: 1, errors: 3 });
    expect(data.rows.map((r) => r.issues.map((i) => i.code))).toEqual([
      [],
      ['ORDER.TRACKING_NOT_ACCEPTED'],
      ['SERVER.ORDER_TRACKING_ORDER_UNKNOWN'],
      ['TRACKING.NUMBER_SPACES'],
    ]);
    const stored = await t.db
      .selectFrom('orders')
      .select(['tracking_no', 'carrier'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ tracking_no: '1Z999AA10123456784', carrier: 'UPS' });
  });
});

describe('templates and history', () => {
  it.each([
    ['orders', 'csv', 'en', 'Reference number'],
    ['orders', 'xlsx', 'zh', '参考号'],
    ['tracking', 'csv', 'zh', '订单号'],
  ] as const)('%s template as %s in %s', async (kind, format, language, heading) => {
    const file = await t.get<{ file_name: string; content_base64: string }>(
      '/merchant/api-orders/upload-template',
      { kind, format },
      { ...demo, language },
    );
    expect(file.body.data.file_name).toBe(
      `${kind === 'orders' ? 'order' : 'tracking'}-template-${language}.${format}`,
    );
    const bytes = Buffer.from(file.body.data.content_base64, 'base64');
    if (format === 'csv') expect(bytes.toString('utf8')).toContain(heading);
    else expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('lists the uploads newest first, with who uploaded them', async () => {
    const list = await t.get<{ list: { uploaded_by: string; kind: string }[]; total: number }>(
      '/merchant/api-orders/uploads',
      { page_size: 5 },
      demo,
    );
    expect(list.body.data.total).toBeGreaterThan(3);
    expect(list.body.data.list[0]?.uploaded_by).toBe('demo');
  });
});

describe('limits', () => {
  it('refuses a file over the byte limit, nothing stored', async () => {
    const before = await ordersCount();
    const big = Buffer.concat([
      csv(table([first(nextReference())])),
      Buffer.alloc(501 * 1024, 0x20),
    ]);
    const answer = await upload(big, 'big.csv');
    expect(answer.body.code).not.toBe('200');
    expect(await ordersCount()).toBe(before);
  });

  it('refuses more orders than the provider allows (50 here), nothing stored', async () => {
    const before = await ordersCount();
    const rows = Array.from({ length: 51 }, () => first(nextReference()));
    const answer = await upload(csv(table(rows)), 'many.csv');
    expect(answer.body.code).toBe('400');
    expect(JSON.stringify(answer.body.msg)).toContain('50');
    expect(await ordersCount()).toBe(before);
  });

  it('never evaluates a formula: it is read as the text it is', async () => {
    const answer = await upload(
      csv(table([first(nextReference(), { remark: '=HYPERLINK("http://evil.example","x")' })])),
      'formula.csv',
    );
    const row = answer.body.data.rows[0];
    expect(row?.cells['remark']).toBe('=HYPERLINK("http://evil.example","x")');
  });

  it('reads an XLSX upload, and its error rows come back as XLSX', async () => {
    const answer = await upload(
      xlsxOf(table([first(nextReference(), { postcode: 'ABC' })])),
      'sheet.xlsx',
    );
    expect(answer.body.data.upload.errors).toBe(1);
    const file = await t.get<{ file_name: string }>(
      '/merchant/api-orders/upload-error-rows',
      { id: answer.body.data.upload.id },
      demo,
    );
    expect(file.body.data.file_name).toBe('sheet-errors.xlsx');
  });
});

describe('another merchant', () => {
  it('cannot reach an upload that is not theirs', async () => {
    const answer = await upload(
      csv(table([first(nextReference(), { postcode: 'ABC' })])),
      'mine.csv',
    );
    const id = answer.body.data.upload.id;
    const { token: otherToken } = await t.registerMerchant('uploadstranger');
    const other = { token: otherToken };
    for (const [path, form] of [
      ['/merchant/api-orders/upload-result', { id }],
      ['/merchant/api-orders/upload-error-rows', { id }],
    ] as const)
      expect((await t.get(path, form, other)).body.code).toBe('404');
    for (const [path, form] of [
      ['/merchant/api-orders/upload-delete', { id }],
      ['/merchant/api-orders/upload-row-save', { id, row: 2, cells: '{}' }],
      ['/merchant/api-orders/upload-rows-delete', { id, rows: '2' }],
    ] as const)
      expect((await t.post(path, form, other)).body.code).toBe('404');
    expect((await result(id)).body.data.upload.deleted_at).toBeNull();
  });
});
