import type {
  AccountSummaryData,
  BreakdownData,
  ChartData,
  LedgerRow,
  OrderRow,
  Page,
  TopSkuRow,
} from '@portal/contract';
import { API_CODES } from '@portal/contract';
import { dateRangeBounds, message, validateDateRangeFilter } from '@portal/domain';
import { LEDGER_KINDS } from '../../db/ledger';
import type { Outcome } from '../../envelope';
import { storedMoney } from '../shared/money';
import { fail, invalid, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { findCustomer } from '../auth/repository';
import { readDateRange } from './date-range';
import type { OrderFilter } from './repository';
import {
  countArrears,
  countBy,
  countPerDay,
  listLedger,
  listOrders,
  topStockOutSkus,
} from './repository';

/** The dashboard filter fields, as every dashboard query takes them after validation. */
type Input = {
  readonly warehouse_id?: number;
  readonly start_date?: string;
  readonly end_date?: string;
};

/** The merchant from the session, the range and warehouse from the query. */
function filterOf(deps: Deps, session: SessionContext, input: Input, withRange = true) {
  const warehouse = input.warehouse_id;
  if (!withRange) return { customerId: session.customerId, warehouseId: warehouse };
  const range = readDateRange(input, deps.now());
  if (!range.ok) return invalid([range.error]);
  return {
    customerId: session.customerId,
    warehouseId: warehouse,
    from: range.value.from,
    to: range.value.to,
    days: range.value.days,
  };
}

const isFilter = (value: unknown): value is OrderFilter & { days?: readonly string[] } =>
  typeof value === 'object' && value !== null && 'customerId' in value;

const breakdown = (
  rows: readonly { key: string | null; count: number | string }[],
): BreakdownData => {
  const list = rows.map((r) => ({ key: r.key ?? '', count: Number(r.count) }));
  return { total: list.reduce((sum, r) => sum + r.count, 0), rows: list };
};

/** The merchant's orders in the range counted by one column: status or logistics channel. */
const breakdownBy =
  (column: 'status' | 'channel') =>
  async (deps: Deps, session: SessionContext, input: Input): Promise<Outcome<BreakdownData>> => {
    const filter = filterOf(deps, session, input);
    if (!isFilter(filter)) return filter;
    return succeed(breakdown(await countBy(deps.db, filter, column)));
  };

export const orderBreakdown = breakdownBy('status');
export const logisticsBreakdown = breakdownBy('channel');

export async function abnormalOrders(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<BreakdownData>> {
  return succeed(
    breakdown(await countBy(deps.db, { customerId: session.customerId }, 'abnormal_reason', true)),
  );
}

export async function orderChart(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'dashboard.orderDetailChart'>,
): Promise<Outcome<ChartData>> {
  const filter = filterOf(deps, session, input);
  if (!isFilter(filter)) return filter;
  const counts = new Map((await countPerDay(deps.db, filter)).map((r) => [r.day, Number(r.count)]));
  const days = filter.days ?? [];
  return succeed({ dates: days, counts: days.map((day) => counts.get(day) ?? 0) });
}

export const toOrderRow = (row: {
  id: number;
  order_no: string;
  status: string;
  channel: string;
  warehouse_id: number;
  abnormal_reason: string | null;
  created_at: Date | string;
}): OrderRow => ({ ...row, created_at: new Date(row.created_at).toISOString() });

export async function orderList(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'plan.arrearsOrder'>,
  options: { readonly withRange: boolean; readonly abnormalReason?: string } = { withRange: true },
): Promise<Outcome<Page<OrderRow>>> {
  const filter = filterOf(deps, session, input, options.withRange);
  if (!isFilter(filter)) return filter;
  const paging = pagingOf(input);
  const { total, rows } = await listOrders(
    deps.db,
    options.abnormalReason === undefined
      ? filter
      : { ...filter, abnormalReason: options.abnormalReason },
    { limit: paging.pageSize, offset: paging.offset },
  );
  return succeed(pageOf(rows.map(toOrderRow), total, paging));
}

export async function topList(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'dashboard.topList'>,
): Promise<Outcome<readonly TopSkuRow[]>> {
  const filter = filterOf(deps, session, input, false);
  if (!isFilter(filter)) return filter;
  const rows = await topStockOutSkus(deps.db, filter);
  return succeed(rows.map((r) => ({ sku: r.sku, quantity: Number(r.quantity) })));
}

export async function accountSummary(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<AccountSummaryData>> {
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  return succeed({
    amount: storedMoney(customer.balance_minor, customer.currency),
    arrears_orders: await countArrears(deps.db, session.customerId),
  });
}

export async function ledger(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'dashboard.topUpDetail'>,
): Promise<Outcome<Page<LedgerRow>>> {
  const kind = (input['kind'] ?? '').trim();
  if (kind !== '' && !(LEDGER_KINDS as readonly string[]).includes(kind))
    return invalid([message('SERVER.INVALID_FIELD', { field: 'kind' })]);
  const issues = validateDateRangeFilter(input);
  if (issues.length > 0) return invalidFields(issues);
  const paging = pagingOf(input);
  const { total, rows } = await listLedger(
    deps.db,
    session.customerId,
    { kind: kind || undefined, ...dateRangeBounds(input) },
    { limit: paging.pageSize, offset: paging.offset },
  );
  return succeed(
    pageOf(
      rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        amount: storedMoney(r.amount_minor, r.currency),
        balance_after: storedMoney(r.balance_after_minor, r.currency),
        reference: r.reference,
        created_at: new Date(r.created_at).toISOString(),
      })),
      total,
      paging,
    ),
  );
}
