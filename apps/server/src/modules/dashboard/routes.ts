import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  abnormalOrders,
  accountSummary,
  ledger,
  logisticsBreakdown,
  orderBreakdown,
  orderChart,
  orderList,
  topList,
} from './use-cases';

export function dashboardRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'dashboard.orderBreakdown', (ctx) =>
    orderBreakdown(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.logisticsBreakdown', (ctx) =>
    logisticsBreakdown(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.orderDetailChart', (ctx) =>
    orderChart(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.orderDetailList', (ctx) =>
    orderList(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.topList', (ctx) =>
    topList(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.topLeftAccount', (ctx) =>
    accountSummary(deps, sessionOf(ctx)),
  );
  registerEndpoint(app, deps, 'dashboard.topUpDetail', (ctx) =>
    ledger(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.abnormalOrders', (ctx) =>
    abnormalOrders(deps, sessionOf(ctx)),
  );
}
