import type { Page, PlanListData, PlanLogRow, PlanSavedData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { MessageCode } from '@portal/domain';
import {
  activatePlan,
  allowedPlanActions,
  message,
  PLAN_MACHINE,
  PLAN_RATES,
  planCycleFee,
  planEditTiming,
  storageTenthsOf,
  validatePlanForm,
} from '@portal/domain';
import { postLedgerEntry } from '../../db/ledger';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { findCustomer } from '../auth/repository';
import { activeSkuCount, planSkuQuota } from '../product/repository';
import { resumeAfterPlanItems } from '../order/fulfilment';
import { applyDomainEvent, storedStatusOrThrow } from '../shared/status';
import { planLogRowOf, planRowOf, moneyOf } from './plan-view';
import {
  approvedWarehousePlans,
  awaitingApprovalSkuCount,
  insertPlanLog,
  lockOrCreatePlan,
  pageOfPlanLog,
  planItemsUsed,
  lockBalance,
  readBalance,
  setNextPlanTerms,
  setPlanTerms,
  storageUsedThousandths,
} from './plans-repository';
import { isWarehouseApproved } from './repository';
import { inTransaction } from '../../db/transaction';

const rate = (amount: number) => ({ amount, currency: PLAN_RATES.currency });

export async function planList(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'plan.plans'>,
): Promise<Outcome<PlanListData>> {
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const [records, storage, items, activeSkus, quota, awaitingSkus] = await Promise.all([
    approvedWarehousePlans(deps.db, session.customerId, input.warehouse_id),
    storageUsedThousandths(deps.db, session.customerId),
    planItemsUsed(deps.db, session.customerId),
    activeSkuCount(deps.db, session.customerId),
    planSkuQuota(deps.db, session.customerId),
    awaitingApprovalSkuCount(deps.db, session.customerId),
  ]);
  const now = deps.now();
  return succeed({
    rates: {
      per_cbm: rate(PLAN_RATES.perTenthCbmMinor * 10),
      per_sku: rate(PLAN_RATES.perSkuMinor),
      per_plan_item: rate(PLAN_RATES.perPlanItemMinor),
    },
    balance: moneyOf(customer.balance_minor, customer.currency),
    sku_quota: quota,
    plans: records.map((record) =>
      planRowOf(
        record,
        {
          storageThousandths: storage.get(record.warehouse_id) ?? 0,
          activeSkus,
          planItems: items.get(record.warehouse_id) ?? 0,
          awaitingSkus,
          skuQuota: quota,
        },
        now,
      ),
    ),
  });
}

/** The form's rules, then the warehouse must be one the provider approved for the merchant. */
async function checkedTerms(deps: Deps, session: SessionContext, input: InputFor<'plan.activate'>) {
  const issues = validatePlanForm(input);
  if (issues.length > 0) return { issues };
  if (!(await isWarehouseApproved(deps.db, session.customerId, input.warehouse_id)))
    return {
      issues: [{ field: 'warehouse_id', ...message('SERVER.WAREHOUSE_NOT_ACTIVE') }],
    };
  return {
    terms: {
      storageTenthsCbm: storageTenthsOf(input.storage),
      skuCount: Number(input.sku_count.trim()),
      planItems: Number(input.plan_items.trim()),
    },
  };
}

const conflict = (error: MessageCode) => fail(API_CODES.conflict, error);

/**
 * Buys a warehouse's plan: the plan machine checks the balance covers the first cycle's fee, the
 * fee is debited through the ledger (the plan's activation is its reference, so a retry never
 * pays twice) and the plan counts for the SKU quota at once. Its billing cycle starts at the
 * first product check-in.
 */
export async function activate(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'plan.activate'>,
): Promise<Outcome<PlanSavedData>> {
  const checked = await checkedTerms(deps, session, input);
  if (!checked.terms) return invalidFields(checked.issues);
  const terms = checked.terms;
  const fee = planCycleFee(terms);
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const customer = await lockBalance(trx, session.customerId);
    const plan = await lockOrCreatePlan(trx, {
      customerId: session.customerId,
      warehouseId: input.warehouse_id,
      now,
    });
    const from = storedStatusOrThrow(PLAN_MACHINE, plan.status);
    const activation = activatePlan(from, {
      balance: moneyOf(customer.balance_minor, customer.currency),
      planFee: fee,
    });
    if (!activation.ok) return conflict(activation.error);
    const posting = await postLedgerEntry(trx, {
      customerId: session.customerId,
      kind: 'plan_fee',
      amountMinor: -fee.amount,
      reference: `plan:${plan.id}:activate`,
      now,
    });
    if (posting.outcome !== 'posted')
      return conflict(
        message('PLAN.INSUFFICIENT_BALANCE', { fee: fee.amount, currency: fee.currency }),
      );
    const moved = await applyDomainEvent(trx, {
      table: 'plans',
      row: plan,
      machine: PLAN_MACHINE,
      event: 'activate',
    });
    if (!moved.ok) return conflict(moved.error);
    await setPlanTerms(
      trx,
      plan.id,
      { ...terms, feeMinor: fee.amount, currency: fee.currency },
      now,
    );
    await insertPlanLog(trx, {
      planId: plan.id,
      customerId: session.customerId,
      warehouseId: input.warehouse_id,
      action: 'activate',
      terms,
      feeMinor: fee.amount,
      currency: fee.currency,
      ledgerId: posting.ledgerId,
      effectiveAt: now,
      now,
    });
    // Plan-items bought: the orders of this warehouse waiting for them resume now, in this
    // transaction (their charges come after the fee, so the balance shown is read afterwards).
    const resumed = await resumeAfterPlanItems(trx, session.customerId, input.warehouse_id, now);
    const after =
      resumed.length === 0
        ? { balanceMinor: posting.balanceMinor }
        : { balanceMinor: (await readBalance(trx, session.customerId)).balance_minor };
    return succeed(
      {
        warehouse_id: input.warehouse_id,
        status: moved.value.to,
        fee: moneyOf(fee.amount, fee.currency),
        effective_at: now.toISOString(),
        balance: moneyOf(after.balanceMinor, posting.currency),
        ledger_id: posting.ledgerId,
      },
      'SERVER.PLAN_ACTIVATED',
    );
  });
}

