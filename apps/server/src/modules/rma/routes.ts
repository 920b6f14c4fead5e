import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { opsRmas, processReturn } from './ops-use-cases';
import { addedServices } from './services';
import { createRma, editRma, listRmas, rmaDetail } from './use-cases';

export function rmaRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'rma.create', (ctx) => createRma(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'rma.edit', (ctx) => editRma(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'rma.list', (ctx) => listRmas(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'rma.detail', (ctx) => rmaDetail(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'services.list', ({ input }) => addedServices(deps, input));
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
  registerEndpoint(app, deps, 'ops.rmas', ({ input }) => opsRmas(deps, input), limit);
  registerEndpoint(app, deps, 'ops.processRma', ({ input }) => processReturn(deps, input), limit);
}
