import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { kyselyDashboardRepository } from './repository';
import { dashboardUseCases } from './use-cases';

/** The dashboard's use cases on the database (plan's arrears list reads the same order list). */
export const dashboardOn = (deps: Deps) =>
  dashboardUseCases({ dashboard: kyselyDashboardRepository(deps.db), now: deps.now });

export function dashboardRoutes(app: FastifyInstance, deps: Deps): void {
  const dashboard = dashboardOn(deps);
  registerEndpoint(app, deps, 'dashboard.orderBreakdown', (ctx) =>
    dashboard.orderBreakdown(sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.logisticsBreakdown', (ctx) =>
    dashboard.logisticsBreakdown(sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.orderDetailChart', (ctx) =>
    dashboard.orderChart(sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.orderDetailList', (ctx) =>
    dashboard.orderList(sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.topList', (ctx) =>
    dashboard.topList(sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.topLeftAccount', (ctx) =>
    dashboard.accountSummary(sessionOf(ctx)),
  );
  registerEndpoint(app, deps, 'dashboard.topUpDetail', (ctx) =>
    dashboard.ledger(sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'dashboard.abnormalOrders', (ctx) =>
    dashboard.abnormalOrders(sessionOf(ctx)),
  );
}
