import { BILLING_CYCLE_MS, BILLING_DAY_MS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../db/ledger';
import { billedMerchant, receiveStock } from '../../test-support/billing';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';
import { runBillingPass } from './billing-job';

// The billing job as of a test clock (ADR 0032): on PGlite by default, on PostgreSQL with
// DATABASE_URL (then the concurrent passes really run at once).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const pass = () => runBillingPass(t.db, t.clock.now());

const chargesOf = (customerId: number) =>
  t.db
    .selectFrom('billing_charges')
    .select(['cycle', 'kind', 'amount_minor', 'status', 'reference'])
    .where('customer_id', '=', customerId)
    .orderBy('cycle')
    .orderBy('kind')
    .execute();

async function expectLedgerMatchesBalance(customerId: number) {
  const row = await t.db
    .selectFrom('customers')
    .select('balance_minor')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  expect(await ledgerSum(t.db, customerId)).toBe(Number(row.balance_minor));
  expect(Number(row.balance_minor)).toBeGreaterThanOrEqual(0);
}

// 1,000 mugs of 1,250 cm³ = 1.25 CBM on a 0.5 CBM plan: 0.75 CBM past it, 90.00 CNY a cycle at
// 100%. Insurance: 12.50 USD x 7.20 = 90.00 CNY, 0.1% = 0.09 CNY a mug, 90.00 CNY for 1,000.
const RENEWAL = 7_100;
const STORAGE_X1 = 9_000;
const INSURANCE = 9_000;

describe('the billing job over 13 months', () => {
  it('starts the cycle at the first check-in, bills each billing date once with the age tiers, and re-running charges nothing', async () => {
    const m = await billedMerchant(t, 'cycler', '10000.00');
    // Before any stock arrives nothing is due, however long the plan waits.
    t.clock.advance(40 * BILLING_DAY_MS);
    expect(await pass()).toMatchObject({ cyclesStarted: 0, runsBilled: 0 });
    await receiveStock(t, m, 1000);
    const checkIn = t.clock.now();
    t.clock.advance(60_000);
    expect(await pass()).toMatchObject({ cyclesStarted: 1, runsBilled: 0 });
    const plan = await t.db
      .selectFrom('plans')
      .select(['status', 'cycle_start_at'])
      .where('id', '=', m.planId)
      .executeTakeFirstOrThrow();
    expect(plan.status).toBe('active');
    expect(new Date(plan.cycle_start_at ?? 0).toISOString()).toBe(checkIn.toISOString());

    // Day by day for 13 cycles, each day's pass run twice.
    for (let day = 1; day <= 13 * 30; day += 1) {
      t.clock.advance(BILLING_DAY_MS);
      await pass();
      expect((await pass()).runsBilled).toBe(0);
    }
    const charges = await chargesOf(m.customerId);
    const storage = charges.filter((c) => c.kind === 'storage_past_plan');
    // Cycle n holds age days 30(n-1)+1 .. 30n: day 180 ends cycle 6, 181 starts 7; 360 ends 12.
    expect(storage.map((c) => [c.cycle, Number(c.amount_minor)])).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((n) => [n, STORAGE_X1]),
      ...[7, 8, 9, 10, 11, 12].map((n) => [n, 2 * STORAGE_X1]),
      [13, 4 * STORAGE_X1],
    ]);
    const renewals = charges.filter((c) => c.kind === 'renewal');
    expect(renewals.map((c) => c.reference)).toEqual(
      Array.from({ length: 13 }, (_, i) => `plan:${m.planId}:cycle:${i + 2}`),
    );
    expect(renewals.every((c) => Number(c.amount_minor) === RENEWAL)).toBe(true);
    expect(
      charges.filter((c) => c.kind === 'insurance').map((c) => Number(c.amount_minor)),
    ).toEqual(Array(13).fill(INSURANCE));
    expect(charges.every((c) => c.status === 'paid')).toBe(true);
    const ledger = await t.db
      .selectFrom('ledger')
      .select(['kind', 'reference'])
      .where('customer_id', '=', m.customerId)
      .where('kind', 'in', ['plan_fee', 'overdue_fee', 'storage_fee'])
      .execute();
    // The activation fee plus 13 of each charge, each reference once.
    expect(ledger).toHaveLength(1 + 3 * 13);
    expect(new Set(ledger.map((l) => l.reference)).size).toBe(ledger.length);
    await expectLedgerMatchesBalance(m.customerId);
  });
});

