import type { OpenApiRoute } from '@portal/contract';
import {
  ALL_OPEN_API_ROUTES,
  API_CODES,
  API_HTTP_STATUS,
  OPEN_API_HEADERS,
} from '@portal/contract';
import { DEVELOPER_CODES, message, scopeAllows } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFailure, Outcome } from '../../envelope';
import { requestLanguage } from '../../i18n';
import type { Deps, SessionContext } from '../../http/context';
import { REPLY_SENT } from '../../http/context';
import { registeredHandler, specOf } from '../../http/register-endpoint';
import type { SchemaError } from '../../http/request-issues';
import { formInput, requestFieldIssues, toastOf } from '../../http/request-issues';
import { sendOutcome, sendRefusal } from '../../http/respond';
import { err } from '@portal/domain';
import { defaultWarehouse } from '../auth/use-cases';
import { limitExceeded } from '../shared/account-limit';
import { authenticateCall } from './open-api-caller';
import { insertApiCall, touchCertificate } from './repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it arrived: the open API signs its hash (ADR 0050). */
    openApiRawBody?: string;
  }
}

/** The caller a certificate stands for: the merchant's main account, bounded by the scopes. */
async function certificateSession(deps: Deps, customerId: number): Promise<SessionContext> {
  return {
    sessionRowId: 0,
    publicId: '',
    customerId,
    subAccountId: null,
    loginType: 'main',
    role: null,
    warehouseId: await defaultWarehouse(deps, customerId),
  };
}

/**
 * Registers the open API (`/open-api/v1/...`, ADR 0050) after every module: each route validates
 * with the schema of the merchant endpoint it serves and calls that endpoint's registered handler,
 * so no use case is written twice. Before it: the signed request, the certificate's scope and its
 * 150 calls a minute; after it, one row in the call log whatever the outcome.
 */
export async function openApiRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const handlers = ALL_OPEN_API_ROUTES.map((route) => ({
    route,
    spec: specOf(route.serves),
    handler: registeredHandler(app, route.serves),
  }));
  await app.register(async (scope) => {
    // The signature covers the raw body: keep it, then parse JSON or a form.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string' },
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        request.openApiRawBody = text;
        if (text.trim() === '') return done(null, {});
        const json = (request.headers['content-type'] ?? '').includes('json');
        try {
          const parsed: unknown = json
            ? JSON.parse(text)
            : Object.fromEntries(new URLSearchParams(text));
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
            return done(null, { '~invalid': true });
          return done(null, parsed);
        } catch {
          return done(null, { '~invalid': true });
        }
      },
    );
    for (const { route, spec, handler } of handlers) {
      scope.route({
        method: route.method,
        url: route.path,
        schema: {
          hide: true,
          ...(route.method === 'GET' ? { querystring: spec.request } : { body: spec.request }),
        },
        attachValidation: true,
        preValidation: async (request) => {
          const input = formInput(
            spec.request,
            request.query,
            route.method === 'POST' ? request.body : {},
          );
          if (route.method === 'GET') request.query = input;
          else request.body = input;
        },
        handler: async (request, reply) => answerCall(deps, route, request, reply, handler),
      });
    }
  });
}

async function answerCall(
  deps: Deps,
  route: OpenApiRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  handler: ReturnType<typeof registeredHandler>,
) {
  const language = requestLanguage(request);
  const rawBody = request.openApiRawBody ?? '';
  const auth = await authenticateCall(deps, request, rawBody);
  if (!auth.ok) {
    const { refusal } = auth;
    if (refusal.certificate)
      await logCall(
        deps,
        request,
        route,
        refusal.certificate,
        String(request.headers[OPEN_API_HEADERS.token] ?? ''),
        refusal.failure,
        refusal.outcome,
      );
    return sendRefusal(reply, language, refusal.failure);
  }
  const { caller } = auth;
  const certificate = { id: caller.certificateId, customerId: caller.customerId };
  const outcome = await guardedCall(deps, route, request, reply, handler, caller, language);
  if (outcome === REPLY_SENT) return reply;
  const label = outcome.ok ? 'ok' : outcomeLabel(outcome.error);
  await logCall(
    deps,
    request,
    route,
    certificate,
    caller.token,
    outcome.ok ? undefined : outcome.error,
    label,
  );
  await touchCertificate(deps.db, caller.certificateId, deps.now());
  return sendOutcome(reply, language, outcome);
}

const outcomeLabel = (failure: ApiFailure): string =>
  failure.code === API_CODES.tooManyRequests
    ? 'rate_limit'
    : failure.code === API_CODES.forbidden
      ? 'scope'
      : failure.code === API_CODES.invalid
        ? 'invalid'
        : `refused_${failure.code}`;

/** Rate limit, scope, input: then the merchant endpoint's own handler. */
async function guardedCall(
  deps: Deps,
  route: OpenApiRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  handler: ReturnType<typeof registeredHandler>,
  caller: { certificateId: number; customerId: number; scopes: Parameters<typeof scopeAllows>[0] },
  language: ReturnType<typeof requestLanguage>,
): Promise<Outcome<unknown> | typeof REPLY_SENT> {
  const limited = await limitExceeded(
    deps,
    `cert:${caller.certificateId}`,
    deps.config.openApiRateLimit,
  );
  if (limited) return limited;
  if (!scopeAllows(caller.scopes, route.area, route.level))
    return err({
      code: API_CODES.forbidden,
      messages: [message(DEVELOPER_CODES.scopeMissing, { scope: `${route.area}:${route.level}` })],
    });
  const raw = ((route.method === 'GET' ? request.query : request.body) ?? {}) as Record<
    string,
    unknown
  >;
  if (raw['~invalid'] === true)
    return err({
      code: API_CODES.invalid,
      messages: [message('SERVER.OPEN_API_BODY_INVALID')],
      issues: [],
    });
  const issues = requestFieldIssues(
    (request.validationError as { validation?: SchemaError[] } | undefined)?.validation ?? [],
    raw,
  );
  if (issues.length > 0)
    return err({ code: API_CODES.invalid, messages: issues.map(toastOf), issues });
  return handler({
    input: raw,
    session: await certificateSession(deps, caller.customerId),
    language,
    request,
    reply,
    deps,
  });
}

async function logCall(
  deps: Deps,
  request: FastifyRequest,
  route: OpenApiRoute,
  certificate: { id: number; customerId: number },
  token: string,
  failure: ApiFailure | undefined,
  outcome: string,
): Promise<void> {
  const code = failure?.code ?? API_CODES.ok;
  await insertApiCall(deps.db, {
    customerId: certificate.customerId,
    certificateId: certificate.id,
    token,
    at: deps.now(),
    method: request.method,
    endpoint: route.path,
    httpStatus: API_HTTP_STATUS[code],
    code,
    outcome,
  });
}
