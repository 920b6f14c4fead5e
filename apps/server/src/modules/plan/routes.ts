import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { dashboardOn } from '../dashboard/routes';
import type { ResumeOrdersAfterPlanItems } from './extra-purchase';
import { extraPurchase } from './extra-purchase';
import { activate, edit, planList, planLog } from './plan-use-cases';
import { ccEmails, editCcEmails, findSkus, remind, requestLongTermPlan } from './use-cases';

/** `resumeOrders` is the orders module's resume after a purchase of plan-items (app.ts wires it). */
export function planRoutes(
  app: FastifyInstance,
  deps: Deps,
  resumeOrders: ResumeOrdersAfterPlanItems,
): void {
  const dashboard = dashboardOn(deps);
  registerEndpoint(app, deps, 'plan.arrearsOrder', (ctx) =>
    dashboard.orderList(sessionOf(ctx), ctx.input, {
      withRange: false,
      abnormalReason: 'insufficient_funds',
    }),
  );
  registerEndpoint(app, deps, 'plan.remind', (ctx) => remind(deps, sessionOf(ctx)));
  registerEndpoint(app, deps, 'plan.longTerm', (ctx) =>
    requestLongTermPlan(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'plan.getSku', (ctx) => findSkus(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'plan.getOverdueCcEmail', (ctx) => ccEmails(deps, sessionOf(ctx)));
  registerEndpoint(app, deps, 'plan.editOverdueCcEmail', (ctx) =>
    editCcEmails(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'plan.plans', (ctx) => planList(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'plan.activate', (ctx) => activate(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'plan.edit', (ctx) => edit(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'plan.extraPurchase', (ctx) =>
    extraPurchase(deps, sessionOf(ctx), ctx.input, resumeOrders),
  );
  registerEndpoint(app, deps, 'plan.log', (ctx) => planLog(deps, sessionOf(ctx), ctx.input));
}