/**
 * Changes a bought plan: the new terms wait for the next billing date (before the first check-in
 * the cycle has not started, so they wait for the end of the first cycle); nothing is charged now.
 */
export async function edit(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'plan.edit'>,
): Promise<Outcome<PlanSavedData>> {
  const checked = await checkedTerms(deps, session, input);
  if (!checked.terms) return invalidFields(checked.issues);
  const terms = checked.terms;
  const fee = planCycleFee(terms);
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const plan = await lockOrCreatePlan(trx, {
      customerId: session.customerId,
      warehouseId: input.warehouse_id,
      now,
    });
    const status = storedStatusOrThrow(PLAN_MACHINE, plan.status);
    if (!allowedPlanActions(status).includes('edit'))
      return conflict(message('PLAN.INVALID_TRANSITION', { from: status, event: 'edit' }));
    const timing = planEditTiming(
      {
        firstCheckInAtMs:
          plan.cycle_start_at === null ? undefined : new Date(plan.cycle_start_at).getTime(),
      },
      now.getTime(),
    );
    const effectiveAt = timing.kind === 'at_billing_date' ? new Date(timing.atMs) : null;
    await setNextPlanTerms(trx, plan.id, terms, now);
    await insertPlanLog(trx, {
      planId: plan.id,
      customerId: session.customerId,
      warehouseId: input.warehouse_id,
      action: 'edit',
      terms,
      feeMinor: fee.amount,
      currency: fee.currency,
      ledgerId: null,
      effectiveAt,
      now,
    });
    const balance = await readBalance(trx, session.customerId);
    return succeed(
      {
        warehouse_id: input.warehouse_id,
        status,
        fee: moneyOf(fee.amount, fee.currency),
        effective_at: effectiveAt === null ? null : effectiveAt.toISOString(),
        balance: moneyOf(balance.balance_minor, balance.currency),
        ledger_id: null,
      },
      'SERVER.PLAN_EDITED',
    );
  });
}

export async function planLog(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'plan.log'>,
): Promise<Outcome<Page<PlanLogRow>>> {
  const paging = pagingOf(input);
  const { rows, total } = await pageOfPlanLog(
    deps.db,
    session.customerId,
    input.warehouse_id,
    paging,
  );
  return succeed(pageOf(rows.map(planLogRowOf), total, paging));
}
