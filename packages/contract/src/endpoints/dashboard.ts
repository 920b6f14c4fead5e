import { Type } from 'typebox';
import {
  AccountSummaryDataSchema,
  BreakdownDataSchema,
  ChartDataSchema,
  LedgerRowSchema,
  OrderRowSchema,
  TopSkuRowSchema,
} from '../data/dashboard';
import { endpoint } from '../endpoint';
import { list, optionalInteger, text } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';
import { DATE_FILTER_FIELDS } from '../schemas/date-filter';

/** The dashboard filters: a warehouse and a date range (YYYY-MM-DD, inclusive, at most 366 days). */
const RANGE_FIELDS = {
  warehouse_id: optionalInteger('only this warehouse'),
  start_date: text('YYYY-MM-DD, default 29 days before end_date'),
  end_date: text('YYYY-MM-DD, default today (UTC)'),
};

import { DASHBOARD_ROUTES } from '../routes/dashboard';

export const DASHBOARD_ENDPOINTS = {
  orderBreakdown: endpoint(DASHBOARD_ROUTES.orderBreakdown, {
    summary: 'Order counts per status in the range',
    request: Type.Object({ ...RANGE_FIELDS }),
    response: BreakdownDataSchema,
  }),
  logisticsBreakdown: endpoint(DASHBOARD_ROUTES.logisticsBreakdown, {
    summary: 'Order counts per shipping channel in the range',
    request: Type.Object({ ...RANGE_FIELDS }),
    response: BreakdownDataSchema,
  }),
  orderDetailChart: endpoint(DASHBOARD_ROUTES.orderDetailChart, {
    summary: 'Orders per day in the range (every day present, zeros included)',
    request: Type.Object({ ...RANGE_FIELDS }),
    response: ChartDataSchema,
  }),
  orderDetailList: endpoint(DASHBOARD_ROUTES.orderDetailList, {
    summary: 'Orders in the range, newest first, paged',
    request: Type.Object({ ...PAGING_FIELDS, ...RANGE_FIELDS }),
    response: PageSchema(OrderRowSchema),
  }),
  topList: endpoint(DASHBOARD_ROUTES.topList, {
    summary: 'Top-5 stock-out SKUs: quantity waiting in orders held for insufficient stock',
    request: Type.Object({ warehouse_id: optionalInteger('only this warehouse') }),
    response: list(TopSkuRowSchema),
  }),
  topLeftAccount: endpoint(DASHBOARD_ROUTES.topLeftAccount, {
    summary: 'Balance and arrears count',
    request: Type.Object({}),
    response: AccountSummaryDataSchema,
  }),
  topUpDetail: endpoint(DASHBOARD_ROUTES.topUpDetail, {
    summary:
      'Ledger rows (top-ups first of all), newest first, paged, optionally by kind and date range',
    request: Type.Object({
      ...PAGING_FIELDS,
      kind: text(
        'top_up, charge, refund, plan_fee, extra_purchase, storage_fee, overdue_fee or adjustment; all when absent',
      ),
      ...DATE_FILTER_FIELDS,
    }),
    response: PageSchema(LedgerRowSchema),
  }),
  abnormalOrders: endpoint(DASHBOARD_ROUTES.abnormalOrders, {
    summary: 'Abnormal orders per reason',
    request: Type.Object({}),
    response: BreakdownDataSchema,
  }),
} as const;
