import type {
  AccountSummaryData,
  BreakdownData,
  ChartData,
  LedgerRow,
  OrderRow,
  Page,
  TopSkuRow,
} from '@portal/contract';
import { ENDPOINTS } from '@portal/contract';
import type { HttpClient } from '@portal/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di-tokens';
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

@injectable()
export class HttpDashboardGateway implements DashboardGateway {
  constructor(@inject(TOKENS.HttpClient) private readonly http: HttpClient) {}

  async load(warehouseId: number | undefined): Promise<DashboardData> {
    const d = ENDPOINTS.dashboard;
    const range = warehouseId === undefined ? {} : { warehouse_id: String(warehouseId) };
    const [
      account,
      orderBreakdown,
      logisticsBreakdown,
      abnormalOrders,
      chart,
      orders,
      topSkus,
      topUps,
    ] = await Promise.all([
      callEndpoint(this.http, d.topLeftAccount),
      callEndpoint(this.http, d.orderBreakdown, range),
      callEndpoint(this.http, d.logisticsBreakdown, range),
      callEndpoint(this.http, d.abnormalOrders),
      callEndpoint(this.http, d.orderDetailChart, range),
      callEndpoint(this.http, d.orderDetailList, { ...range, page: '1', page_size: '10' }),
      callEndpoint(this.http, d.topList, range),
      callEndpoint(this.http, d.topUpDetail, { page: '1', page_size: '5' }),
    ]);
    return {
      account,
      orderBreakdown,
      logisticsBreakdown,
      abnormalOrders,
      chart,
      orders,
      topSkus,
      topUps,
    };
  }
}
