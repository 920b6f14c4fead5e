import type { BillingPassData, OverdueAmountData, OverdueProductRow, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { batchesOnShelf, unitsByAgeTier } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { findCustomer } from '../auth/repository';
import { countArrears } from '../dashboard/repository';
import { storedMoney } from '../shared/money';
import { runBillingPass } from './billing-job';
import { sendNoticeMail } from '../settings-user/notify-merchant';
import { remindOwed } from './owed-reminders';
import { pageOfOwedCharges, stockWithReceipts, warehouseNames } from './repository';

/** Amounts owed: the billing charges the balance missed, with the orders waiting for funds. */
export async function overdueAmounts(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'billing.overdueAmounts'>,
): Promise<Outcome<OverdueAmountData>> {
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const paging = pagingOf(input);
  const [owed, arrears] = await Promise.all([
    pageOfOwedCharges(deps.db, session.customerId, paging),
    countArrears(deps.db, session.customerId),
  ]);
  const rows = owed.rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    cycle: row.cycle,
    warehouse_id: row.warehouse_id,
    warehouse_name: row.warehouse_name,
    warehouse_cn_name: row.warehouse_cn_name,
    amount: storedMoney(row.amount_minor, row.currency),
    due_at: new Date(row.due_at).toISOString(),
  }));
  return succeed({
    balance: storedMoney(customer.balance_minor, customer.currency),
    owed: storedMoney(owed.owedMinor, customer.currency),
    arrears_orders: arrears,
    ...pageOf(rows, owed.total, paging),
  });
}

/**
 * The merchant's products on the shelf with their units by age tier as of the clock, oldest
 * stock first (the units left are the youngest receipts: orders ship first in first out).
 */
export async function overdueProducts(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'billing.overdueProducts'>,
): Promise<Outcome<Page<OverdueProductRow>>> {
  const paging = pagingOf(input);
  const nowMs = deps.now().getTime();
  const [stock, names] = await Promise.all([
    stockWithReceipts(deps.db, session.customerId, input.warehouse_id),
    warehouseNames(deps.db),
  ]);
  const nameOf = new Map(names.map((w) => [w.id, w] as const));
  const rows = [...stock].flatMap(([warehouseId, products]) =>
    products.map((product) => {
      const tiers = unitsByAgeTier(batchesOnShelf(product.batches, product.onHand), nowMs);
      return {
        product_id: product.productId,
        sku: product.sku,
        name: product.name,
        cn_name: product.cnName,
        warehouse_id: warehouseId,
        warehouse_name: nameOf.get(warehouseId)?.name ?? '',
        warehouse_cn_name: nameOf.get(warehouseId)?.cn_name ?? '',
        on_hand: product.onHand,
        units_normal: tiers.normal,
        units_double: tiers.double,
        units_quadruple: tiers.quadruple,
        oldest_age_days: tiers.oldestAgeDay,
      };
    }),
  );
  const shown = rows
    .filter((row) => input.tier === 'all' || row.units_double + row.units_quadruple > 0)
    .sort((a, b) => b.oldest_age_days - a.oldest_age_days || a.sku.localeCompare(b.sku));
  return succeed(
    pageOf(shown.slice(paging.offset, paging.offset + paging.pageSize), shown.length, paging),
  );
}

/**
 * The operator runs one billing pass now. Billing as of another time (`at`) is for demos and
 * end-to-end tests only: refused unless the server runs with the test clock.
 */
export async function runBillingNow(
  deps: Deps,
  input: InputFor<'ops.runBilling'>,
): Promise<Outcome<BillingPassData>> {
  const atText = (input.at ?? '').trim();
  if (atText !== '' && !deps.config.testClock)
    return fail(API_CODES.forbidden, 'SERVER.BILLING_TEST_CLOCK_OFF');
  const at = atText === '' ? deps.now() : new Date(atText);
  if (Number.isNaN(at.getTime())) return fail(API_CODES.invalid, 'SERVER.BILLING_AT_INVALID');
  const pass = await runBillingPass(deps.db, at);
  const reminders = await remindOwed(deps, at);
  // the notice events' queued e-mails (ADR 0034) leave with the pass, as the scheduler's do
  await sendNoticeMail(deps, at);
  return succeed(
    {
      at: at.toISOString(),
      cycles_started: pass.cyclesStarted,
      runs_billed: pass.runsBilled,
      runs_failed: pass.runsFailed.length,
      owed_settled: pass.owedSettled,
      reminders_sent: reminders.reminded,
      reminder_mails: reminders.mailed,
    },
    'SERVER.BILLING_RAN',
  );
}
