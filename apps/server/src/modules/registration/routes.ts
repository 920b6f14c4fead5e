import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { checkCaptcha, issueCaptcha } from './captcha';
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
}
