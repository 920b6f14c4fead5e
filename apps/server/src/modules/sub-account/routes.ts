import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  removeRole,
  removeSubAccount,
  roles,
  saveRole,
  saveSubAccount,
  setSubAccountStatus,
  subAccounts,
} from './use-cases';

/** Sub-accounts and roles (/setting/subAccount/*): the main account manages them (ADR 0035). */
export function subAccountRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'subAccount.roles', (ctx) => roles(deps, sessionOf(ctx)));
  registerEndpoint(app, deps, 'subAccount.roleSave', (ctx) =>
    saveRole(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'subAccount.roleDelete', (ctx) =>
    removeRole(deps, sessionOf(ctx), ctx.input.id),
  );
  registerEndpoint(app, deps, 'subAccount.list', (ctx) => subAccounts(deps, sessionOf(ctx)));
  registerEndpoint(app, deps, 'subAccount.save', (ctx) =>
    saveSubAccount(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'subAccount.status', (ctx) =>
    setSubAccountStatus(deps, sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'subAccount.delete', (ctx) =>
    removeSubAccount(deps, sessionOf(ctx), ctx.input.id),
  );
}