describe('a billing date', () => {
  it('passes at its exact millisecond, and concurrent passes bill it once', async () => {
    const m = await billedMerchant(t, 'racer', '1000.00');
    await receiveStock(t, m, 1000);
    t.clock.advance(60_000);
    await pass();
    t.clock.advance(BILLING_CYCLE_MS - 60_001);
    await pass();
    expect(await chargesOf(m.customerId)).toHaveLength(0);
    t.clock.advance(1);
    // Other merchants' plans may fall due too: only this merchant's charges are counted.
    await Promise.all([pass(), pass(), pass(), pass()]);
    expect(await chargesOf(m.customerId)).toHaveLength(3);
    const runs = await t.db
      .selectFrom('billing_runs')
      .select(['cycle', 'status'])
      .where('plan_id', '=', m.planId)
      .execute();
    expect(runs).toEqual([{ cycle: 1, status: 'done' }]);
    await expectLedgerMatchesBalance(m.customerId);
  });

  it('applies an edit made during the cycle at the next billing date and charges its fee', async () => {
    const m = await billedMerchant(t, 'editor', '1000.00');
    await receiveStock(t, m, 10);
    t.clock.advance(60_000);
    await pass();
    const edited = await t.post(
      '/merchant/api-plan/edit',
      { warehouse_id: m.warehouseId, storage: '1.0', sku_count: '2', plan_items: '100' },
      m.headers,
    );
    expect(edited.body.code).toBe('200');
    t.clock.advance(BILLING_CYCLE_MS);
    await pass();
    const plan = await t.db
      .selectFrom('plans')
      .select(['storage_tenths_cbm', 'sku_count', 'next_sku_count', 'fee_minor'])
      .where('id', '=', m.planId)
      .executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ storage_tenths_cbm: 10, sku_count: 2, next_sku_count: null });
    const renewal = (await chargesOf(m.customerId)).find((c) => c.kind === 'renewal');
    expect(Number(renewal?.amount_minor)).toBe(10 * 1200 + 2 * 100 + 100 * 10);
  });

  it('leaves what the balance misses owed, and a later pass settles it once topped up', async () => {
    const m = await billedMerchant(t, 'debtor', '71.00');
    await receiveStock(t, m, 1000);
    t.clock.advance(60_000);
    await pass();
    t.clock.advance(BILLING_CYCLE_MS);
    await pass();
    const owed = await chargesOf(m.customerId);
    expect(owed.map((c) => c.status)).toEqual(['owed', 'owed', 'owed']);
    await expectLedgerMatchesBalance(m.customerId);
    const topUp = await t.ops('POST', '/merchant/api-ops/confirm-top-up', {
      customer_id: m.customerId,
      amount: '300.00',
      reference: 'debtor-second',
    });
    expect(topUp.body.code).toBe('200');
    expect((await pass()).owedSettled).toBe(3);
    expect((await pass()).owedSettled).toBe(0);
    expect((await chargesOf(m.customerId)).map((c) => c.status)).toEqual(['paid', 'paid', 'paid']);
    const balance = await t.db
      .selectFrom('customers')
      .select('balance_minor')
      .where('id', '=', m.customerId)
      .executeTakeFirstOrThrow();
    expect(Number(balance.balance_minor)).toBe(30_000 - RENEWAL - STORAGE_X1 - INSURANCE);
    await expectLedgerMatchesBalance(m.customerId);
  });
});

interface OverdueProduct {
  sku: string;
  on_hand: number;
  units_normal: number;
  units_double: number;
  units_quadruple: number;
  oldest_age_days: number;
}

