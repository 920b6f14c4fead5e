import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  createTopUp,
  creditTopUpRequest,
  myTopUps,
  opsTopUps,
  rejectTopUpRequest,
} from './use-cases';
import { exportTransactions } from './transactions-export';
import { listOrderCharges } from './order-charges';
import { downloadQuotation } from './quotation';
import { queryWaybills } from './waybills';
import type { ResumeWaitingOrders } from './waiting-orders';
import { reportWaitingOrders } from './waiting-orders';

/**
 * The merchant's top-up requests and the provider's decisions (operator key). A credited top-up
 * calls `resumeWaitingOrders` in its transaction: pass the orders module's implementation here.
 */
export function rechargeRoutes(
  app: FastifyInstance,
  deps: Deps,
  resumeWaitingOrders: ResumeWaitingOrders = reportWaitingOrders,
): void {
  registerEndpoint(app, deps, 'recharge.create', (ctx) =>
    createTopUp(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'recharge.list', (ctx) => myTopUps(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'recharge.transactionsExport', (ctx) =>
    exportTransactions(deps, sessionOf(ctx), ctx.input, ctx.language),
  );
  registerEndpoint(app, deps, 'recharge.orderCharges', (ctx) =>
    listOrderCharges(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'recharge.waybills', (ctx) =>
    queryWaybills(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'recharge.quotation', (ctx) => downloadQuotation(deps, ctx.language));
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
  registerEndpoint(app, deps, 'ops.topUps', ({ input }) => opsTopUps(deps, input), limit);
  registerEndpoint(
    app,
    deps,
    'ops.creditTopUp',
    ({ input }) => creditTopUpRequest(deps, input, resumeWaitingOrders),
    limit,
  );
  registerEndpoint(
    app,
    deps,
    'ops.rejectTopUp',
    ({ input }) => rejectTopUpRequest(deps, input),
    limit,
  );
}
