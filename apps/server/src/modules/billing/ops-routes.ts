import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { runBillingNow } from './use-cases';

/** The operator runs the billing job now (API and `npm run ops -- run-billing`). */
export function billingOpsRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'ops.runBilling', ({ input }) => runBillingNow(deps, input), {
    rateLimit: { max: 30, timeWindow: 60_000 },
  });
}
