import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { captchaAnswer, checkCaptcha, issueCaptcha } from './captcha';
import { managers, overseasSales, regions, register, suggestUsername } from './use-cases';

export function registrationRoutes(app: FastifyInstance, deps: Deps): void {
  const limit = {
    max: deps.config.rateLimits.registration.max,
    timeWindow: deps.config.rateLimits.registration.windowMs,
  };
  registerEndpoint(app, deps, 'registration.getRegion', () => regions(deps));
  registerEndpoint(app, deps, 'registration.captcha', () => issueCaptcha(deps), {
    rateLimit: limit,
  });
  registerEndpoint(
    app,
    deps,
    'registration.autousername',
    ({ input }) => suggestUsername(deps, input['name'] ?? ''),
    { rateLimit: limit },
  );
  registerEndpoint(app, deps, 'registration.getManager', ({ input }) => managers(deps, input));
  registerEndpoint(app, deps, 'registration.getOverseasSales', () => overseasSales(deps));
  registerEndpoint(app, deps, 'registration.register', ({ input }) => register(deps, input), {
    rateLimit: limit,
  });
  registerEndpoint(
    app,
    deps,
    'registration.captchaValidate',
    ({ input }) => checkCaptcha(deps, input['captcha_key'] ?? '', input['captcha'] ?? '', false),
    { rateLimit: limit },
  );
  // operator key checked by registerEndpoint: the answer for tests and demos (see captcha.ts)
  registerEndpoint(
    app,
    deps,
    'ops.captchaAnswer',
    ({ input }) => captchaAnswer(deps, input['captcha_key'] ?? ''),
    { rateLimit: { max: 120, timeWindow: 60_000 } },
  );
}
