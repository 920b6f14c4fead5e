import type { CcEmailData, Page, PlanRequestData, RemindData, SkuRow } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { parseCcEmails, REVIEW_MACHINE, statusAfter, validatePlan } from '@portal/domain';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { findCustomer } from '../auth/repository';
import { countArrears } from '../dashboard/repository';
import { storedMoney } from '../shared/money';
import { insertPlanRequest, isWarehouseApproved, pageOfSkus, saveCcEmails } from './repository';

export async function remind(deps: Deps, session: SessionContext): Promise<Outcome<RemindData>> {
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const arrears = await countArrears(deps.db, session.customerId);
  const balance = storedMoney(customer.balance_minor, customer.currency);
  return succeed({
    arrears_orders: arrears,
    balance,
    remind: arrears > 0 || balance.amount <= 0,
  });
}

/** A long-term plan request for one of the merchant's active warehouses, by the plan rules. */
export async function requestLongTermPlan(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'plan.longTerm'>,
): Promise<Outcome<PlanRequestData>> {
  const warehouse = input.warehouse_id;
  const form = {
    storageCbm: (input['storage'] ?? '').trim(),
    skuCount: (input['sku_count'] ?? '').trim(),
    itemCount: (input['plan_items'] ?? '').trim(),
  };
  const issues = validatePlan(form);
  if (issues.length > 0) return invalid(issues);
  if (!(await isWarehouseApproved(deps.db, session.customerId, warehouse)))
    return fail(API_CODES.invalid, 'SERVER.WAREHOUSE_NOT_ACTIVE');
  // A plan request is reviewed by the provider: the review machine starts it pending.
  const status = statusAfter(REVIEW_MACHINE, []);
  if (!status.ok) return fail(API_CODES.conflict, status.error);
  const row = await insertPlanRequest(deps.db, {
    customerId: session.customerId,
    warehouseId: warehouse,
    // Validated above: at most one decimal, so the tenths are exact.
    storageTenthsCbm: Math.round(Number(form.storageCbm) * 10),
    skuCount: Number(form.skuCount),
    planItems: Number(form.itemCount),
    status: status.value,
    now: deps.now(),
  });
  return succeed(row, 'SERVER.PLAN_REQUESTED');
}

export async function findSkus(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'plan.getSku'>,
): Promise<Outcome<Page<SkuRow>>> {
  const paging = pagingOf(input);
  const keyword = (input['keyword'] ?? '').trim().toLowerCase();
  const { rows, total } = await pageOfSkus(deps.db, session.customerId, keyword, paging);
  return succeed(pageOf(rows, total, paging));
}

const emailsOf = (stored: string) => (stored === '' ? [] : stored.split(','));

export async function ccEmails(deps: Deps, session: SessionContext): Promise<Outcome<CcEmailData>> {
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  return succeed({ emails: emailsOf(customer.overdue_cc_emails) });
}

export async function editCcEmails(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'plan.editOverdueCcEmail'>,
): Promise<Outcome<CcEmailData>> {
  const emails = parseCcEmails(input['emails'] ?? '');
  if (!emails.ok) return invalid([emails.error]);
  await saveCcEmails(deps.db, session.customerId, emails.value);
  return succeed({ emails: emails.value }, 'SERVER.CC_EMAILS_SAVED');
}
