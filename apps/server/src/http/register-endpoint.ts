import type { EndpointById, EndpointId, InputOf, OutputOf } from '@portal/contract';
import { ALL_ENDPOINTS, API_CODES, endpointById } from '@portal/contract';
import type { EndpointSpec } from '@portal/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Outcome } from '../envelope';
import { requestLanguage } from '../i18n';
import { authenticate } from './authenticate';
import type { Deps, HandlerContext } from './context';
import { REPLY_SENT } from './context';
import type { SchemaError } from './request-issues';
import { formInput, requestFieldIssues, toastOf } from './request-issues';
import { sendFailure, sendOutcome, sendRefusal } from './respond';
import { routeSchema } from './route-schema';

/** A handler of endpoint E: typed input in, the endpoint's response data (or a refusal) out. */
export type Handler<E extends EndpointSpec> = (
  ctx: HandlerContext<InputOf<E>>,
) => Promise<Outcome<OutputOf<E>> | typeof REPLY_SENT>;

export type HandlerOf<Id extends EndpointId> = Handler<EndpointById<Id>>;

export interface RouteExtras {
  /** Per-client limit for this route (counted in the database, shared by every instance). */
  readonly rateLimit?: { readonly max: number; readonly timeWindow: number };
  readonly preHandler?: preHandlerAsyncHookHandler;
  /** The picture endpoint takes ?token= because an <img> cannot send headers. */
  readonly queryToken?: boolean;
}

const specById = new Map(ALL_ENDPOINTS.map((spec) => [spec.id, spec]));

/** Each app's registered handlers by endpoint id, so the open API serves the very same ones. */
const handlersOf = new WeakMap<FastifyInstance, Map<string, Handler<EndpointSpec>>>();

/**
 * The handler registered for an endpoint id on this app (the open API calls it with the
 * certificate's caller, ADR 0050); a missing one is a fault at start-up.
 */
export function registeredHandler(app: FastifyInstance, id: string): Handler<EndpointSpec> {
  const handler = handlersOf.get(app)?.get(id);
  if (handler === undefined) throw new Error(`No handler registered for ${id}`);
  return handler;
}

/** The contract entry of an id such as 'auth.login'; a typo fails at start-up, not at run time. */
export function specOf(id: string): EndpointSpec & { readonly id: EndpointId } {
  const spec = specById.get(id as EndpointId);
  if (spec === undefined) throw new Error(`No endpoint ${id} in @portal/contract`);
  return spec;
}

/**
 * Form fields become what the schema validates: query and body merged, blanks of non-text fields
 * dropped. The validator (Fastify's ajv: coercion, defaults, every error) then checks the result.
 */
function prepareInput(spec: EndpointSpec, request: FastifyRequest): void {
  if (spec.input === 'multipart') return;
  const input = formInput(spec.request, request.query, spec.method === 'POST' ? request.body : {});
  if (spec.input === 'query') request.query = input;
  else request.body = input;
}

/**
 * Registers one contract endpoint: access check, the request validated by its schema (a refusal
 * answers `data.issues`), the use case with typed input, the envelope in the caller's language.
 * The path and method come from the contract, never from the module.
 */
export function registerEndpoint<Id extends EndpointId>(
  app: FastifyInstance,
  deps: Deps,
  id: Id,
  // NoInfer: Id comes from the id alone; inferring it from the handler too made TypeScript
  // expand every endpoint's input at once, which overflowed its depth once the table grew.
  handler: NoInfer<HandlerOf<Id>>,
  extras: RouteExtras = {},
): void {
  const spec = specOf(id);
  const handlers = handlersOf.get(app) ?? new Map<string, Handler<EndpointSpec>>();
  handlersOf.set(app, handlers);
  handlers.set(id, handler as unknown as Handler<EndpointSpec>);
  app.route({
    method: spec.method,
    url: spec.path,
    schema: routeSchema(spec),
    attachValidation: true,
    config: extras.rateLimit ? { rateLimit: extras.rateLimit } : {},
    preValidation: async (request) => prepareInput(spec, request),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const session = await authenticate(deps, spec, request, extras.queryToken ?? false);
      if (!session.ok)
        return sendFailure(reply, language, session.error.code, session.error.messages);
      const raw = (spec.input === 'query' ? request.query : request.body) ?? {};
      const issues = requestFieldIssues(
        (request.validationError as { validation?: SchemaError[] } | undefined)?.validation ?? [],
        raw as Record<string, unknown>,
      );
      if (issues.length > 0)
        return sendRefusal(reply, language, {
          code: API_CODES.invalid,
          messages: issues.map(toastOf),
          issues,
        });
      const outcome = await handler({
        input: (spec.input === 'multipart' ? {} : raw) as InputOf<EndpointById<Id>>,
        session: session.value,
        language,
        request,
        reply,
        deps,
      });
      if (outcome === REPLY_SENT) return reply;
      return sendOutcome(reply, language, outcome);
    },
  });
}

export { endpointById };
