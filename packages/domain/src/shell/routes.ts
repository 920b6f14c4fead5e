import type { MessageCode } from '../shared/result';
import { err, message, ok, type Result } from '../shared/result';
import { DEFAULT_ROUTE, NOT_FOUND_PATH } from './constants';
import { SHELL_MESSAGE } from './message-codes';
import type { FeatureFlags, RouteRecord } from './route-record';

export * from './route-record';

export type RouteParams = Readonly<Record<string, string>>;

/** Paths anyone may open without a session (exact match, case-sensitive). */
export const PUBLIC_PATHS: readonly string[] = [
  '/404',
  '/401',
  '/login',
  '/register',
  '/agreement',
  '/statement',
  '/forgetPassword',
  '/user/register/success-en',
  '/user/register/success-zh',
];

export const isPublicPath = (path: string): boolean => PUBLIC_PATHS.includes(path);

type PatternSegment =
  | { readonly kind: 'static'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean };

const PARAM_SEGMENT = /^\{([^{}?]+)(\?)?\}$/;

// Empty segments are ignored, so a trailing slash does not change the match.
const splitPath = (path: string): string[] => path.split('/').filter((part) => part !== '');

const parsePattern = (pattern: string): PatternSegment[] =>
  splitPath(pattern).map((text) => {
    const param = PARAM_SEGMENT.exec(text);
    return param?.[1] === undefined
      ? { kind: 'static', text }
      : { kind: 'param', name: param[1], optional: param[2] === '?' };
  });

function matchSegments(
  segments: readonly PatternSegment[],
  parts: readonly string[],
  params: RouteParams,
): RouteParams | undefined {
  const [segment, ...restSegments] = segments;
  if (segment === undefined) return parts.length === 0 ? params : undefined;
  const [part, ...restParts] = parts;
  if (segment.kind === 'static') {
    return part === segment.text ? matchSegments(restSegments, restParts, params) : undefined;
  }
  // Prefer giving the part to the parameter; an optional one may also be skipped.
  const taken =
    part === undefined
      ? undefined
      : matchSegments(restSegments, restParts, { ...params, [segment.name]: part });
  if (taken !== undefined || !segment.optional) return taken;
  return matchSegments(restSegments, parts, params);
}

/**
 * Matches a concrete path against a pattern such as
 * `/warehouse/product/detail/{product_id}/{waId?}`. Returns the parameters (absent optional
 * ones are left out) or undefined when the path does not match. Values are the raw segments.
 */
export const matchRoutePattern = (pattern: string, path: string): RouteParams | undefined =>
  matchSegments(parsePattern(pattern), splitPath(path), {});

/** Builds a concrete path from a pattern; a missing required parameter is an error. */
export function fillRoutePattern(
  pattern: string,
  params: RouteParams = {},
): Result<string, MessageCode> {
  const parts: string[] = [];
  for (const segment of parsePattern(pattern)) {
    if (segment.kind === 'static') {
      parts.push(segment.text);
      continue;
    }
    const value = params[segment.name];
    if (value !== undefined && value !== '') parts.push(value);
    else if (!segment.optional) {
      return err(message(SHELL_MESSAGE.ROUTE_PARAM_MISSING, { param: segment.name }));
    }
  }
  return ok(`/${parts.join('/')}`);
}

export type RouteResolution =
  | {
      readonly kind: 'matched';
      readonly path: string;
      /** The destination: always a route without children. */
      readonly route: RouteRecord;
      /** The chain from the top-level route down to the destination, for the breadcrumb. */
      readonly matched: readonly RouteRecord[];
      readonly params: RouteParams;
    }
  | { readonly kind: 'redirect'; readonly to: string };

function findDestination(
  routes: readonly RouteRecord[],
  path: string,
  ancestors: readonly RouteRecord[],
): Extract<RouteResolution, { kind: 'matched' }> | undefined {
  for (const route of routes) {
    const chain = [...ancestors, route];
    if (route.children !== undefined && route.children.length > 0) {
      const inChild = findDestination(route.children, path, chain);
      if (inChild !== undefined) return inChild;
      continue;
    }
    const params = matchRoutePattern(route.path, path);
    if (params !== undefined) return { kind: 'matched', path, route, matched: chain, params };
  }
  return undefined;
}

/**
 * Resolves a path against a route table: the empty path goes to the default landing route, a
 * path matching a screen is matched, anything else (including a bare group such as /account,
 * which has no screen of its own) goes to /404.
 */
export function resolveRoute(routes: readonly RouteRecord[], path: string): RouteResolution {
  if (splitPath(path).length === 0) return { kind: 'redirect', to: DEFAULT_ROUTE };
  return findDestination(routes, path, []) ?? { kind: 'redirect', to: NOT_FOUND_PATH };
}

/** Removes every route (with its children) whose feature is switched off. */
export function filterRoutesByFeatures(
  routes: readonly RouteRecord[],
  flags: FeatureFlags,
): RouteRecord[] {
  return routes
    .filter((route) => route.feature === undefined || flags[route.feature])
    .map((route) =>
      route.children === undefined
        ? route
        : { ...route, children: filterRoutesByFeatures(route.children, flags) },
    );
}

/** Every route of a table, parents before their children. */
export const flattenRoutes = (routes: readonly RouteRecord[]): RouteRecord[] =>
  routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
