import type { ProductStatus } from '@portal/domain';
import { PRODUCT_STATUSES } from '@portal/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test-support/multipart';
import { validProduct } from '../../test-support/storage';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { keptAndCounted } from '../../test-support/status-counts';
import { UPLOAD_COLUMNS } from './upload-columns';

// The product list's tabs and total read `product_status_counts` (migration 009), kept by
// statement triggers since migration 106: one statement may insert, move or delete many products
// at once (an upload writes 2,000 in one). These tests hold the counts to COUNT(*).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('product status counts kept by statement triggers', () => {
  it('agree with COUNT(*) after an upload writes many products in one statement', async () => {
    const demo = await t.login();
    const cell = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    const lines = [
      UPLOAD_COLUMNS.map((c) => cell(c.en)),
      ...Array.from({ length: 30 }, (_, i) => {
        const form = validProduct(`CNT-UP-${i}`);
        return UPLOAD_COLUMNS.map((c) => cell(String(form[c.field] ?? '')));
      }),
    ];
    const body = multipartBody(
      Buffer.from(lines.map((line) => line.join(',')).join('\r\n')),
      'products.csv',
      'text/csv',
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: '/merchant/api-product/upload',
      payload: body.payload,
      headers: { ...body.headers, ...demo },
    });
    expect(reply.json<{ data: { created: number } }>().data.created).toBe(30);
    const { kept, counted } = await keptAndCounted(t.db, 'products');
    expect(kept).toEqual(counted);
  });

  it('equal COUNT(*) per merchant and status under any sequence of multi-row statements', async () => {
    const statuses: readonly ProductStatus[] = PRODUCT_STATUSES;
    const other = (await t.registerMerchant('pcountsother')).customerId;
    const customers = [t.demoCustomerId, other];
    const picked = { pick: fc.nat(), width: fc.integer({ min: 1, max: 5 }) };
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        customer: fc.constantFrom(...customers),
        status: fc.constantFrom(...statuses),
        rows: fc.integer({ min: 1, max: 6 }),
      }),
      fc.record({
        kind: fc.constant('update' as const),
        status: fc.constantFrom(...statuses),
        ...picked,
      }),
      fc.record({
        kind: fc.constant('move' as const),
        customer: fc.constantFrom(...customers),
        ...picked,
      }),
      fc.record({ kind: fc.constant('touch' as const), ...picked }),
      fc.record({ kind: fc.constant('delete' as const), ...picked }),
    );
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === 'insert') {
            const first = (serial += s.rows) - s.rows;
            await sql`
              insert into products (customer_id, sku, name, cn_name, status, created_at, updated_at)
              select ${s.customer}, 'PCNT-' || g, 'Mug', '杯', ${s.status}, now(), now()
              from generate_series(${first + 1}::int, ${first + s.rows}::int) as g`.execute(t.db);
            continue;
          }
          const ids = await t.db
            .selectFrom('products')
            .select('id')
            .where('sku', 'like', 'PCNT-%')
            .orderBy('id')
            .execute();
          const from = s.pick % Math.max(ids.length, 1);
          const targets = ids.slice(from, from + s.width).map((r) => r.id);
          if (targets.length === 0) continue;
          const products = t.db.updateTable('products').where('id', 'in', targets);
          if (s.kind === 'update') await products.set({ status: s.status }).execute();
          else if (s.kind === 'move') await products.set({ customer_id: s.customer }).execute();
          else if (s.kind === 'touch') await products.set({ name: `Mug ${s.pick}` }).execute();
          else await t.db.deleteFrom('products').where('id', 'in', targets).execute();
        }
        const { kept, counted } = await keptAndCounted(t.db, 'products');
        expect(kept).toEqual(counted);
      }),
      { numRuns: 25 },
    );
  });
});
