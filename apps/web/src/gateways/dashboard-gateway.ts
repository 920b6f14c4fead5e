import type {
  AccountSummaryData,
  BreakdownData,
  ChartData,
  LedgerRow,
  OrderRow,
  Page,
  TopSkuRow,
} from '@portal/contract';
import { MERCHANT_ROUTES as ROUTES } from '@portal/contract/routes';
import type { HttpClient } from '@portal/domain';
import { callEndpoint } from './call-endpoint';

/** Everything the dashboard shows, one call each (platform-shell.md section 7). */
export interface DashboardData {
  readonly account: AccountSummaryData;
  readonly orderBreakdown: BreakdownData;
  readonly logisticsBreakdown: BreakdownData;
  readonly abnormalOrders: BreakdownData;
  readonly chart: ChartData;
  readonly orders: Page<OrderRow>;
  readonly topSkus: readonly TopSkuRow[];
  readonly topUps: Page<LedgerRow>;
}

export interface DashboardGateway {
  load(warehouseId: number | undefined): Promise<DashboardData>;
}

/**
 * Awaits the calls together, as Promise.all does, and keeps each result under its call's name, so
 * no list of names has to follow the order of the calls.
 */
async function allOf<T extends Record<string, Promise<unknown>>>(
  calls: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(calls);
  const values = await Promise.all(Object.values(calls));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

export class HttpDashboardGateway implements DashboardGateway {
  constructor(private readonly http: HttpClient) {}

  async load(warehouseId: number | undefined): Promise<DashboardData> {
    const d = ROUTES.dashboard;
    const range = warehouseId === undefined ? {} : { warehouse_id: String(warehouseId) };
    return allOf({
      account: callEndpoint(this.http, d.topLeftAccount),
      orderBreakdown: callEndpoint(this.http, d.orderBreakdown, range),
      logisticsBreakdown: callEndpoint(this.http, d.logisticsBreakdown, range),
      abnormalOrders: callEndpoint(this.http, d.abnormalOrders),
      chart: callEndpoint(this.http, d.orderDetailChart, range),
      orders: callEndpoint(this.http, d.orderDetailList, { ...range, page: '1', page_size: '10' }),
      topSkus: callEndpoint(this.http, d.topList, range),
      topUps: callEndpoint(this.http, d.topUpDetail, { page: '1', page_size: '5' }),
    });
  }
}
