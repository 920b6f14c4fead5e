import { ALL_ENDPOINTS } from '@portal/contract';
import type { EndpointSpec } from '@portal/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Outcome } from '../envelope';
import { requestLanguage } from '../i18n';
import { authenticate } from './authenticate';
import type { Deps, HandlerContext } from './context';
import { REPLY_SENT } from './context';
import { readInput } from './input';
import { sendFailure, sendOutcome } from './respond';
import { routeSchema } from './route-schema';
import { API_CODES } from '@portal/contract';

export type Handler = (ctx: HandlerContext) => Promise<Outcome<unknown> | typeof REPLY_SENT>;

export interface RouteExtras {
  /** Per-client limit for this route (counted in the database, shared by every instance). */
  readonly rateLimit?: { readonly max: number; readonly timeWindow: number };
  readonly preHandler?: preHandlerAsyncHookHandler;
  /** The picture endpoint takes ?token= because an <img> cannot send headers. */
  readonly queryToken?: boolean;
}

const specById = new Map(ALL_ENDPOINTS.map((spec) => [spec.id, spec]));

/** The contract entry of an id such as 'auth.login'; a typo fails at start-up, not at run time. */
export function specOf(id: string): EndpointSpec & { readonly id: string } {
  const spec = specById.get(id);
  if (spec === undefined) throw new Error(`No endpoint ${id} in @portal/contract`);
  return spec;
}

/**
 * Registers one contract endpoint: access check, declared input, the use case, the envelope in
 * the caller's language. The path and method come from the contract, never from the module.
 */
export function registerEndpoint(
  app: FastifyInstance,
  deps: Deps,
  id: string,
  handler: Handler,
  extras: RouteExtras = {},
): void {
  const spec = specOf(id);
  app.route({
    method: spec.method,
    url: spec.path,
    schema: routeSchema(spec),
    config: extras.rateLimit ? { rateLimit: extras.rateLimit } : {},
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const session = await authenticate(deps, spec.access, request, extras.queryToken ?? false);
      if (!session.ok)
        return sendFailure(reply, language, session.error.code, session.error.messages);
      const body = spec.input === 'multipart' ? undefined : request.body;
      const input = readInput(spec, request.query, body);
      if (!input.ok) return sendFailure(reply, language, API_CODES.invalid, input.error);
      const outcome = await handler({
        input: input.value,
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
