import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps, SessionContext } from '../http/context';
import { extraPurchase } from '../modules/plan/extra-purchase';
import type { TestApp } from '../test-support/test-app';
import { startTestApp } from '../test-support/test-app';
import { chargeIfCovered, ledgerSum, postLedgerEntry } from './ledger';

/**
 * 1,000 mixed money moves at once over a few merchants (top-ups credited, order charges, refunds
 * of charges, extra purchases of plan resources), through the real posting functions and the
 * plan use case: afterwards every merchant's ledger sums to its balance, no balance and no
 * ledger row's balance-after is below zero, and no reference was posted twice. Runs on PGlite by
 * default and on PostgreSQL with DATABASE_URL (where the pool runs the moves truly in parallel).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MERCHANTS = 4;
const OPERATIONS = 1_000;

/** A small deterministic generator, so a failure repeats with the same mix. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // the high bits: the low bits of a power-of-two LCG repeat with short periods
    return Math.floor(state / 65_536) % below;
  };
}

async function merchantWithPlan(username: string) {
  const m = await t.registerMerchant(username);
  await t.db
    .updateTable('customers')
    .set({ activation_status: 'active' })
    .where('id', '=', m.customerId)
    .execute();
  const sz = await t.db
    .selectFrom('warehouses')
    .select('id')
    .where('code', '=', 'SZ')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('customer_warehouses')
    .values({
      customer_id: m.customerId,
      warehouse_id: sz.id,
      status: 'approved',
      reason: null,
      applied_at: t.clock.now(),
      decided_at: t.clock.now(),
    })
    .execute();
  await t.ops('POST', '/merchant/api-ops/confirm-top-up', {
    customer_id: m.customerId,
    amount: '100.00',
    reference: `${username}-opening`,
  });
  const bought = await t.post(
    '/merchant/api-plan/activate',
    { warehouse_id: sz.id, storage: '0.5', sku_count: '1', plan_items: '100' },
    { token: m.token },
  );
  expect(bought.body.code).toBe('200');
  return { customerId: m.customerId, warehouseId: sz.id };
}

describe('the ledger under 1,000 concurrent mixed operations', () => {
  it('stays equal to the balance, never below zero, each reference once', async () => {
    const merchants: { customerId: number; warehouseId: number }[] = [];
    for (let i = 0; i < MERCHANTS; i++) merchants.push(await merchantWithPlan(`ledgerrace${i}`));
    const deps = { db: t.db, config: t.config, now: t.clock.now } as unknown as Deps;
    const noOrders = () => Promise.resolve(0);
    const pick = random(20_261_124);
    const counts = { top_up: 0, charge: 0, refund: 0, extra: 0 };

    const operation = (n: number) => {
      const m = merchants[pick(MERCHANTS)];
      if (m === undefined) throw new Error('no merchant');
      const now = t.clock.now();
      const kind = pick(4);
      if (kind === 0) {
        counts.top_up++;
        const amount = (1 + pick(50)) * 1_00;
        return t.db.transaction().execute((trx) =>
          postLedgerEntry(trx, {
            customerId: m.customerId,
            kind: 'top_up',
            amountMinor: amount,
            reference: `race-top-up-${n}`,
            now,
          }),
        );
      }
      if (kind === 1) {
        counts.charge++;
        const amount = (1 + pick(40)) * 1_00;
        return t.db.transaction().execute((trx) =>
          chargeIfCovered(trx, {
            customerId: m.customerId,
            amountMinor: amount,
            reference: `race-charge-${n}`,
            now,
          }),
        );
      }
      if (kind === 2) {
        counts.refund++;
        // refunds an earlier charge of this merchant when it was paid (the charge may still be
        // running or may have been refused; then there is nothing to refund)
        const of = `race-charge-${pick(n + 1)}`;
        return t.db.transaction().execute(async (trx) => {
          await trx
            .selectFrom('customers')
            .select('id')
            .where('id', '=', m.customerId)
            .forUpdate()
            .execute();
          const charge = await trx
            .selectFrom('ledger')
            .select('amount_minor')
            .where('customer_id', '=', m.customerId)
            .where('reference', '=', of)
            .executeTakeFirst();
          if (charge === undefined) return undefined;
          return postLedgerEntry(trx, {
            customerId: m.customerId,
            kind: 'refund',
            amountMinor: -Number(charge.amount_minor),
            reference: `refund:${of}`,
            now,
          });
        });
      }
      counts.extra++;
      const session = { customerId: m.customerId } as SessionContext;
      return extraPurchase(
        deps,
        session,
        {
          warehouse_id: m.warehouseId,
          sku_count: String(1 + pick(5)),
          plan_items: String(pick(300)),
          // every fourth purchase repeats an earlier request id: a retry must not pay again
          request_id: `race-extra-${n % 4 === 0 ? Math.floor(n / 8) : n}`,
        },
        noOrders,
      );
    };

    const started = Date.now();
    const settled = await Promise.allSettled(
      Array.from({ length: OPERATIONS }, (_, n) => operation(n)),
    );
    const failures = settled.filter((s) => s.status === 'rejected');
    expect(failures).toEqual([]);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(OPERATIONS);
    expect(Math.min(...Object.values(counts))).toBeGreaterThan(100);

    for (const m of merchants) {
      const customer = await t.db
        .selectFrom('customers')
        .select('balance_minor')
        .where('id', '=', m.customerId)
        .executeTakeFirstOrThrow();
      const balance = Number(customer.balance_minor);
      expect(await ledgerSum(t.db, m.customerId)).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
      const lowest = await t.db
        .selectFrom('ledger')
        .select((eb) => eb.fn.min<number>('balance_after_minor').as('low'))
        .where('customer_id', '=', m.customerId)
        .executeTakeFirstOrThrow();
      expect(Number(lowest.low)).toBeGreaterThanOrEqual(0);
      // the extras on the plan are exactly what its extra-purchase ledger rows paid for
      const plan = await t.db
        .selectFrom('plans')
        .select(['extra_sku_count', 'extra_plan_items'])
        .where('customer_id', '=', m.customerId)
        .executeTakeFirstOrThrow();
      const logged = await t.db
        .selectFrom('plan_log')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('sku_count'), eb.lit(0)).as('skus'),
          eb.fn.coalesce(eb.fn.sum<number>('plan_items'), eb.lit(0)).as('items'),
          eb.fn.countAll<number>().as('n'),
        ])
        .where('customer_id', '=', m.customerId)
        .where('action', '=', 'extra_purchase')
        .executeTakeFirstOrThrow();
      const paid = await t.db
        .selectFrom('ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', m.customerId)
        .where('kind', '=', 'extra_purchase')
        .executeTakeFirstOrThrow();
      expect(Number(logged.n)).toBe(Number(paid.n));
      expect([Number(logged.skus), Number(logged.items)]).toEqual([
        plan.extra_sku_count,
        plan.extra_plan_items,
      ]);
    }
    const repeated = await t.db
      .selectFrom('ledger')
      .select(['customer_id', 'reference'])
      .groupBy(['customer_id', 'reference'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(repeated).toEqual([]);
    // the bound the brief sets for this test on either database
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
