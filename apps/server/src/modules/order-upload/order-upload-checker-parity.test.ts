// portal-check must give the verdict the order upload gives (as upload-checker-parity.test.ts
// holds it to for products): the same file goes to the real upload and to the checker's library;
// every row's verdict and every row's problem codes must agree, and a file the upload refuses whole
// must be one the checker refuses with the same code. The merchant's products are active and its
// warehouse approved, so the upload has no database fact the offline checker cannot know.
import { checkFile } from '@portal/checker';
import type { OrderUploadResult } from '@portal/contract';
import { ORDER_UPLOAD_COLUMNS } from '@portal/domain';
import { xlsxOf } from '@portal/spreadsheet/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test-support/multipart';
import { activeProducts, requestPlanSkus } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { usUploadRow } from '../../test-support/orders';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  await requestPlanSkus(t, demo, 3);
  await activeProducts(t, demo, ['PAR-A', 'PAR-B']);
}, 300_000);
afterAll(() => t.close());

let files = 0;
const order = (reference: string, overrides: Record<string, string> = {}) =>
  usUploadRow(reference, 'PAR-A', { quantity: '2', ...overrides });
const line = (reference: string, overrides: Record<string, string> = {}) => ({
  reference_number: reference,
  sku: 'PAR-B',
  product_name: 'Cup',
  description: 'Paper cup',
  quantity: '1',
  declared_value: '11',
  ...overrides,
});
const sheet = (rows: readonly Record<string, string>[], language: 'en' | 'zh' = 'en') => [
  ORDER_UPLOAD_COLUMNS.map((c) => c[language]),
  ...rows.map((row) => ORDER_UPLOAD_COLUMNS.map((c) => row[c.field] ?? '')),
];
const csvOf = (rows: readonly (readonly string[])[]) =>
  Buffer.from(
    `${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`,
  );

async function both(bytes: Buffer, name: string) {
  const body = multipartBody(bytes, name, 'application/octet-stream');
  const response = await t.app.inject({
    method: 'POST',
    url: '/merchant/api-orders/upload',
    payload: body.payload,
    headers: { ...body.headers, ...demo },
  });
  const upload = response.json<{ code: string; data: OrderUploadResult | null; msg: unknown }>();
  const checked = await checkFile('orders', name, bytes);
  return { upload, checked };
}

describe('portal-check agrees with the order upload', () => {
  it.each([
    [
      'a clean CSV of multi-line orders',
      'csv',
      'en',
      (p: string) => [order(`${p}1`), line(`${p}1`), order(`${p}2`)],
    ],
    [
      'a CSV with each kind of problem',
      'csv',
      'zh',
      (p: string) => [
        order(`${p}1`, { postcode: 'ABC' }),
        line(`${p}1`),
        order(`${p}2`, { quantity: '0' }),
        order(`${p}3`, { first_name: 'Mr' }),
        order(`${p}4`),
        line(`${p}4`, { city: 'Boston' }),
        order('', {}),
        order(`${p}5`, { insurance_agreement: 'maybe' }),
        order(`${p}6`, { shipping_method: 'MOON' }),
      ],
    ],
    [
      'an XLSX with a problem',
      'xlsx',
      'en',
      (p: string) => [order(`${p}1`, { email: 'nope' }), order(`${p}2`)],
    ],
  ] as const)('%s', async (_name, format, language, rows) => {
    files += 1;
    const cells = sheet(rows(`PARITY${files}-`), language);
    const bytes = format === 'csv' ? csvOf(cells) : xlsxOf(cells);
    const { upload, checked } = await both(bytes, `parity${files}.${format}`);
    expect(upload.code).toBe('200');
    expect(checked.ok).toBe(true);
    if (!checked.ok || upload.data === null) return;
    const server = upload.data.rows.map((r) => [
      r.row,
      r.outcome === 'created',
      r.issues.map((i) => `${i.field}:${i.code}`),
    ]);
    const offline = checked.value.map((r) => [
      r.row,
      r.issues.length === 0,
      r.issues.map((i) => `${i.field}:${i.code}`),
    ]);
    expect(offline).toEqual(server);
  });

  it('refuses the same files whole, with the same reason', async () => {
    const noKey = csvOf([
      ['SKU', 'Quantity'],
      ['PAR-A', '1'],
    ]);
    const { upload, checked } = await both(noKey, 'no-key.csv');
    expect(upload.code).toBe('400');
    expect(checked.ok ? undefined : checked.error.code).toBe('TEMPLATE.HEADER_MISSING');
  });
});
