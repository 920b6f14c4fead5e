import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { quoteParcel } from '../order/quote';
import { helpUseCases } from './use-cases';

export function helpRoutes(app: FastifyInstance, deps: Deps): void {
  const help = helpUseCases({
    quotes: {
      quoteParcel: (order, items, channels) => quoteParcel(deps.db, order, items, channels),
    },
  });
  registerEndpoint(app, deps, 'help.freight', (ctx) => help.freightInquiry(ctx.input));
  registerEndpoint(app, deps, 'help.fees', (ctx) => help.feeCalculator(ctx.input));
}
