import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { exchangeRates, setExchangeRate } from './use-cases';

/** The operator's exchange rates (operator key checked by registerEndpoint). */
export function exchangeRateRoutes(app: FastifyInstance, deps: Deps): void {
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
  registerEndpoint(app, deps, 'ops.exchangeRates', () => exchangeRates(deps), limit);
  registerEndpoint(
    app,
    deps,
    'ops.setExchangeRate',
    ({ input }) => setExchangeRate(deps, input),
    limit,
  );
}
