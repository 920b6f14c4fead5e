import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { decideProduct, pendingProducts } from './ops-use-cases';
import { uploadProducts, uploadResult, uploadTemplate } from './upload';
import {
  batchProducts,
  createProduct,
  editProduct,
  listProducts,
  productDetailOf,
  productRejections,
} from './use-cases';

export function productRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'product.create', (ctx) =>
    createProduct(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'product.edit', (ctx) =>
    editProduct(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'product.list', (ctx) =>
    listProducts(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'product.detail', (ctx) =>
    productDetailOf(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'product.batch', (ctx) => batchProducts(ctx, sessionOf(ctx)));
  registerEndpoint(app, deps, 'product.rejections', (ctx) =>
    productRejections(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'product.uploadTemplate', uploadTemplate);
  registerEndpoint(app, deps, 'product.upload', uploadProducts);
  registerEndpoint(app, deps, 'product.uploadResult', (ctx) => uploadResult(deps, ctx));
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };
  registerEndpoint(
    app,
    deps,
    'ops.pendingProducts',
    ({ input }) => pendingProducts(deps, input),
    limit,
  );
  registerEndpoint(
    app,
    deps,
    'ops.approveProduct',
    ({ input }) => decideProduct(deps, input, 'approve'),
    limit,
  );
  registerEndpoint(
    app,
    deps,
    'ops.rejectProduct',
    ({ input }) => decideProduct(deps, input, 'reject'),
    limit,
  );
}
