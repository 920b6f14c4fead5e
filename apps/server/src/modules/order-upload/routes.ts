import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { deleteErrorRows, saveErrorRow, submitErrorRows } from './error-rows';
import { errorRowsFile, uploadTemplate } from './files';
import { deleteUpload, listUploads, restoreUpload, uploadResult } from './history';
import { deleteMapping, listMappings, saveMapping } from './mappings';
import { uploadTracking } from './tracking';
import { uploadOrders } from './upload';

/** The batch order uploads (issue 13): /order/upload, /order/delUpload, /order/fetchUpload. */
export function orderUploadRoutes(app: FastifyInstance, deps: Deps): void {
  const on = (ctx: Parameters<typeof sessionOf>[0]) => sessionOf(ctx);
  registerEndpoint(app, deps, 'orderUpload.template', (ctx) =>
    Promise.resolve(uploadTemplate(ctx.language, ctx.input)),
  );
  registerEndpoint(app, deps, 'orderUpload.upload', (ctx) => uploadOrders(ctx));
  registerEndpoint(app, deps, 'orderUpload.trackingUpload', (ctx) => uploadTracking(ctx));
  registerEndpoint(app, deps, 'orderUpload.list', (ctx) => listUploads(deps, on(ctx), ctx.input));
  registerEndpoint(app, deps, 'orderUpload.result', (ctx) => uploadResult(ctx));
  registerEndpoint(app, deps, 'orderUpload.saveRow', (ctx) =>
    saveErrorRow(deps, on(ctx), ctx.language, ctx.input),
  );
  registerEndpoint(app, deps, 'orderUpload.submitRows', (ctx) =>
    submitErrorRows(deps, on(ctx), ctx.language, ctx.input),
  );
  registerEndpoint(app, deps, 'orderUpload.deleteRows', (ctx) =>
    deleteErrorRows(deps, on(ctx), ctx.language, ctx.input),
  );
  registerEndpoint(app, deps, 'orderUpload.errorFile', (ctx) =>
    errorRowsFile(deps, on(ctx), ctx.language, ctx.input),
  );
  registerEndpoint(app, deps, 'orderUpload.delete', (ctx) =>
    deleteUpload(deps, on(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'orderUpload.restore', (ctx) =>
    restoreUpload(deps, on(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'orderUpload.mappings', (ctx) =>
    listMappings(deps, on(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'orderUpload.mappingSave', (ctx) =>
    saveMapping(deps, on(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'orderUpload.mappingDelete', (ctx) =>
    deleteMapping(deps, on(ctx), ctx.input),
  );
}
