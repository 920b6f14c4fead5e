// A marketplace export through a mapping kept as data (ADR 0072): the order upload and portal-check
// read the same Shopify file with the same mapping and give the same verdict row by row, the gift
// card line skipped with its reason by both. The files are portal-check's own examples.
import { readFile } from 'node:fs/promises';
import { checkMappedFile } from '@portal/checker';
import type { OrderUploadResult } from '@portal/contract';
import type { OrderMapping } from '@portal/domain';
import { orderMappingOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test-support/multipart';
import { activeProducts, requestPlanSkus } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

const EXAMPLES = new URL('../../../../../packages/checker/examples/', import.meta.url);

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  await requestPlanSkus(t, demo, 3);
  await activeProducts(t, demo, ['PAR-A', 'PAR-B']);
}, 300_000);
afterAll(() => t.close());

describe('a Shopify export through a saved field-rule mapping', () => {
  it('imports as portal-check says, row by row, the gift card skipped by both', async () => {
    const mappingText = await readFile(new URL('mapping-shopify.json', EXAMPLES), 'utf8');
    const bytes = await readFile(new URL('shopify-orders.csv', EXAMPLES));
    const saved = await t.post<{ id: number }>(
      '/merchant/api-orders/upload-mapping-save',
      { name: 'Shopify (my copy)', columns: mappingText },
      demo,
    );
    expect(saved.body.code).toBe('200');
    const body = multipartBody(bytes, 'shopify-orders.csv', 'text/csv', 'file', {
      mapping_id: String(saved.body.data.id),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/merchant/api-orders/upload',
      payload: body.payload,
      headers: { ...body.headers, ...demo },
    });
    const upload = response.json<{ code: string; data: OrderUploadResult }>();
    expect(upload.code).toBe('200');
    expect(upload.data.upload).toMatchObject({ orders_created: 3, skipped: 1, rows: 7 });

    const checked = checkMappedFile(
      'shopify-orders.csv',
      bytes,
      orderMappingOf(JSON.parse(mappingText)) as OrderMapping,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const server = upload.data.rows
      .filter((row) => row.outcome !== 'skipped')
      .map((row) => [
        row.row,
        row.outcome === 'created',
        row.issues.map((i) => `${i.field}:${i.code}`),
      ]);
    const offline = checked.value.rows.map((row) => [
      row.row,
      row.issues.length === 0,
      row.issues.map((i) => `${i.field}:${i.code}`),
    ]);
    expect(offline).toEqual(server);
    const skipped = upload.data.rows.filter((row) => row.outcome === 'skipped');
    expect(skipped.map((row) => [row.row, row.issues.map((i) => i.code)])).toEqual(
      checked.value.skipped.map((row) => [row.row, [row.reason.code]]),
    );
    expect(skipped[0]?.issues[0]?.message).toBe(
      'Not imported: the column Lineitem requires shipping is false',
    );
  });

  it('lists the saved mapping with its column rules, and offers it for the export', async () => {
    const headings = (await readFile(new URL('shopify-orders.csv', EXAMPLES), 'utf8'))
      .split('\r\n')[0]
      ?.split(',');
    const answer = await t.get<{
      offered_id: number | null;
      list: { id: number; columns: unknown[] }[];
    }>('/merchant/api-orders/upload-mappings', { headings: JSON.stringify(headings) }, demo);
    const mine = answer.body.data.list.find((m) => m.id === answer.body.data.offered_id);
    expect(mine?.columns).toContainEqual({ heading: 'Shipping Zip', field: 'postcode' });
  });
});
