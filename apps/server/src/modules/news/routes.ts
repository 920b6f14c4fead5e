import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { kyselyNewsRepository } from './repository';
import { newsUseCases } from './use-cases';

export function newsRoutes(app: FastifyInstance, deps: Deps): void {
  const news = newsUseCases({ news: kyselyNewsRepository(deps.db), now: deps.now });
  registerEndpoint(app, deps, 'news.list', (ctx) => news.list(sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'news.read', (ctx) => news.markRead(sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'news.readAll', (ctx) => news.markAllRead(sessionOf(ctx)));
}
