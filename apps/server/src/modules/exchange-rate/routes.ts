import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { kyselyExchangeRateRepository } from './repository';
import { exchangeRateUseCases } from './use-cases';

/** The operator's exchange rates (operator key checked by registerEndpoint). */
export function exchangeRateRoutes(app: FastifyInstance, deps: Deps): void {
  const rates = exchangeRateUseCases({
    rates: kyselyExchangeRateRepository(deps.db),
    now: deps.now,
  });
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
  registerEndpoint(app, deps, 'ops.exchangeRates', () => rates.list(), limit);
  registerEndpoint(app, deps, 'ops.setExchangeRate', ({ input }) => rates.set(input), limit);
}
