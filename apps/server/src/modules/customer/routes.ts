import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { countryList, regionList } from './regions';
import { servePicture, uploadPicture } from './uploads';
import {
  activationProgress,
  applyForWarehouse,
  managersOf,
  providerWarehouses,
  reopenVerification,
  submitIdentity,
  verification,
} from './use-cases';

export function customerRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'customer.getManager', (ctx) => managersOf(deps, sessionOf(ctx)));
  registerEndpoint(app, deps, 'customer.isVerify', (ctx) => verification(deps, sessionOf(ctx)));
  registerEndpoint(app, deps, 'customer.addUnaudited', (ctx) =>
    submitIdentity(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'customer.activeOver', (ctx) =>
    activationProgress(deps, sessionOf(ctx)),
  );
  registerEndpoint(app, deps, 'customer.activeWarehouse', (ctx) =>
    applyForWarehouse(deps, sessionOf(ctx), ctx.input.warehouse_id),
  );
  registerEndpoint(app, deps, 'customer.warehouses', () => providerWarehouses(deps));
  registerEndpoint(app, deps, 'customer.reAudit', (ctx) =>
    reopenVerification(deps, sessionOf(ctx)),
  );
  registerEndpoint(app, deps, 'customer.uploadPicture', uploadPicture, {
    rateLimit: { max: 30, timeWindow: 60_000 },
  });
  registerEndpoint(app, deps, 'customer.picture', servePicture, { queryToken: true });
  registerEndpoint(app, deps, 'customer.regionList', ({ input }) => regionList(deps, input));
  registerEndpoint(app, deps, 'customer.countryList', async ({ input }) => countryList(input));
}
