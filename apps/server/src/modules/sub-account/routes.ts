import type { FastifyInstance } from 'fastify';
import { kyselyUnitOfWork } from '../../db/unit-of-work';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { hashPassword } from '../../security/passwords';
import { kyselySubAccountRepository } from './repository';
import { subAccountUseCases } from './use-cases';

/** Sub-accounts and roles (/setting/subAccount/*): the main account manages them (ADR 0035). */
export function subAccountRoutes(app: FastifyInstance, deps: Deps): void {
  const subAccounts = subAccountUseCases({
    subAccounts: kyselySubAccountRepository(deps.db),
    unitOfWork: kyselyUnitOfWork(deps.db, (tx) => ({
      subAccounts: kyselySubAccountRepository(tx),
    })),
    now: deps.now,
    hashPassword,
  });
  registerEndpoint(app, deps, 'subAccount.roles', (ctx) => subAccounts.roles(sessionOf(ctx)));
  registerEndpoint(app, deps, 'subAccount.roleSave', (ctx) =>
    subAccounts.saveRole(sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'subAccount.roleDelete', (ctx) =>
    subAccounts.removeRole(sessionOf(ctx), ctx.input.id),
  );
  registerEndpoint(app, deps, 'subAccount.list', (ctx) => subAccounts.list(sessionOf(ctx)));
  registerEndpoint(app, deps, 'subAccount.save', (ctx) =>
    subAccounts.save(sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'subAccount.status', (ctx) =>
    subAccounts.setStatus(sessionOf(ctx), ctx.input),
  );
  registerEndpoint(app, deps, 'subAccount.delete', (ctx) =>
    subAccounts.remove(sessionOf(ctx), ctx.input.id),
  );
}
