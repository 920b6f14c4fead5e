import { API_CODES, requiredPermissions } from '@portal/contract';
import type { RouteSpec } from '@portal/contract';
import type { Result } from '@portal/domain';
import { err, mayDo, message, ok } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { ApiFailure } from '../envelope';
import { secretsEqual } from '../security/tokens';
import type { Deps, SessionContext } from './context';
import { findLiveSession } from './session-lookup';
import { cookieToken } from './session-cookie';

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

const failure = (
  code: ApiFailure['code'],
  text: string,
  params?: Record<string, string>,
): Result<never, ApiFailure> => err({ code, messages: [message(text, params)] });

/**
 * Whether the session may call the route with these fields (ADR 0035, ADR 0060): the main account
 * may call every merchant route; a sub-account needs its role to grant every permission the route
 * and the verb it is sent with need. A multipart route's fields arrive with its stream, so its
 * handler asks again once they are read (readUploadedFile).
 */
export function permissionRefusal(
  route: RouteSpec,
  session: SessionContext,
  input: Readonly<Record<string, unknown>>,
): Result<never, ApiFailure> | undefined {
  const { role } = session;
  if (role === null) return undefined;
  for (const permission of requiredPermissions(route, input)) {
    if (permission.kind !== 'grant' || mayDo(role, permission.area, permission.action)) continue;
    return failure(API_CODES.forbidden, 'SERVER.NO_PERMISSION', {
      area: permission.area,
      action: permission.action,
    });
  }
  return undefined;
}

/** The form fields the handler will read: the query for a GET, the body for a form POST. */
const requestFields = (route: RouteSpec, request: FastifyRequest) => {
  const fields: unknown = route.input === 'query' ? request.query : request.body;
  return route.input !== 'multipart' && typeof fields === 'object' && fields !== null
    ? (fields as Record<string, unknown>)
    : {};
};

/**
 * Resolves the caller for the endpoint's access rule and the permission its route demands. The token comes from the `token` header
 * (or `?token=` where an <img> cannot send headers), else from the HttpOnly session cookie of a
 * browser (ADR 0062, `cookieToken`); a `sessionId` header, when sent, must belong to the same
 * session.
 */
export async function authenticate(
  deps: Deps,
  route: RouteSpec,
  request: FastifyRequest,
  allowQueryToken = false,
): Promise<Result<SessionContext | null, ApiFailure>> {
  const { access } = route;
  if (access === 'public') return ok(null);
  if (access === 'operator') {
    const key = header(request, 'x-operator-key');
    const expected = deps.config.operatorKey;
    return expected !== undefined && key !== '' && secretsEqual(key, expected)
      ? ok(null)
      : failure(API_CODES.forbidden, 'SERVER.OPERATOR_KEY_INVALID');
  }
  const query = request.query as Record<string, unknown> | undefined;
  const queryToken = allowQueryToken && typeof query?.['token'] === 'string' ? query['token'] : '';
  const token = header(request, 'token') || queryToken || cookieToken(request);
  if (token === '') return failure(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const session = await findLiveSession(deps.db, token, deps.now());
  if (session === undefined) return failure(API_CODES.unauthenticated, 'SERVER.UNAUTHENTICATED');
  const sessionId = header(request, 'sessionId');
  if (sessionId !== '' && !secretsEqual(sessionId, session.publicId))
    return failure(API_CODES.unauthenticated, 'SERVER.SESSION_MISMATCH');
  if (access === 'main' && session.loginType !== 'main')
    return failure(API_CODES.forbidden, 'SERVER.MAIN_ACCOUNT_ONLY');
  if (access === 'sub' && session.loginType !== 'sub')
    return failure(API_CODES.forbidden, 'SERVER.SUB_ACCOUNT_ONLY');
  return permissionRefusal(route, session, requestFields(route, request)) ?? ok(session);
}
