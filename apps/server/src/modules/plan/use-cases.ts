import type { CcEmailData, Page, PlanRequestData, RemindData, SkuRow } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { parseCcEmails, validatePlan } from '@portal/domain';
import { sql } from 'kysely';
import type { Outcome } from '../../envelope';
import { fail, invalid, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { findCustomer } from '../auth/repository';
import { countArrears } from '../dashboard/repository';

export async function remind(deps: Deps, session: SessionContext): Promise<Outcome<RemindData>> {
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const arrears = await countArrears(deps.db, session.customerId);
  const balance = Number(customer.balance_minor);
  return succeed({
    arrears_orders: arrears,
    balance_minor: balance,
    currency: customer.currency,
    remind: arrears > 0 || balance <= 0,
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
  const active = await deps.db
    .selectFrom('customer_warehouses')
    .select('id')
    .where('customer_id', '=', session.customerId)
    .where('warehouse_id', '=', warehouse)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (!active) return fail(API_CODES.invalid, 'SERVER.WAREHOUSE_NOT_ACTIVE');
  const row = await deps.db
    .insertInto('plan_requests')
    .values({
      customer_id: session.customerId,
      warehouse_id: warehouse,
      // Validated above: at most one decimal, so the tenths are exact.
      storage_tenths_cbm: Math.round(Number(form.storageCbm) * 10),
      sku_count: Number(form.skuCount),
      plan_items: Number(form.itemCount),
      status: 'pending',
      created_at: deps.now(),
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
  return succeed(row, 'SERVER.PLAN_REQUESTED');
}

export async function findSkus(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'plan.getSku'>,
): Promise<Outcome<Page<SkuRow>>> {
  const paging = pagingOf(input);
  const keyword = (input['keyword'] ?? '').trim().toLowerCase();
  const prefix = `${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = deps.db.selectFrom('products').where('customer_id', '=', session.customerId);
  if (keyword !== '')
    query = query.where((eb) =>
      eb.or([eb(sql`lower(sku)`, 'like', prefix), eb(sql`lower(name)`, 'like', prefix)]),
    );
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(['sku', 'name', 'cn_name'])
    .orderBy('sku')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return succeed(pageOf(rows, Number(total.n), paging));
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
  await deps.db
    .updateTable('customers')
    .set({ overdue_cc_emails: emails.value.join(',') })
    .where('id', '=', session.customerId)
    .execute();
  return succeed({ emails: emails.value }, 'SERVER.CC_EMAILS_SAVED');
}
