import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { batchOrders, exportOrders, orderProducts } from './batch-export';
import { correctAddress } from './correct-address';
import { orderEntries } from './entries';
import {
  cancelOwnOrder,
  createOrder,
  listChannels,
  listOrders,
  orderAction,
  orderCounts,
  orderDetail,
  quoteOrderForm,
  requestInterception,
  submitOrder,
  updateOrder,
} from './use-cases';

export function orderRoutes(app: FastifyInstance, deps: Deps): void {
  const on = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx);
  registerEndpoint(app, deps, 'order.list', (ctx) => listOrders(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.counts', (ctx) => orderCounts(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.detail', (ctx) => orderDetail(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.entries', (ctx) => orderEntries(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.create', (ctx) => createOrder(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.update', (ctx) => updateOrder(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.action', (ctx) => orderAction(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.quote', (ctx) => quoteOrderForm(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.submit', (ctx) => submitOrder(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.cancel', (ctx) => cancelOwnOrder(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.correctAddress', (ctx) =>
    correctAddress(deps, on(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'order.intercept', (ctx) =>
    requestInterception(deps, on(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'order.batch', (ctx) => batchOrders(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.export', (ctx) =>
    exportOrders(deps, on(ctx), ctx.input, ctx.language),
  );
  registerEndpoint(app, deps, 'order.products', (ctx) => orderProducts(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'order.channels', (ctx) => listChannels(ctx.input));
}
