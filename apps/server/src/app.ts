import { addonRuleRoutes } from './modules/addon-rule/routes';
import { helpRoutes } from './modules/help/routes';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_CODES } from '@portal/contract';
import { LICENCE_MAX_BYTES, message } from '@portal/domain';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import type { Deps } from './http/context';
import { answerClientError } from './http/client-error';
import { installErrorHandler } from './http/error-handler';
import { refuseSecretsInQuery } from './http/secrets-in-query';
import { kyselyRateLimitStore } from './http/rate-limit-store';
import { sendFailure } from './http/respond';
import { requestLanguage } from './i18n';
import { redactUrl } from './http/redact';
import { authRoutes, twoFactorRoutes } from './modules/auth/routes';
import { billingOpsRoutes } from './modules/billing/ops-routes';
import { billingRoutes } from './modules/billing/routes';
import { customerRoutes } from './modules/customer/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { exchangeRateRoutes } from './modules/exchange-rate/routes';
import { newsRoutes } from './modules/news/routes';
import { opsRoutes } from './modules/ops/routes';
import { planRoutes } from './modules/plan/routes';
import { rechargeRoutes } from './modules/recharge/routes';
import { productRoutes } from './modules/product/routes';
import { asnRoutes } from './modules/asn/routes';
import { inventoryRoutes } from './modules/inventory/routes';
import { rmaRoutes } from './modules/rma/routes';
import { orderOpsRoutes } from './modules/order/ops-routes';
import { orderRoutes } from './modules/order/routes';
import { orderUploadRoutes } from './modules/order-upload/routes';
import { resumeOrdersAfterPlanItems } from './modules/order/resume-after-plan-items';
import { resumeOrdersAfterTopUp } from './modules/order/resume-after-top-up';
import { registrationRoutes } from './modules/registration/routes';
import { subAccountRoutes } from './modules/sub-account/routes';
import { SHEET_READER_DEFAULTS, workerSheetReader } from './sheets/sheet-reader';
import { resumeImports } from './modules/order-upload/import-batches';
import { OPENAPI_INFO } from './openapi-info';
import { endpointAt, envelopeSchema } from './openapi-envelope';
import { webStaticOptions } from './web-static';
import type { Mailer } from './mail/mailer';
import { mailerFromConfig } from './mail/mailer-from-config';
import { fileStoreFromConfig } from './files/file-store-from-config';
import { settingsUserRoutes } from './modules/settings-user/routes';
import type { WebhookSender } from './webhooks/webhook-sender';
import { httpWebhookSender } from './webhooks/http-webhook-sender';
import { developerRoutes } from './modules/developer/routes';
import { openApiRoutes } from './modules/developer/open-api';

export interface AppOptions {
  readonly config: ServerConfig;
  readonly db: Kysely<Database>;
  readonly now?: () => Date;
  readonly logger?: FastifyServerOptions['logger'];
  /** Where the default pino logger writes (stdout when absent). */
  readonly logStream?: NodeJS.WritableStream;
  /** Replaces the configured mail adapter (tests). */
  readonly mailer?: Mailer;
  /** Replaces the fetch adapter of webhook deliveries (tests). */
  readonly webhookSender?: WebhookSender;
}

const isApiPath = (url: string) =>
  url.startsWith('/api/') ||
  url.startsWith('/merchant/') ||
  url.startsWith('/docs') ||
  url.startsWith('/open-api/');

/** Builds the whole API on a database; the caller applies migrations and listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const sheets = workerSheetReader({ ...SHEET_READER_DEFAULTS, threads: config.sheetWorkers });
  const now = options.now ?? (() => new Date());
  const mailer = options.mailer ?? mailerFromConfig(config.mail, config.dataDir, now);
  const files = fileStoreFromConfig(config, db);
  const webhookSender =
    options.webhookSender ??
    httpWebhookSender({
      timeoutMs: config.webhooks.timeoutMs,
      allowPrivate: config.webhooks.allowPrivate,
    });
  const deps: Deps = { config, db, now, sheets, mailer, files, webhookSender };
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        // Some spec calls carry the token or identity fields in the query; they never reach the logs.
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // A client trickling its headers or body cannot hold a socket for ever: Node answers 408 once
    // the request has not arrived in time, checking often enough for that limit to mean something.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.max(250, Math.min(config.requestTimeoutMs / 4, 30_000)),
    },
    clientErrorHandler: answerClientError,
    // Requests are validated by the contract's schemas; every refused field becomes an issue.
    ajv: { customOptions: { allErrors: true } },
  });
  app.addHook('onClose', () => sheets.close());
  // An order import a crash stopped between two batches is finished before requests are served,
  // so the merchant finds it whole (ADR 0065).
  app.addHook('onReady', async () => {
    const resumed = await resumeImports(deps);
    if (resumed.length > 0) app.log.info({ uploads: resumed }, 'unfinished order imports finished');
  });
  installErrorHandler(app);
  refuseSecretsInQuery(app);
  // During shutdown a keep-alive client would hold its socket open and stall close(): answers
  // sent while closing end their connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["'self'", ...config.frameSources],
        // The embedded default runs on plain http (localhost or behind a TLS proxy that sets its
        // own policy): upgrading the page's requests to https would break it.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: LICENCE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  });
  await app.register(rateLimit, {
    global: false,
    store: kyselyRateLimitStore(db, deps.now),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  await app.register(swagger, {
    openapi: OPENAPI_INFO,
    // The envelope is added to the document only: a response schema on the route would make
    // Fastify's serializer drop fields of `data` it does not know.
    transform: ({ schema, url, route }) => {
      const endpoint = endpointAt(String(route.method), url);
      return {
        schema: schema && {
          ...schema,
          ...(endpoint?.input === 'multipart' ? { body: endpoint.request } : {}),
          response: { 200: envelopeSchema(endpoint?.response) },
        },
        url,
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  authRoutes(app, deps);
  registrationRoutes(app, deps);
  customerRoutes(app, deps);
  dashboardRoutes(app, deps);
  planRoutes(app, deps, resumeOrdersAfterPlanItems);
  newsRoutes(app, deps);
  opsRoutes(app, deps);
  exchangeRateRoutes(app, deps);
  productRoutes(app, deps);
  asnRoutes(app, deps);
  inventoryRoutes(app, deps);
  rmaRoutes(app, deps);
  // A credited top-up resumes the orders waiting for funds in its own transaction.
  rechargeRoutes(app, deps, resumeOrdersAfterTopUp);
  orderRoutes(app, deps);
  orderOpsRoutes(app, deps);
  orderUploadRoutes(app, deps);
  billingRoutes(app, deps);
  billingOpsRoutes(app, deps);
  settingsUserRoutes(app, deps);
  addonRuleRoutes(app, deps);
  helpRoutes(app, deps);
  subAccountRoutes(app, deps);
  developerRoutes(app, deps);
  twoFactorRoutes(app, deps);
  // after every module: the open API serves their registered handlers
  await openApiRoutes(app, deps);

  const webIndex = join(config.webDist, 'index.html');
  const serveWeb = existsSync(webIndex);
  if (serveWeb) await app.register(fastifyStatic, webStaticOptions(config.webDist));
  app.setNotFoundHandler((request, reply) => {
    // The web app routes in the browser: any other GET for a page gets its index.html.
    if (serveWeb && request.method === 'GET' && !isApiPath(request.url))
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    const language = requestLanguage(request);
    const text = [message('SERVER.ROUTE_NOT_FOUND')];
    return sendFailure(reply, language, API_CODES.notFound, text, null, 404);
  });
  return app;
}
