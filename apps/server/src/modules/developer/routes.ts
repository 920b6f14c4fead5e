import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { pageOf, pagingOf } from '../../http/paging';
import { succeed } from '../../envelope';
import {
  deleteMerchantCertificate,
  listMerchantCertificates,
  renewMerchantCertificate,
  requestCertificate,
} from './certificates';
import { pageOfApiCalls } from './repository';
import {
  deleteMerchantWebhook,
  enableMerchantWebhook,
  listDeliveries,
  listMerchantWebhooks,
  registerWebhook,
} from './webhooks';

/** The developer settings (/setting/developer/apiManage): certificates, calls, webhooks. */
export function developerRoutes(app: FastifyInstance, deps: Deps): void {
  const passwordLimit = {
    max: deps.config.rateLimits.login.max,
    timeWindow: deps.config.rateLimits.login.windowMs,
  };
  registerEndpoint(app, deps, 'developer.certificates', (ctx) =>
    listMerchantCertificates(deps, sessionOf(ctx)),
  );
  registerEndpoint(
    app,
    deps,
    'developer.certificateCreate',
    (ctx) =>
      requestCertificate(
        deps,
        sessionOf(ctx),
        { password: ctx.input.password, scopes: ctx.input.scopes },
        { address: ctx.request.ip },
      ),
    { rateLimit: passwordLimit },
  );
  registerEndpoint(app, deps, 'developer.certificateRenew', (ctx) =>
    renewMerchantCertificate(deps, sessionOf(ctx), ctx.input.id),
  );
  registerEndpoint(app, deps, 'developer.certificateDelete', (ctx) =>
    deleteMerchantCertificate(deps, sessionOf(ctx), ctx.input.id),
  );
  registerEndpoint(app, deps, 'developer.calls', async (ctx) => {
    const paging = pagingOf(ctx.input);
    const { rows, total } = await pageOfApiCalls(
      deps.db,
      sessionOf(ctx).customerId,
      ctx.input.certificate_id,
      paging,
    );
    const list = rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      certificate_id: row.certificate_id,
      token: row.token,
      method: row.method,
      endpoint: row.endpoint,
      http_status: row.http_status,
      code: row.code,
      outcome: row.outcome,
    }));
    return succeed(pageOf(list, total, paging));
  });
  registerEndpoint(app, deps, 'developer.webhooks', (ctx) =>
    listMerchantWebhooks(deps, sessionOf(ctx)),
  );
  registerEndpoint(app, deps, 'developer.webhookCreate', (ctx) =>
    registerWebhook(deps, sessionOf(ctx), { url: ctx.input.url, events: ctx.input.events }),
  );
  registerEndpoint(app, deps, 'developer.webhookEnable', (ctx) =>
    enableMerchantWebhook(deps, sessionOf(ctx), ctx.input.id),
  );
  registerEndpoint(app, deps, 'developer.webhookDelete', (ctx) =>
    deleteMerchantWebhook(deps, sessionOf(ctx), ctx.input.id),
  );
  registerEndpoint(app, deps, 'developer.webhookDeliveries', (ctx) =>
    listDeliveries(deps, sessionOf(ctx), ctx.input),
  );
}
