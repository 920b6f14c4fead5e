import type { ResolutionContext } from 'inversify';
import type { Token } from './di-tokens';

/**
 * What the composition root bound to `token`, typed by the token: how the container hands each
 * class its dependencies. The classes carry no DI decorators, so none imports the token table
 * that names their types (no import cycle through di-tokens, ADR 0071).
 */
export const get = <T>(context: ResolutionContext, token: Token<T>): T => context.get<T>(token);
