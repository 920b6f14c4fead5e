// Several mappings per merchant: a mapping saved over another from a wider file (one
// more heading) is kept as a mapping of its own, so the narrower export is still offered its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

let t: TestApp;
let demo: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
}, 300_000);
afterAll(() => t.close());

const NARROW = [
  { heading: 'Name', field: 'reference_number' },
  { heading: 'Lineitem sku', field: 'sku' },
  { heading: 'Lineitem quantity', field: 'quantity' },
];
const WIDER = [...NARROW, { heading: 'Shipping Zip', field: 'postcode' }];

async function save(columns: readonly { heading: string; field: string }[], id?: number) {
  const answer = await t.post<{ id: number; columns: unknown[] }>(
    '/merchant/api-orders/upload-mapping-save',
    {
      name: 'Shopify export',
      columns: JSON.stringify(columns),
      ...(id === undefined ? {} : { id }),
    },
    demo,
  );
  expect(answer.body.code).toBe('200');
  return answer.body.data;
}
const offeredFor = async (headings: readonly string[]) =>
  (
    await t.get<{ offered_id: number | null; list: { id: number }[] }>(
      '/merchant/api-orders/upload-mappings',
      { headings: JSON.stringify(headings) },
      demo,
    )
  ).body.data;

describe('saving a mapping over another', () => {
  it('keeps the narrower mapping when the new one reads a heading more', async () => {
    const narrow = await save(NARROW);
    const wider = await save(WIDER, narrow.id);
    expect(wider.id).not.toBe(narrow.id);
    const forNarrowFile = await offeredFor(NARROW.map((c) => c.heading));
    expect(forNarrowFile.offered_id).toBe(narrow.id);
    expect(forNarrowFile.list.map((m) => m.id)).toEqual(
      expect.arrayContaining([narrow.id, wider.id]),
    );
    expect((await offeredFor(WIDER.map((c) => c.heading))).offered_id).toBe(wider.id);
  });

  it('replaces it when the new one reads the same headings (a field corrected)', async () => {
    const saved = await save([{ heading: 'Order', field: 'reference_number' }]);
    const corrected = await save([{ heading: 'Order', field: 'platform_order_no' }], saved.id);
    expect(corrected).toMatchObject({
      id: saved.id,
      columns: [{ heading: 'Order', field: 'platform_order_no' }],
    });
  });
});
