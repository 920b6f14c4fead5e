import type { Money, PlanTerms, RateTable } from '@portal/domain';
import {
  batchesOnShelf,
  billingDateMs,
  billingDatesPassed,
  PLAN_MACHINE,
  planCycleFee,
  startPlanCycle,
  storagePastPlanCharge,
  warehousingInsuranceFee,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { LedgerKind } from '../../db/ledger';
import { postLedgerEntry } from '../../db/ledger';
import type { BillingChargeKind, Database } from '../../db/schema';
import { loadRateTable } from '../exchange-rate/repository';
import { storedStatusOrThrow } from '../shared/status';
import type { ClaimedRun, LockedPlan } from './repository';
import {
  activePlansWithLastRun,
  applyNextTerms,
  endCycleExtras,
  claimDueRun,
  customersOwing,
  finishRun,
  insertCharge,
  insertRuns,
  lockOwedCharges,
  lockPlanById,
  lockPlanOrSkip,
  markChargePaid,
  plansCheckedIn,
  startCycle,
  stockWithReceipts,
} from './repository';
import { inTransaction } from '../../db/transaction';

/** What one pass of the billing job did (the ops action and the scheduler's log show it). */
export interface BillingPass {
  /** Plans whose cycle the first check-in started. */
  readonly cyclesStarted: number;
  /** Billing dates billed (each once, whichever instance billed it). */
  readonly runsBilled: number;
  /** Runs that failed and stay pending for the next pass, with why. */
  readonly runsFailed: readonly { readonly runId: number; readonly error: string }[];
  /** Owed charges the balance now covered. */
  readonly owedSettled: number;
}

const LEDGER_KIND: Record<BillingChargeKind, LedgerKind> = {
  renewal: 'plan_fee',
  storage_past_plan: 'overdue_fee',
  insurance: 'storage_fee',
};

/**
 * One pass of the billing job as of `now` (the Clock port's time; tests move it). Each step
 * commits in small transactions and every charge is idempotent by its ledger reference, so a pass
 * run twice, cut short by a crash, or run by several instances at once charges each billing date
 * once (ADR 0032):
 *
 * 1. a plan waiting for its first check-in starts its cycle at the warehouse's first receipt;
 * 2. each billing date that has passed is scheduled once (unique plan and date number);
 * 3. due runs are claimed one at a time with FOR UPDATE SKIP LOCKED and billed in the claim's
 *    transaction: the edited terms take effect, the plan renews, the cycle's storage past the
 *    plan and the stock's warehousing insurance are charged; what the balance does not cover is
 *    owed;
 * 4. owed amounts are settled oldest first where the balance now covers them.
 */
export async function runBillingPass(db: Kysely<Database>, now: Date): Promise<BillingPass> {
  const owedSettled = await settleOwed(db, now);
  const cyclesStarted = await startCycles(db, now);
  await scheduleRuns(db, now);
  const rates = await loadRateTable(db);
  const failed: { runId: number; error: string }[] = [];
  let runsBilled = 0;
  for (;;) {
    let claimed: ClaimedRun | undefined;
    try {
      claimed = await inTransaction(db, async (trx) => {
        const run = await claimDueRun(
          trx,
          now,
          failed.map((f) => f.runId),
        );
        if (run) await billRun(trx, run, rates, now);
        return run;
      });
    } catch (error) {
      // The claim's transaction rolled back: the run stays pending for the next pass.
      const runId = (error as { runId?: number }).runId ?? -1;
      if (runId < 0) throw error;
      failed.push({ runId, error: String((error as { cause?: unknown }).cause ?? error) });
      continue;
    }
    if (!claimed) break;
    runsBilled += 1;
  }
  return { cyclesStarted, runsBilled, runsFailed: failed, owedSettled };
}

async function startCycles(db: Kysely<Database>, now: Date): Promise<number> {
  let started = 0;
  for (const candidate of await plansCheckedIn(db, now)) {
    const firstReceipt = new Date(candidate.first_receipt);
    const moved = await inTransaction(db, async (trx) => {
      const plan = await lockPlanOrSkip(trx, candidate.id);
      if (!plan) return false;
      const from = storedStatusOrThrow(PLAN_MACHINE, plan.status);
      const start = startPlanCycle(from, firstReceipt.getTime());
      if (!start.ok) return false; // already started by another instance
      await startCycle(trx, plan.id, start.value.status, firstReceipt, now);
      return true;
    });
    if (moved) started += 1;
  }
  return started;
}

async function scheduleRuns(db: Kysely<Database>, now: Date): Promise<void> {
  const runs = (await activePlansWithLastRun(db)).flatMap((plan) => {
    const startMs = new Date(plan.cycle_start_at ?? now).getTime();
    const due = billingDatesPassed(startMs, now.getTime());
    const last = Number(plan.last_cycle ?? 0);
    return Array.from({ length: Math.max(0, due - last) }, (_, i) => ({
      planId: plan.id,
      cycle: last + i + 1,
      dueAt: new Date(billingDateMs(startMs, last + i + 1)),
    }));
  });
  await insertRuns(db, runs);
}

const termsOf = (plan: LockedPlan): PlanTerms => ({
  storageTenthsCbm: plan.storage_tenths_cbm,
  skuCount: plan.sku_count,
  planItems: plan.plan_items,
});

const nextTermsOf = (plan: LockedPlan): PlanTerms | undefined =>
  plan.next_storage_tenths_cbm === null ||
  plan.next_sku_count === null ||
  plan.next_plan_items === null
    ? undefined
    : {
        storageTenthsCbm: plan.next_storage_tenths_cbm,
        skuCount: plan.next_sku_count,
        planItems: plan.next_plan_items,
      };

/** Billing date `run.cycle` of a plan, in the claim's transaction (see runBillingPass). */
async function billRun(
  trx: Transaction<Database>,
  run: ClaimedRun,
  rates: RateTable,
  now: Date,
): Promise<void> {
  try {
    const plan = await lockPlanById(trx, run.plan_id);
    const startMs = new Date(plan.cycle_start_at ?? run.due_at).getTime();
    const cycleFromMs = billingDateMs(startMs, run.cycle - 1);
    const cycleToMs = billingDateMs(startMs, run.cycle);
    const stock = (await stockWithReceipts(trx, plan.customer_id, plan.warehouse_id)).get(
      plan.warehouse_id,
    );
    const shelf = (stock ?? []).flatMap((product) =>
      batchesOnShelf(product.batches, product.onHand),
    );
    // The cycle that ended was held with the terms in force during it.
    const storage = storagePastPlanCharge({
      shelf,
      planTenthsCbm: plan.storage_tenths_cbm,
      cycleFromMs,
      cycleToMs,
    });
    if (!storage.ok) throw new Error(storage.error.code);
    const insurance = insuranceOf(stock ?? [], rates);
    const next = nextTermsOf(plan);
    const terms = next ?? termsOf(plan);
    const fee = planCycleFee(terms);
    if (next)
      await applyNextTerms(
        trx,
        plan.id,
        { ...next, feeMinor: fee.amount, currency: fee.currency },
        now,
      );
    await endCycleExtras(trx, plan.id, now);
    const charges: readonly [BillingChargeKind, string, Money][] = [
      ['renewal', `plan:${plan.id}:cycle:${run.cycle + 1}`, fee],
      ['storage_past_plan', `plan:${plan.id}:cycle:${run.cycle}:storage`, storage.value],
      ['insurance', `plan:${plan.id}:cycle:${run.cycle}:insurance`, insurance],
    ];
    for (const [kind, reference, amount] of charges) {
      if (amount.amount <= 0) continue;
      const posting = await postLedgerEntry(trx, {
        customerId: plan.customer_id,
        kind: LEDGER_KIND[kind],
        amountMinor: -amount.amount,
        reference,
        now,
      });
      if (posting.outcome === 'reference_reused')
        throw new Error(`${reference} names another move`);
      await insertCharge(trx, {
        runId: run.id,
        planId: plan.id,
        customerId: plan.customer_id,
        warehouseId: plan.warehouse_id,
        cycle: run.cycle,
        kind,
        amountMinor: amount.amount,
        currency: amount.currency,
        reference,
        ledgerId: posting.outcome === 'insufficient' ? null : posting.ledgerId,
        dueAt: new Date(run.due_at),
        now,
      });
    }
    await finishRun(trx, run.id, now);
  } catch (error) {
    throw Object.assign(new Error(`billing run ${run.id} failed`, { cause: error }), {
      runId: run.id,
    });
  }
}

/**
 * Warehousing insurance of the stock on the shelf at the billing date: 0.1% of each product's
 * value (its price, in USD, converted with the operator's rate table), at least 0.01 RMB a unit.
 */
function insuranceOf(
  stock: readonly { readonly onHand: number; readonly priceCents: number }[],
  rates: RateTable,
): Money {
  let total = 0;
  for (const product of stock) {
    const fee = warehousingInsuranceFee(
      { unitValue: { amount: product.priceCents, currency: 'USD' }, quantity: product.onHand },
      rates,
    );
    if (!fee.ok) throw new Error(fee.error.code);
    total += fee.value.amount;
  }
  return { amount: total, currency: 'CNY' };
}

/** Owed charges, oldest first per merchant; a merchant stops at the first the balance misses. */
async function settleOwed(db: Kysely<Database>, now: Date): Promise<number> {
  let settled = 0;
  for (const { customer_id: customerId } of await customersOwing(db)) {
    settled += await inTransaction(db, async (trx) => {
      let paid = 0;
      for (const charge of await lockOwedCharges(trx, customerId)) {
        const posting = await postLedgerEntry(trx, {
          customerId,
          kind: LEDGER_KIND[charge.kind],
          amountMinor: -Number(charge.amount_minor),
          reference: charge.reference,
          now,
        });
        if (posting.outcome === 'insufficient') break;
        if (posting.outcome === 'reference_reused')
          throw new Error(`${charge.reference} names another move`);
        await markChargePaid(trx, charge.id, posting.ledgerId, now);
        paid += 1;
      }
      return paid;
    });
  }
  return settled;
}