describe('the overdue lists', () => {
  it('shows stock by age tier exactly at days 180/181 and 360/361, and only overdue stock on request', async () => {
    const m = await billedMerchant(t, 'ager', '100.00');
    await receiveStock(t, m, 7);
    const tiersAfter = async (days: number, tier: 'all' | 'overdue' = 'all') => {
      const reply = await t.get<{ list: OverdueProduct[]; total: number }>(
        '/merchant/api-billing/overdue-product',
        { tier },
        // Sessions end after 12 hours: the clock moved by months, so log in again.
        await t.login('ager', 'Secret123'),
      );
      expect(reply.body.code).toBe('200');
      expect(days).toBeGreaterThanOrEqual(0);
      return reply.body.data;
    };
    const at = async (ageDay: number) => {
      const start = (
        await t.db
          .selectFrom('inventory_batches')
          .select('received_at')
          .where('customer_id', '=', m.customerId)
          .executeTakeFirstOrThrow()
      ).received_at;
      const target = new Date(start).getTime() + (ageDay - 1) * BILLING_DAY_MS;
      t.clock.advance(target - t.clock.now().getTime());
      return tiersAfter(ageDay);
    };
    expect((await at(180)).list).toEqual([
      expect.objectContaining({
        on_hand: 7,
        units_normal: 7,
        units_double: 0,
        oldest_age_days: 180,
      }),
    ]);
    expect((await tiersAfter(180, 'overdue')).total).toBe(0);
    expect((await at(181)).list[0]).toMatchObject({
      units_normal: 0,
      units_double: 7,
      oldest_age_days: 181,
    });
    expect((await tiersAfter(181, 'overdue')).total).toBe(1);
    expect((await at(360)).list[0]).toMatchObject({ units_double: 7, units_quadruple: 0 });
    expect((await at(361)).list[0]).toMatchObject({
      units_double: 0,
      units_quadruple: 7,
      oldest_age_days: 361,
    });
  });

  it('lists the amounts owed with the total, and nothing for a merchant who owes nothing', async () => {
    const m = await billedMerchant(t, 'owing', '71.00');
    await receiveStock(t, m, 1000);
    t.clock.advance(60_000);
    await pass();
    t.clock.advance(BILLING_CYCLE_MS);
    await pass();
    const reply = await t.get<{
      owed: { amount: number };
      balance: { amount: number };
      total: number;
      list: { kind: string; cycle: number; amount: { amount: number } }[];
    }>('/merchant/api-billing/overdue-amount', {}, await t.login('owing', 'Secret123'));
    expect(reply.body.data).toMatchObject({
      owed: { amount: RENEWAL + STORAGE_X1 + INSURANCE },
      balance: { amount: 0 },
      total: 3,
    });
    expect(reply.body.data.list.map((r) => [r.kind, r.cycle])).toEqual([
      ['renewal', 1],
      ['storage_past_plan', 1],
      ['insurance', 1],
    ]);
    const demo = await t.get<{ total: number }>(
      '/merchant/api-billing/overdue-amount',
      {},
      await t.login(),
    );
    expect(demo.body.data.total).toBe(0);
  });

  it('answers only with a session', async () => {
    const reply = await t.get('/merchant/api-billing/overdue-amount');
    expect(reply.body.code).not.toBe('200');
  });
});

describe('the operator', () => {
  it('runs the billing job now, and may not bill as of another time without the test clock', async () => {
    const now = await t.ops<{ at: string; runs_failed: number }>(
      'POST',
      '/merchant/api-ops/run-billing',
    );
    expect(now.body.code).toBe('200');
    expect(now.body.data).toMatchObject({ at: t.clock.now().toISOString(), runs_failed: 0 });
    const moved = await t.ops('POST', '/merchant/api-ops/run-billing', {
      at: '2030-01-01T00:00:00Z',
    });
    expect(moved.body.code).toBe('403');
  });
});
