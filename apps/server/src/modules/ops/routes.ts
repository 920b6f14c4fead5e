import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  confirmTopUp,
  decideVerification,
  decideWarehouse,
  pendingApplications,
  pendingVerifications,
  publishNews,
} from './use-cases';

/** The operator API: every route here requires the operator key (checked by registerEndpoint). */
export function opsRoutes(app: FastifyInstance, deps: Deps): void {
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
  registerEndpoint(
    app,
    deps,
    'ops.verifications',
    ({ input }) => pendingVerifications(deps, input),
    limit,
  );
  registerEndpoint(
    app,
    deps,
    'ops.approveVerification',
    ({ input }) => decideVerification(deps, input, 'approve'),
    limit,
  );
  registerEndpoint(
    app,
    deps,
    'ops.rejectVerification',
    ({ input }) => decideVerification(deps, input, 'reject'),
    limit,
  );
  registerEndpoint(
    app,
    deps,
    'ops.warehouseApplications',
    ({ input }) => pendingApplications(deps, input),
    limit,
  );
  registerEndpoint(
    app,
    deps,
    'ops.approveWarehouse',
    ({ input }) => decideWarehouse(deps, input, 'approve'),
    limit,
  );
  registerEndpoint(
    app,
    deps,
    'ops.rejectWarehouse',
    ({ input }) => decideWarehouse(deps, input, 'reject'),
    limit,
  );
  registerEndpoint(app, deps, 'ops.confirmTopUp', ({ input }) => confirmTopUp(deps, input), limit);
  registerEndpoint(app, deps, 'ops.publishNews', ({ input }) => publishNews(deps, input), limit);
}
