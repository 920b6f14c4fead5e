import type { FastifyInstance } from 'fastify';
import { kyselyUnitOfWork } from '../../db/unit-of-work';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { kyselyStatusRepository } from '../shared/status-repository';
import { kyselyAddonRuleRepository } from './repository';
import { addonRuleUseCases } from './use-cases';

export function addonRuleRoutes(app: FastifyInstance, deps: Deps): void {
  const rules = addonRuleUseCases({
    rules: kyselyAddonRuleRepository(deps.db),
    unitOfWork: kyselyUnitOfWork(deps.db, (tx) => ({
      rules: kyselyAddonRuleRepository(tx),
      statuses: kyselyStatusRepository(tx),
    })),
    now: deps.now,
  });
  registerEndpoint(app, deps, 'addonRule.list', (ctx) => rules.list(sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'addonRule.detail', (ctx) => rules.detail(sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'addonRule.create', (ctx) => rules.create(sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'addonRule.update', (ctx) => rules.update(sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'addonRule.action', (ctx) => rules.action(sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'addonRule.remove', (ctx) => rules.remove(sessionOf(ctx), ctx.input));
}
