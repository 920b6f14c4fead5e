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
import { fail, invalid, invalidFields, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { storedMoney } from '../shared/money';
import { breakdown, ledgerRow, orderRow } from './dashboard-view';
import { readDateRange } from './date-range';
import type { DashboardRepository, OrderFilter } from './repository';

/** The dashboard filter fields, as every dashboard query takes them after validation. */
type Input = {
  readonly warehouse_id?: number;
  readonly start_date?: string;
  readonly end_date?: string;
};

const isFilter = (value: unknown): value is OrderFilter & { days?: readonly string[] } =>
  typeof value === 'object' && value !== null && 'customerId' in value;

/** The ports the dashboard use cases use (ADR 0068). */
export type DashboardPorts = Pick<Deps, 'now'> & { readonly dashboard: DashboardRepository };

/** The merchant's dashboard: counts, chart, order and ledger lists, the account summary. */
export function dashboardUseCases({ dashboard, now }: DashboardPorts) {
  /** The merchant from the session, the range and warehouse from the query. */
  function filterOf(session: SessionContext, input: Input, withRange = true) {
    const warehouse = input.warehouse_id;
    if (!withRange) return { customerId: session.customerId, warehouseId: warehouse };
    const range = readDateRange(input, now());
    if (!range.ok) return invalid([range.error]);
    return {
      customerId: session.customerId,
      warehouseId: warehouse,
      from: range.value.from,
      to: range.value.to,
      days: range.value.days,
    };
  }

  /** The merchant's orders in the range counted by one column: status or logistics channel. */
  const breakdownBy =
    (column: 'status' | 'channel') =>
    async (session: SessionContext, input: Input): Promise<Outcome<BreakdownData>> => {
      const filter = filterOf(session, input);
      if (!isFilter(filter)) return filter;
      return succeed(breakdown(await dashboard.countBy(filter, column)));
    };

  return {
    orderBreakdown: breakdownBy('status'),
    logisticsBreakdown: breakdownBy('channel'),

    async abnormalOrders(session: SessionContext): Promise<Outcome<BreakdownData>> {
      return succeed(
        breakdown(
          await dashboard.countBy({ customerId: session.customerId }, 'abnormal_reason', true),
        ),
      );
    },

    async orderChart(
      session: SessionContext,
      input: InputFor<'dashboard.orderDetailChart'>,
    ): Promise<Outcome<ChartData>> {
      const filter = filterOf(session, input);
      if (!isFilter(filter)) return filter;
      const counts = new Map(
        (await dashboard.countPerDay(filter)).map((r) => [r.day, Number(r.count)]),
      );
      const days = filter.days ?? [];
      return succeed({ dates: days, counts: days.map((day) => counts.get(day) ?? 0) });
    },

    async orderList(
      session: SessionContext,
      input: InputFor<'plan.arrearsOrder'>,
      options: { readonly withRange: boolean; readonly abnormalReason?: string } = {
        withRange: true,
      },
    ): Promise<Outcome<Page<OrderRow>>> {
      const filter = filterOf(session, input, options.withRange);
      if (!isFilter(filter)) return filter;
      const paging = pagingOf(input);
      const { total, rows } = await dashboard.listOrders(
        options.abnormalReason === undefined
          ? filter
          : { ...filter, abnormalReason: options.abnormalReason },
        { limit: paging.pageSize, offset: paging.offset },
      );
      return succeed(pageOf(rows.map(orderRow), total, paging));
    },

    async topList(
      session: SessionContext,
      input: InputFor<'dashboard.topList'>,
    ): Promise<Outcome<readonly TopSkuRow[]>> {
      const filter = filterOf(session, input, false);
      if (!isFilter(filter)) return filter;
      const rows = await dashboard.topStockOutSkus(filter);
      return succeed(rows.map((r) => ({ sku: r.sku, quantity: Number(r.quantity) })));
    },

    async accountSummary(session: SessionContext): Promise<Outcome<AccountSummaryData>> {
      const balance = await dashboard.balanceOf(session.customerId);
      if (!balance) return fail(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
      return succeed({
        amount: storedMoney(balance.balance_minor, balance.currency),
        arrears_orders: await dashboard.countArrears(session.customerId),
      });
    },

    async ledger(
      session: SessionContext,
      input: InputFor<'dashboard.topUpDetail'>,
    ): Promise<Outcome<Page<LedgerRow>>> {
      const kind = (input['kind'] ?? '').trim();
      if (kind !== '' && !(LEDGER_KINDS as readonly string[]).includes(kind))
        return invalid([message('SERVER.INVALID_FIELD', { field: 'kind' })]);
      const issues = validateDateRangeFilter(input);
      if (issues.length > 0) return invalidFields(issues);
      const paging = pagingOf(input);
      const { total, rows } = await dashboard.listLedger(
        session.customerId,
        { kind: kind || undefined, ...dateRangeBounds(input) },
        { limit: paging.pageSize, offset: paging.offset },
      );
      return succeed(pageOf(rows.map(ledgerRow), total, paging));
    },
  };
}

export type DashboardUseCases = ReturnType<typeof dashboardUseCases>;
