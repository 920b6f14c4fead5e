import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { feeCalculator, freightInquiry } from './use-cases';

export function helpRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'help.freight', (ctx) => freightInquiry(deps, ctx.input));
  registerEndpoint(app, deps, 'help.fees', (ctx) => feeCalculator(deps, ctx.input));
}
