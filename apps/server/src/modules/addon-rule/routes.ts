import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  createRule,
  deleteRule,
  listRules,
  ruleAction,
  ruleDetail,
  updateAddonRule,
} from './use-cases';

export function addonRuleRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'addonRule.list', (ctx) =>
    listRules(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'addonRule.detail', (ctx) =>
    ruleDetail(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'addonRule.create', (ctx) =>
    createRule(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'addonRule.update', (ctx) =>
    updateAddonRule(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'addonRule.action', (ctx) =>
    ruleAction(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'addonRule.remove', (ctx) =>
    deleteRule(deps, sessionOf(ctx), ctx.input),
  );
}
