import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import type { HandlerOf } from '../../http/register-endpoint';
import { registerEndpoint } from '../../http/register-endpoint';
import { clearSessionCookie, cookieToken, withSessionCookie } from '../../http/session-cookie';
import {
  activationCheck,
  changePassword,
  describeToken,
  login,
  loginSubAccount,
  loginWithCode,
  logout,
  sessionIdOf,
  switchWarehouse,
  userInfo,
} from './use-cases';
import {
  confirmTwoFactor,
  disableTwoFactorFor,
  regenerateRecoveryCodes,
  setupTwoFactor,
  twoFactorStatus,
} from './two-factor';

const headerToken = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function authRoutes(app: FastifyInstance, deps: Deps): void {
  const loginLimit = {
    max: deps.config.rateLimits.login.max,
    timeWindow: deps.config.rateLimits.login.windowMs,
  };
  registerEndpoint(
    app,
    deps,
    'auth.login',
    async ({ input, request, reply }) =>
      withSessionCookie(
        request,
        reply,
        await login(
          deps,
          { username: input['username'] ?? '', password: input['password'] ?? '' },
          { address: request.ip },
        ),
      ),
    { rateLimit: loginLimit },
  );
  registerEndpoint(
    app,
    deps,
    'auth.loginSon',
    async ({ input, request, reply }) =>
      withSessionCookie(
        request,
        reply,
        await loginSubAccount(
          deps,
          {
            username: input['username'] ?? '',
            password: input['password'] ?? '',
            customerId: input['customer_id'] ?? '',
          },
          { address: request.ip },
        ),
      ),
    { rateLimit: loginLimit },
  );
  registerEndpoint(app, deps, 'auth.logout', ({ input, request, reply }) => {
    clearSessionCookie(request, reply);
    return logout(
      deps,
      (input['token'] ?? '').trim() ||
        headerToken(request.headers['token']) ||
        cookieToken(request),
    );
  });
  // a browser signed in by the session cookie (ADR 0062) asks these without a token
  registerEndpoint(app, deps, 'auth.token', ({ input, request }) =>
    describeToken(deps, (input['token'] ?? '').trim() || cookieToken(request)),
  );
  registerEndpoint(app, deps, 'auth.sessionId', ({ input, request }) =>
    sessionIdOf(deps, (input['token'] ?? '').trim() || cookieToken(request)),
  );
  registerEndpoint(app, deps, 'auth.isActive', (ctx) => activationCheck(deps, sessionOf(ctx)));
  const passwordChange: HandlerOf<'auth.resetPassword'> = (ctx) =>
    changePassword(
      deps,
      sessionOf(ctx),
      {
        oldPassword: ctx.input['old_password'] ?? '',
        newPassword: ctx.input['new_password'] ?? '',
        confirmation: ctx.input['confirm_password'] ?? '',
      },
      { address: ctx.request.ip },
    );
  registerEndpoint(app, deps, 'auth.resetPassword', passwordChange, { rateLimit: loginLimit });
  registerEndpoint(app, deps, 'auth.sonResetPassword', passwordChange, { rateLimit: loginLimit });
  registerEndpoint(app, deps, 'auth.userInfo', (ctx) => userInfo(deps, sessionOf(ctx)));
  registerEndpoint(app, deps, 'auth.switchWarehouse', (ctx) =>
    switchWarehouse(deps, sessionOf(ctx), ctx.input.warehouse_id),
  );
}

/** Two-factor sign-in (ADR 0052): the settings of the main account and the login's second step. */
export function twoFactorRoutes(app: FastifyInstance, deps: Deps): void {
  const loginLimit = {
    max: deps.config.rateLimits.login.max,
    timeWindow: deps.config.rateLimits.login.windowMs,
  };
  registerEndpoint(
    app,
    deps,
    'twoFactor.login',
    async ({ input, request, reply }) =>
      withSessionCookie(
        request,
        reply,
        await loginWithCode(
          deps,
          { challenge: input.challenge, code: input.code },
          { address: request.ip },
        ),
      ),
    { rateLimit: loginLimit },
  );
  registerEndpoint(app, deps, 'twoFactor.status', (ctx) => twoFactorStatus(deps, sessionOf(ctx)));
  registerEndpoint(
    app,
    deps,
    'twoFactor.setup',
    (ctx) => setupTwoFactor(deps, sessionOf(ctx), ctx.input.password, { address: ctx.request.ip }),
    { rateLimit: loginLimit },
  );
  registerEndpoint(app, deps, 'twoFactor.confirm', (ctx) =>
    confirmTwoFactor(deps, sessionOf(ctx), ctx.input.code),
  );
  registerEndpoint(
    app,
    deps,
    'twoFactor.disable',
    (ctx) =>
      disableTwoFactorFor(
        deps,
        sessionOf(ctx),
        { password: ctx.input.password, code: ctx.input.code },
        { address: ctx.request.ip },
      ),
    { rateLimit: loginLimit },
  );
  registerEndpoint(
    app,
    deps,
    'twoFactor.recoveryCodes',
    (ctx) =>
      regenerateRecoveryCodes(deps, sessionOf(ctx), ctx.input.password, {
        address: ctx.request.ip,
      }),
    { rateLimit: loginLimit },
  );
}
