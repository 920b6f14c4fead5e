import type { FastifyInstance } from 'fastify';
import { invalid } from '../../envelope';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { requiredId } from '../../http/input';
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
  registerEndpoint(app, deps, 'customer.activeWarehouse', async (ctx) => {
    const id = requiredId(ctx.input, 'warehouse_id');
    return id.ok ? applyForWarehouse(deps, sessionOf(ctx), id.value) : invalid([id.error]);
  });
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
