import type { ExtraPurchaseData } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import {
  allowedPlanActions,
  extraCountOf,
  extraPurchaseFee,
  message,
  PLAN_MACHINE,
  validateExtraPurchaseForm,
} from '@portal/domain';
import type { Transaction } from 'kysely';
import { postLedgerEntry } from '../../db/ledger';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { planSkuQuota } from '../product/repository';
import { storedStatusOrThrow } from '../shared/status';
import { moneyOf } from './plan-view';
import { addPlanExtras, insertPlanLog, lockBalance, lockOrCreatePlan } from './plans-repository';
import { isWarehouseApproved } from './repository';
import { inTransaction } from '../../db/transaction';

/**
 * The port a purchase of plan-items calls in its transaction, after the plan-items are added:
 * the orders waiting for plan-items are retried and resumed where now covered. The orders module
 * provides it; app.ts passes it to the plan routes. Answers how many orders resumed.
 */
export type ResumeOrdersAfterPlanItems = (
  trx: Transaction<Database>,
  customerId: number,
  now: Date,
) => Promise<number>;

const conflict = (code: ReturnType<typeof message>) => fail(API_CODES.conflict, code);

/**
 * Buys more SKUs and/or plan-items for the current cycle of a bought plan (spec section 4: when
 * they fall short the merchant is offered extra purchases charged to the prepaid balance). The fee
 * is the plan rates times the counts, debited through the ledger under the client's request id:
 * a retry finds the first posting and adds nothing again. Plan-items bought resume the orders
 * waiting for them in the same transaction.
 */
export async function extraPurchase(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'plan.extraPurchase'>,
  resumeOrders: ResumeOrdersAfterPlanItems,
): Promise<Outcome<ExtraPurchaseData>> {
  const issues = validateExtraPurchaseForm(input);
  if (issues.length > 0) return invalidFields(issues);
  if (!(await isWarehouseApproved(deps.db, session.customerId, input.warehouse_id)))
    return invalidFields([{ field: 'warehouse_id', ...message('SERVER.WAREHOUSE_NOT_ACTIVE') }]);
  const extra = {
    skuCount: extraCountOf(input.sku_count),
    planItems: extraCountOf(input.plan_items),
  };
  const fee = extraPurchaseFee(extra);
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    await lockBalance(trx, session.customerId);
    const plan = await lockOrCreatePlan(trx, {
      customerId: session.customerId,
      warehouseId: input.warehouse_id,
      now,
    });
    const status = storedStatusOrThrow(PLAN_MACHINE, plan.status);
    // Only a bought plan has a cycle to add to; an inactive one is activated first.
    if (!allowedPlanActions(status).includes('edit'))
      return conflict(message('PLAN.INVALID_TRANSITION', { from: status, event: 'extraPurchase' }));
    const posting = await postLedgerEntry(trx, {
      customerId: session.customerId,
      kind: 'extra_purchase',
      amountMinor: -fee.amount,
      reference: `plan:${plan.id}:extra:${input.request_id}`,
      now,
    });
    if (posting.outcome === 'insufficient')
      return conflict(message('PLAN.EXTRA_INSUFFICIENT_BALANCE', { fee: fee.amount }));
    if (posting.outcome === 'reference_reused')
      return conflict(message('SERVER.EXTRA_PURCHASE_REQUEST_REUSED'));
    // A repeat (same request id, same purchase) already added the extras: answer as it did.
    const planItemQuota =
      posting.outcome === 'posted'
        ? await addPlanExtras(trx, plan.id, extra, now)
        : Number(plan.plan_items) + Number(plan.extra_plan_items);
    if (posting.outcome === 'posted')
      await insertPlanLog(trx, {
        planId: plan.id,
        customerId: session.customerId,
        warehouseId: input.warehouse_id,
        action: 'extra_purchase',
        terms: { storageTenthsCbm: 0, skuCount: extra.skuCount, planItems: extra.planItems },
        feeMinor: fee.amount,
        currency: fee.currency,
        ledgerId: posting.ledgerId,
        effectiveAt: now,
        now,
      });
    const resumed =
      posting.outcome === 'posted' && extra.planItems > 0
        ? await resumeOrders(trx, session.customerId, now)
        : 0;
    return succeed(
      {
        warehouse_id: input.warehouse_id,
        sku_count: extra.skuCount,
        plan_items: extra.planItems,
        fee: moneyOf(fee.amount, fee.currency),
        balance: moneyOf(posting.balanceMinor, posting.currency),
        ledger_id: posting.ledgerId,
        sku_quota: await planSkuQuota(trx, session.customerId),
        plan_item_quota: planItemQuota,
        orders_resumed: resumed,
      },
      'SERVER.EXTRA_PURCHASED',
    );
  });
}
