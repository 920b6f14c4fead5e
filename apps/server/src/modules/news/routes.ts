import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/context';
import { sessionOf } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { markAllRead, markRead, newsList } from './use-cases';

export function newsRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, 'news.list', (ctx) => newsList(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'news.read', (ctx) => markRead(deps, sessionOf(ctx), ctx.input));
  registerEndpoint(app, deps, 'news.readAll', (ctx) => markAllRead(deps, sessionOf(ctx)));
}
