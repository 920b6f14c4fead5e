import type { OrderUploadResult } from '@portal/contract';
import type { TemplateRow } from '@portal/domain';
import { groupOrderRows, ORDER_UPLOAD_COLUMNS, readOrderSheet } from '@portal/domain';
import { sheetOf } from '@portal/spreadsheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../http/context';
import { workerSheetReader } from '../../sheets/sheet-reader';
import { multipartBody } from '../../test-support/multipart';
import { activeProducts, requestPlanSkus } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { fileFingerprint } from './fingerprint';
import type { ImportStart } from './import-batches';
import { BATCH_ORDERS, resumeImports, runImport, stageImport } from './import-batches';
import { usUploadRow } from '../../test-support/orders';

// The import in bounded batches (ADR 0065): every batch its own short transaction, the orders
// hidden until the last batch is written, a crash between batches finished by whoever comes next.
let t: TestApp;
let demo: { token: string };
const sheets = workerSheetReader();
beforeAll(async () => {
  t = await startTestApp({ orderUploads: { maxBytes: 500 * 1024, ordersMax: 500 } });
  demo = await t.login();
  await requestPlanSkus(t, demo, 5);
  await activeProducts(t, demo, ['IB-A']);
}, 300_000);
afterAll(() => Promise.all([t.close(), sheets.close()]));

const deps = (): Deps => {
  const refuse = () => Promise.reject(new Error('an import used no mail, file or webhook'));
  return {
    db: t.db,
    config: t.config,
    now: t.clock.now,
    sheets,
    mailer: { send: refuse },
    files: { put: refuse, get: refuse },
    webhookSender: { send: refuse, checkUrl: refuse },
  };
};

