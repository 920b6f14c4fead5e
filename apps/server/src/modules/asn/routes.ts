import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { approveAsn, arriveAsn, finishAsn, opsAsns, receiveAsn, rejectAsn } from './ops-use-cases';
import { asnAction, asnDetail, createAsn, editAsn, listAsns } from './use-cases';

export function asnRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'asn.create', (ctx) => createAsn(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'asn.edit', (ctx) => editAsn(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'asn.list', (ctx) => listAsns(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'asn.detail', (ctx) => asnDetail(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'asn.action', (ctx) => asnAction(deps, sessionOf(ctx), ctx.input));
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
  registerEndpoint(app, deps, 'ops.asns', ({ input }) => opsAsns(deps, input), limit);
  registerEndpoint(app, deps, 'ops.approveAsn', ({ input }) => approveAsn(deps, input), limit);
  registerEndpoint(app, deps, 'ops.rejectAsn', ({ input }) => rejectAsn(deps, input), limit);
  registerEndpoint(app, deps, 'ops.arriveAsn', ({ input }) => arriveAsn(deps, input), limit);
  registerEndpoint(app, deps, 'ops.receiveAsn', ({ input }) => receiveAsn(deps, input), limit);
  registerEndpoint(app, deps, 'ops.finishAsn', ({ input }) => finishAsn(deps, input), limit);
}
