import type { RouteRecord } from '@portal/domain';
import { flattenRoutes } from '@portal/domain';

/** The router's path syntax for a route-table pattern: `{id}` is `:id`, `{id?}` is `:id?`. */
export const toRouterPath = (pattern: string): string =>
  pattern.replace(/\{([^{}?]+)(\?)?\}/g, (_whole, name: string, optional?: string) =>
    optional === undefined ? `:${name}` : `:${name}?`,
  );

/** The screens of a table: routes without children (groups have no screen of their own). */
export const screenRoutes = (routes: readonly RouteRecord[]): RouteRecord[] =>
  flattenRoutes(routes).filter(
    (route) => route.children === undefined || route.children.length === 0,
  );
