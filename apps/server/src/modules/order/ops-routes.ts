import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { decideInterception, opsOrders, orderStep, rateCards, setRateCard } from './ops-use-cases';

/** The provider's order steps and rate cards, behind the operator key. */
export function orderOpsRoutes(app: FastifyInstance, deps: Deps): void {
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
  registerEndpoint(app, deps, 'ops.orders', ({ input }) => opsOrders(deps, input), limit);
  registerEndpoint(app, deps, 'ops.orderStep', ({ input }) => orderStep(deps, input), limit);
  registerEndpoint(
    app,
    deps,
    'ops.orderIntercept',
    ({ input }) => decideInterception(deps, input),
    limit,
  );
  registerEndpoint(app, deps, 'ops.rateCards', () => rateCards(deps), limit);
  registerEndpoint(app, deps, 'ops.setRateCard', ({ input }) => setRateCard(deps, input), limit);
}
