import { BILLING_DAY_MS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect';
import type { ScratchDatabase } from '../../test-support/server-process';
import { scratchDatabase, startServerProcess, stopped } from '../../test-support/server-process';
import { ledgerSum } from '../../db/ledger';
import { migrateToLatest } from '../../db/migrate';
import { seedReferenceData } from '../../db/seed';

// The billing job inside a real server (as durability.test.ts does for sessions), killed with
// SIGKILL while it bills: after restarts every billing date of every plan is charged exactly
// once, none lost, and each merchant's ledger still sums to its balance. On PGlite (the data
// directory) and, when DATABASE_URL is set, on PostgreSQL.
const PLANS = 20;
const CYCLES = 13;
const KILL_AFTER_MS = [250, 600, 1100];
const OPERATOR_KEY = 'billing-durability-operator-key';

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await scratchDatabase('portal-billing');
});
afterAll(async () => {
  await scratch?.drop();
});

/** The database while no server holds it (PGlite's directory takes one process at a time). */
const withDatabase = <T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> =>
  scratch.withDatabase(work);

/**
 * Merchants whose plans started 13 cycles and a few days ago, each with 1.25 CBM of mugs on a
 * 0.5 CBM plan and enough balance: 13 billing dates each are due at the first pass.
 */
async function seedPlans(now: Date): Promise<void> {
  await withDatabase(async ({ db }) => {
    await migrateToLatest(db);
    await seedReferenceData(db);
    const warehouse = await db.selectFrom('warehouses').select('id').executeTakeFirstOrThrow();
    const start = new Date(now.getTime() - (CYCLES * 30 + 5) * BILLING_DAY_MS);
    for (let i = 0; i < PLANS; i += 1) {
      const customer = await db
        .insertInto('customers')
        .values({
          username: `billed${i}`,
          name: `Billed ${i}`,
          email: `billed${i}@example.com`,
          password_hash: 'not-a-login',
          activation_status: 'active',
          identity_type: 'enterprise',
          rejection_reason: null,
          region_id: null,
          account_manager_id: null,
          regional_manager_id: null,
          sales_manager_id: null,
          currency: 'CNY',
          balance_minor: 10_000_00,
          overdue_cc_emails: '',
          created_at: start,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('ledger')
        .values({
          customer_id: customer.id,
          kind: 'adjustment',
          amount_minor: 10_000_00,
          currency: 'CNY',
          balance_after_minor: 10_000_00,
          reference: 'opening',
          created_at: start,
        })
        .execute();
      await db
        .insertInto('plans')
        .values({
          customer_id: customer.id,
          warehouse_id: warehouse.id,
          status: 'active',
          storage_tenths_cbm: 5,
          sku_count: 1,
          plan_items: 100,
          fee_minor: 7_100,
          currency: 'CNY',
          activated_at: start,
          cycle_start_at: start,
          updated_at: start,
        })
        .execute();
      const product = await db
        .insertInto('products')
        .values({
          customer_id: customer.id,
          sku: `MUG-${i}`,
          name: 'Mug',
          cn_name: '杯',
          created_at: start,
          price_cents: 1_250,
          length_mm10: 1_000,
          width_mm10: 1_000,
          height_mm10: 1_250,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('inventory')
        .values({
          customer_id: customer.id,
          warehouse_id: warehouse.id,
          product_id: product.id,
          on_hand: 1_000,
          updated_at: start,
        })
        .execute();
      await db
        .insertInto('inventory_batches')
        .values({
          customer_id: customer.id,
          warehouse_id: warehouse.id,
          product_id: product.id,
          batch_no: `B-${i}`,
          source: 'asn',
          qualified: 1_000,
          unqualified: 0,
          received_at: start,
        })
        .execute();
    }
  });
}

const startServer = () =>
  startServerProcess(scratch, { OPERATOR_KEY, BILLING_INTERVAL_MS: '50' });

const runsDone = () =>
  withDatabase(async ({ db }) =>
    Number(
      (
        await db
          .selectFrom('billing_runs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'done')
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );

describe('the billing job survives kill -9', () => {
  it(`bills ${PLANS} plans x ${CYCLES} billing dates exactly once over ${KILL_AFTER_MS.length} kills`, async () => {
    await seedPlans(new Date());
    const doneAfterKills: number[] = [];
    for (const delay of KILL_AFTER_MS) {
      const server = await startServer();
      await new Promise((resolve) => setTimeout(resolve, delay));
      await stopped(server.child, 'SIGKILL');
      doneAfterKills.push(await runsDone());
    }
    // The kills land while the job bills: some runs were done, not all (the figures are the
    // evidence; a machine fast enough to finish in 250 ms would only weaken the test).
    expect(doneAfterKills.some((n) => n < PLANS * CYCLES)).toBe(true);
    const last = await startServer();
    // The restarted server bills what is left by itself; the operator's run-billing passes beside
    // it (two passes at once) until one finds nothing left to bill.
    for (let attempt = 0; attempt < 240; attempt += 1) {
      const response = await fetch(`${last.base}/merchant/api-ops/run-billing`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-operator-key': OPERATOR_KEY,
        },
        body: '',
      });
      const body = (await response.json()) as {
        code: string;
        data: { runs_billed: number; runs_failed: number };
      };
      expect(body.code).toBe('200');
      expect(body.data.runs_failed).toBe(0);
      if (body.data.runs_billed === 0) break;
    }
    await stopped(last.child, 'SIGTERM');
    await withDatabase(async ({ db }) => {
      const charges = await db
        .selectFrom('billing_charges')
        .select(['customer_id', 'reference', 'status', 'ledger_id'])
        .execute();
      expect(charges).toHaveLength(PLANS * CYCLES * 3);
      expect(charges.every((c) => c.status === 'paid' && c.ledger_id !== null)).toBe(true);
      const ledger = await db
        .selectFrom('ledger')
        .select(['customer_id', 'reference'])
        .where('reference', '<>', 'opening')
        .where('customer_id', 'in', (eb) =>
          eb.selectFrom('customers').select('id').where('username', 'like', 'billed%'),
        )
        .execute();
      expect(ledger).toHaveLength(PLANS * CYCLES * 3);
      expect(new Set(ledger.map((l) => `${l.customer_id}/${l.reference}`)).size).toBe(
        ledger.length,
      );
      const customers = await db
        .selectFrom('customers')
        .select(['id', 'balance_minor'])
        .where('username', 'like', 'billed%')
        .execute();
      for (const customer of customers)
        expect(await ledgerSum(db, customer.id)).toBe(Number(customer.balance_minor));
    });
    process.stdout.write(`billing runs done after each kill: ${doneAfterKills.join(', ')}\n`);
  }, 900_000);
});
