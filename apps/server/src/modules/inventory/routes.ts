import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { kyselyInventoryRepository } from './repository';
import { inventoryUseCases } from './use-cases';

export function inventoryRoutes(app: FastifyInstance, deps: Deps): void {
  const inventory = inventoryUseCases({
    inventory: kyselyInventoryRepository(deps.db),
    now: deps.now,
  });
  registerEndpoint(app, deps, 'inventory.list', (ctx) => inventory.list(sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'inventory.log', (ctx) => inventory.log(sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'inventory.batches', (ctx) =>
    inventory.batches(sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'inventory.edit', (ctx) => inventory.edit(sessionOf(ctx), ctx.input));
}
