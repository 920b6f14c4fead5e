import { ORDER_UPLOAD_COLUMNS } from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScratchDatabase } from '../../test-support/server-process';
import { scratchDatabase, startServerProcess, stopped } from '../../test-support/server-process';
import { validProduct } from '../../test-support/storage';
import { usUploadRow } from '../../test-support/orders';

// A server killed with SIGKILL in the middle of importing a large order file: after the restart
// each upload is there whole (its record, every order, every row's result) or not at all. On
// PGlite (the data directory) and, when DATABASE_URL is set, on PostgreSQL.
const ORDERS = 600;
/** When to kill, as fractions of an unkilled import's time: in the check, then in the write. */
const KILL_AT = [0.3, 0.7, 0.85, 0.95];
const OPERATOR_KEY = 'order-upload-durability-operator-key';

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await scratchDatabase('order-upload');
});
afterAll(() => scratch.drop());

const start = () => startServerProcess(scratch, { OPERATOR_KEY, RATE_LIMIT_UPLOAD_MAX: '1000000' });

const post = async (base: string, path: string, fields: Record<string, string>, headers = {}) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return (await response.json()) as { code: string; data: Record<string, unknown> };
};

async function login(base: string): Promise<string> {
  const answer = await post(base, '/api/login/login', { username: 'demo', password: 'Demo1234' });
  return answer.data['token'] as string;
}

/** A CSV of `ORDERS` one-line US orders whose references start with `prefix`. */
function ordersCsv(prefix: string): Blob {
  const cells = (reference: string): Record<string, string> => usUploadRow(reference, 'DUR-A');
  const lines = [ORDER_UPLOAD_COLUMNS.map((c) => c.en).join(',')];
  for (let i = 0; i < ORDERS; i += 1) {
    const row = cells(`${prefix}-${i}`);
    lines.push(ORDER_UPLOAD_COLUMNS.map((c) => row[c.field] ?? '').join(','));
  }
  return new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' });
}

/** Sends the upload; true when the server acknowledged it before it died. */
async function uploadFile(base: string, token: string, name: string): Promise<boolean> {
  const body = new FormData();
  body.append('save_as', 'pending_submit');
  body.append('file', ordersCsv(name), `${name}.csv`);
  try {
    const response = await fetch(`${base}/merchant/api-orders/upload`, {
      method: 'POST',
      headers: { token },
      body,
    });
    const answer = (await response.json()) as { code: string };
    return answer.code === '200';
  } catch {
    return false; // the socket died with the server: never acknowledged
  }
}

describe('a batch order upload survives kill -9', () => {
  it(`leaves each of ${KILL_AT.length} killed imports of ${ORDERS} orders whole or absent`, async () => {
    const first = await start();
    const token = await login(first.base);
    const product = await post(
      first.base,
      '/merchant/api-product/create',
      Object.fromEntries(
        Object.entries(validProduct('DUR-A', { submit: '1' })).map(([k, v]) => [k, String(v)]),
      ),
      { token },
    );
    expect(product.code).toBe('200');
    const approved = await post(
      first.base,
      '/merchant/api-ops/approve-product',
      { product_id: String(product.data['id']) },
      { 'x-operator-key': OPERATOR_KEY },
    );
    expect(approved.code).toBe('200');
    // An import run whole first: its time places the kills in its check and in its write.
    const timed = Date.now();
    const acknowledged = new Map<string, boolean>();
    acknowledged.set('unkilled', await uploadFile(first.base, token, 'unkilled'));
    const importMs = Date.now() - timed;
    await stopped(first.child, 'SIGTERM');
    for (const [attempt, fraction] of KILL_AT.entries()) {
      const delay = Math.round(importMs * fraction);
      const server = await start();
      const name = `killed${attempt}`;
      const sent = uploadFile(server.base, await login(server.base), name);
      await new Promise((resolve) => setTimeout(resolve, delay));
      await stopped(server.child, 'SIGKILL');
      acknowledged.set(name, await sent);
    }
    // a restart after the last kill, as an operator would, before the database is read
    const last = await start();
    await stopped(last.child, 'SIGTERM');
    const found = await scratch.withDatabase(async ({ db }) => {
      const outcomes = new Map<string, { orders: number; uploads: number; rows: number }>();
      for (const name of acknowledged.keys()) {
        const orders = await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('reference_no', 'like', `${name}-%`)
          .executeTakeFirstOrThrow();
        const uploads = await db
          .selectFrom('order_uploads')
          .select(['id', 'created', 'status'])
          .where('file_name', '=', `${name}.csv`)
          .execute();
        const rows = await db
          .selectFrom('order_upload_rows')
          .select(sql<string>`count(*)`.as('n'))
          .where('upload_id', 'in', [0, ...uploads.map((u) => u.id)])
          .executeTakeFirstOrThrow();
        outcomes.set(name, {
          orders: Number(orders.n),
          uploads: uploads.length,
          rows: Number(rows.n),
        });
      }
      return outcomes;
    });
    // The evidence: which killed imports were committed (orders) and which were not (0).
    process.stdout.write(
      `order upload kills: ${[...found].map(([name, o]) => `${name}=${o.orders}${acknowledged.get(name) ? ' (answered)' : ''}`).join(', ')}\n`,
    );
    for (const [name, outcome] of found) {
      // whole: one upload, every order and every row; or none of it
      expect([
        { orders: 0, uploads: 0, rows: 0 },
        { orders: ORDERS, uploads: 1, rows: ORDERS },
      ]).toContainEqual(outcome);
      if (acknowledged.get(name)) expect(outcome.orders).toBe(ORDERS);
    }
    expect(found.get('unkilled')?.orders).toBe(ORDERS);
  }, 900_000);
});
