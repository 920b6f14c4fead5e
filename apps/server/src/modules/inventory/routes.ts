import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { editInventory, inventoryBatches, inventoryLog, listInventory } from './use-cases';

export function inventoryRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'inventory.list', (ctx) =>
    listInventory(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'inventory.log', (ctx) =>
    inventoryLog(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'inventory.batches', (ctx) =>
    inventoryBatches(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'inventory.edit', (ctx) =>
    editInventory(deps, sessionOf(ctx), ctx.input),
  );
}
