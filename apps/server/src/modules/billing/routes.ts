import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { overdueAmounts, overdueProducts } from './use-cases';

/** The merchant's overdue lists (/overdueAmount, /overdueProduct). */
export function billingRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'billing.overdueAmounts', (ctx) =>
    overdueAmounts(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'billing.overdueProducts', (ctx) =>
    overdueProducts(deps, sessionOf(ctx), ctx.input),
  );
}
