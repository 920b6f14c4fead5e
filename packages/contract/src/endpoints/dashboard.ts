import type {
  AccountSummaryData,
  BreakdownData,
  ChartData,
  LedgerRow,
  OrderRow,
  TopSkuRow,
} from '../data/dashboard';
import type { Page } from '../envelope';
import type { FieldSpec } from '../endpoint';
import { endpoint, integer, PAGING_FIELDS, text } from '../endpoint';

/** The dashboard filters: a warehouse and a date range (YYYY-MM-DD, inclusive, at most 366 days). */
const RANGE_FIELDS: Readonly<Record<string, FieldSpec>> = {
  warehouse_id: integer('only this warehouse'),
  start_date: text('YYYY-MM-DD, default 29 days before end_date'),
  end_date: text('YYYY-MM-DD, default today (UTC)'),
};

const dashboard = {
  method: 'GET',
  area: 'dashboard',
  access: 'session',
  input: 'query',
  alertOnError: true,
  namedBySpec: true,
} as const;

export const DASHBOARD_ENDPOINTS = {
  orderBreakdown: endpoint<BreakdownData>({
    ...dashboard,
    path: '/merchant/api-default/order-breakdown',
    summary: 'Order counts per status in the range',
    fields: RANGE_FIELDS,
    data: 'BreakdownData',
  }),
  logisticsBreakdown: endpoint<BreakdownData>({
    ...dashboard,
    path: '/merchant/api-default/logistics-breakdown',
    summary: 'Order counts per shipping channel in the range',
    fields: RANGE_FIELDS,
    data: 'BreakdownData',
  }),
  orderDetailChart: endpoint<ChartData>({
    ...dashboard,
    path: '/merchant/api-default/order-detail-chart',
    summary: 'Orders per day in the range (every day present, zeros included)',
    fields: RANGE_FIELDS,
    data: 'ChartData',
  }),
  orderDetailList: endpoint<Page<OrderRow>>({
    ...dashboard,
    path: '/merchant/api-default/order-detail-list',
    summary: 'Orders in the range, newest first, paged',
    fields: { ...RANGE_FIELDS, ...PAGING_FIELDS },
    data: 'Page<OrderRow>',
  }),
  topList: endpoint<readonly TopSkuRow[]>({
    ...dashboard,
    path: '/merchant/api-default/top-list',
    summary: 'Top-5 stock-out SKUs: quantity waiting in orders held for insufficient stock',
    fields: { warehouse_id: integer('only this warehouse') },
    data: 'TopSkuRow[]',
  }),
  topLeftAccount: endpoint<AccountSummaryData>({
    ...dashboard,
    path: '/merchant/api-default/top-left-account',
    summary: 'Balance and arrears count',
    fields: {},
    data: 'AccountSummaryData',
  }),
  topUpDetail: endpoint<Page<LedgerRow>>({
    ...dashboard,
    path: '/merchant/api-default/top-up-detail',
    summary: 'Ledger rows (top-ups first of all), newest first, paged',
    fields: { kind: text('top_up, charge or adjustment; all when absent'), ...PAGING_FIELDS },
    data: 'Page<LedgerRow>',
  }),
  abnormalOrders: endpoint<BreakdownData>({
    ...dashboard,
    path: '/merchant/api-default/dashboard-Abnormal-Orders',
    summary: 'Abnormal orders per reason',
    fields: {},
    data: 'BreakdownData',
  }),
} as const;
