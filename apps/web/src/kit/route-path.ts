import { fillRoutePattern, flattenRoutes, SHELL_ROUTES } from '@portal/domain';

const ROUTES = flattenRoutes(SHELL_ROUTES);

/**
 * The path of a screen by its route name, from the domain's route table (`params` fill its
 * `{name}` segments). A name or a parameter the table does not have is a programming error.
 */
export function routePath(name: string, params: Readonly<Record<string, string>> = {}): string {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (route === undefined) throw new Error(`no route ${name}`);
  const filled = fillRoutePattern(route.path, params);
  if (!filled.ok) throw new Error(`route ${name} needs ${JSON.stringify(filled.error.params)}`);
  return filled.value;
}

/** Reads a route's id segment: a positive whole number, or undefined. */
export const routeId = (value: string | undefined): number | undefined =>
  value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