/** A CSV of `count` one-line orders with references `prefix-0` … */
function ordersCsv(prefix: string, count: number): Buffer {
  const cells = (reference: string): Record<string, string> => usUploadRow(reference, 'IB-A');
  const lines = [ORDER_UPLOAD_COLUMNS.map((c) => c.en).join(',')];
  for (let i = 0; i < count; i += 1) {
    const row = cells(`${prefix}-${i}`);
    lines.push(ORDER_UPLOAD_COLUMNS.map((c) => row[c.field] ?? '').join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** The file staged as the upload request stages it. */
async function staged(prefix: string, count: number) {
  const bytes = ordersCsv(prefix, count);
  const sheet = sheetOf('csv', bytes, 2000);
  if (!sheet.ok) throw new Error(sheet.error);
  const orders = readOrderSheet(sheet.value);
  const groups = groupOrderRows(orders.rows).map((g): readonly TemplateRow[] => g.rows);
  const start: ImportStart = {
    customerId: t.demoCustomerId,
    actor: { kind: 'main', name: 'demo' },
    fileName: `${prefix}.csv`,
    format: 'csv',
    fingerprint: fileFingerprint(bytes),
    saveAs: 'pending_submit',
    autoSubmitAbnormal: false,
    columns: orders.columns.map((c) => ({ heading: c.heading, field: c.field ?? null })),
    rows: orders.rows.length,
  };
  return { bytes, record: await stageImport(deps(), start, groups) };
}

/** The merchant's orders with this reference prefix: as the order list shows them, as stored. */
async function orders(prefix: string) {
  const listed = await t.get<{ total: number }>(
    '/merchant/api-orders/list',
    { numbers: `${prefix}-0`, search_field: 'reference_no' },
    demo,
  );
  const stored = await t.db
    .selectFrom('orders')
    .select(['reference_no', 'upload_hidden'])
    .where('customer_id', '=', t.demoCustomerId)
    .where('reference_no', 'like', `${prefix}-%`)
    .execute();
  return {
    listedFirst: listed.body.data.total,
    stored: stored.length,
    hidden: stored.filter((o) => o.upload_hidden).length,
    distinct: new Set(stored.map((o) => o.reference_no)).size,
  };
}

const countedPendingSubmit = async () =>
  Number(
    (
      await t.db
        .selectFrom('order_status_counts')
        .select('n')
        .where('customer_id', '=', t.demoCustomerId)
        .where('status', '=', 'pending_submit')
        .executeTakeFirst()
    )?.n ?? 0,
  );

const history = async () =>
  (
    await t.get<{ list: { id: number }[] }>(
      '/merchant/api-orders/uploads',
      { page_size: 100 },
      demo,
    )
  ).body.data.list.map((upload) => upload.id);

class Crash extends Error {}

describe('the order import in batches', () => {
  it(`writes ${BATCH_ORDERS} orders a transaction, serving a request between two`, async () => {
    const count = BATCH_ORDERS * 3 + 5;
    const { record } = await staged('IB-SERVE', count);
    const seen: Awaited<ReturnType<typeof orders>>[] = [];
    const finished = await runImport(deps(), record.id, {
      afterBatch: async () => {
        // The import waits here for a whole request: were it one transaction, on PGlite (one
        // connection) the request could not run until it committed, and this would never end.
        seen.push(await orders('IB-SERVE'));
      },
    });
    expect(seen.map((s) => s.stored)).toEqual([
      BATCH_ORDERS,
      2 * BATCH_ORDERS,
      3 * BATCH_ORDERS,
      count,
    ]);
    expect(finished).toMatchObject({ status: 'succeeded', created: count, importing: null });
  });

  it('shows the merchant none of an unfinished import, then all of it at once', async () => {
    const countedBefore = await countedPendingSubmit();
    const { record } = await staged('IB-WHOLE', BATCH_ORDERS * 2);
    const during: unknown[] = [];
    await runImport(deps(), record.id, {
      afterBatch: async (written) => {
        if (written !== BATCH_ORDERS) return;
        during.push(await orders('IB-WHOLE'), await countedPendingSubmit(), await history());
        const result = await t.get('/merchant/api-orders/upload-result', { id: record.id }, demo);
        during.push(result.body);
      },
    });
    const [seen, counted, uploads, result] = during as [
      Awaited<ReturnType<typeof orders>>,
      number,
      number[],
      { code: string },
    ];
    // written, but hidden: not listed, not counted, the upload neither listed nor readable
    expect(seen).toMatchObject({ listedFirst: 0, stored: BATCH_ORDERS, hidden: BATCH_ORDERS });
    expect(counted).toBe(countedBefore);
    expect(uploads).not.toContain(record.id);
    expect(result.code).toBe('404');
    // finished: every order shown and counted, the upload in the history
    expect(await orders('IB-WHOLE')).toMatchObject({
      listedFirst: 1,
      stored: BATCH_ORDERS * 2,
      hidden: 0,
    });
    expect(await countedPendingSubmit()).toBe(countedBefore + BATCH_ORDERS * 2);
    expect(await history()).toContain(record.id);
  });

  it.each([1, 2])(
    'finishes an import a crash stopped after batch %i on restart, with no order twice',
    async (crashAfter) => {
      const prefix = `IB-CRASH${crashAfter}`;
      const count = BATCH_ORDERS * 3;
      const { record } = await staged(prefix, count);
      await expect(
        runImport(deps(), record.id, {
          afterBatch: (written) => {
            if (written === crashAfter * BATCH_ORDERS) throw new Crash('killed between batches');
          },
        }),
      ).rejects.toBeInstanceOf(Crash);
      expect(await orders(prefix)).toMatchObject({
        listedFirst: 0,
        stored: crashAfter * BATCH_ORDERS,
        hidden: crashAfter * BATCH_ORDERS,
      });
      // the restart (the app's onReady runs this), twice at once as two instances would
      const [first, second] = await Promise.all([
        resumeImports(deps()),
        runImport(deps(), record.id),
      ]);
      expect(first).toContain(record.id);
      expect(second).toMatchObject({ status: 'succeeded', created: count, importing: null });
      expect(await orders(prefix)).toEqual({
        listedFirst: 1,
        stored: count,
        hidden: 0,
        distinct: count,
      });
      const rows = await t.db
        .selectFrom('order_upload_rows')
        .select('row_number')
        .where('upload_id', '=', record.id)
        .execute();
      expect(rows).toHaveLength(count);
      const left = await t.db
        .selectFrom('order_upload_staged')
        .select('seq')
        .where('upload_id', '=', record.id)
        .execute();
      expect(left).toEqual([]);
    },
  );

  it('finishes a crashed import when the merchant sends the same file again, and answers it', async () => {
    const count = BATCH_ORDERS + 3;
    const { bytes, record } = await staged('IB-RETRY', count);
    await expect(
      runImport(deps(), record.id, {
        afterBatch: () => {
          throw new Crash('killed between batches');
        },
      }),
    ).rejects.toBeInstanceOf(Crash);
    const body = multipartBody(bytes, 'IB-RETRY.csv', 'text/csv');
    const response = await t.app.inject({
      method: 'POST',
      url: '/merchant/api-orders/upload',
      payload: body.payload,
      headers: { ...body.headers, ...demo },
    });
    const answer = response.json<{ code: string; data: OrderUploadResult }>();
    expect(answer.code).toBe('200');
    expect(answer.data.upload).toMatchObject({ id: record.id, orders_created: count });
    expect(answer.data.repeated).toBe(true);
    expect(await orders('IB-RETRY')).toMatchObject({ stored: count, hidden: 0, distinct: count });
  });
});
