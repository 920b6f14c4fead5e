import type { BreakdownData } from '@portal/contract';
import type { OrderAbnormalReason } from '@portal/domain';
import { ORDER_ABNORMAL_REASON_CODES } from '@portal/domain';
import { localDate } from '../../format/local-time';
import type { DashboardData } from '../../gateways/dashboard-gateway';
import { statusLabel } from '../../kit/status-label';

/**
 * One chart of the dashboard as plain figures in the reader's language: what the canvas draws and
 * what the figure table beside it says, so the two can never disagree. It carries no chart
 * library type, so building it costs the screen nothing of the library's chunk.
 */
export interface DashboardChart {
  /** The chart's accessible name and its table's caption. */
  readonly name: string;
  /** The heading of the labels' column and of the figures' column. */
  readonly labelHeader: string;
  readonly valueHeader: string;
  readonly labels: readonly string[];
  readonly values: readonly number[];
  /** Long labels (SKUs) read better on bars drawn across. */
  readonly horizontal?: boolean;
  /** Abnormal orders and stock-outs are drawn in the alert colour. */
  readonly tone: 'neutral' | 'alert';
}

/** Whether a chart has anything to draw: an empty or all-zero chart shows its empty state. */
export const hasFigures = (chart: DashboardChart): boolean => chart.values.some((v) => v > 0);

type T = (key: string) => string;

const reasonLabel = (reason: string, t: T): string =>
  reason in ORDER_ABNORMAL_REASON_CODES
    ? t(ORDER_ABNORMAL_REASON_CODES[reason as OrderAbnormalReason])
    : reason;

const fromBreakdown = (
  data: BreakdownData,
  label: (key: string) => string,
  chart: Omit<DashboardChart, 'labels' | 'values'>,
): DashboardChart => ({
  ...chart,
  labels: data.rows.map((row) => label(row.key)),
  values: data.rows.map((row) => row.count),
});

/** The dashboard's five charts, from the figures the dashboard calls answered. */
export function dashboardCharts(data: DashboardData, t: T, language: string) {
  const orders = t('UI.ORDER.DASHBOARD.ORDERS');
  return {
    perDay: {
      name: t('UI.ORDER.DASHBOARD.ORDERS_PER_DAY'),
      labelHeader: t('UI.ORDER.DASHBOARD.DAY'),
      valueHeader: orders,
      labels: data.chart.dates.map((day) => localDate(day, language)),
      values: data.chart.counts,
      tone: 'neutral',
    },
    byStatus: fromBreakdown(data.orderBreakdown, (status) => t(statusLabel('order', status)), {
      name: t('UI.DASHBOARD.ORDER_BREAKDOWN'),
      labelHeader: t('UI.DASHBOARD.STATUS'),
      valueHeader: orders,
      tone: 'neutral',
    }),
    byChannel: fromBreakdown(data.logisticsBreakdown, (channel) => channel, {
      name: t('UI.DASHBOARD.LOGISTICS_BREAKDOWN'),
      labelHeader: t('UI.ORDER.DASHBOARD.CHANNEL'),
      valueHeader: orders,
      tone: 'neutral',
    }),
    abnormal: fromBreakdown(data.abnormalOrders, (reason) => reasonLabel(reason, t), {
      name: t('UI.DASHBOARD.ABNORMAL_ORDERS'),
      labelHeader: t('UI.ORDER.DASHBOARD.REASON'),
      valueHeader: orders,
      tone: 'alert',
    }),
    stockOut: {
      name: t('UI.DASHBOARD.TOP_STOCK_OUT'),
      labelHeader: t('UI.ORDER.DASHBOARD.SKU'),
      valueHeader: t('UI.ORDER.DASHBOARD.UNITS_SHORT'),
      labels: data.topSkus.slice(0, 5).map((row) => row.sku),
      values: data.topSkus.slice(0, 5).map((row) => row.quantity),
      horizontal: true,
      tone: 'alert',
    },
  } as const satisfies Record<string, DashboardChart>;
}
