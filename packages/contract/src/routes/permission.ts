import type { RouteAction, RouteSpec } from './route';

/**
 * What a merchant endpoint demands of a sub-account (ADR 0035):
 * - `outside`: public or operator endpoints, which merchant roles do not govern;
 * - `main`: only the main account (`access: 'main'`), whatever a role grants;
 * - `any`: every logged-in user, because the shell needs it for itself (user info, own password);
 * - `grant`: the role must grant `action` in `area`.
 */
export type RoutePermission =
  | { readonly kind: 'outside' }
  | { readonly kind: 'main' }
  | { readonly kind: 'any' }
  | { readonly kind: 'grant'; readonly area: string; readonly action: RouteAction };

type Override = 'any' | { readonly area?: string; readonly action: RouteAction };

/**
 * The ONE table of exceptions to the derivation, keyed `METHOD path`. Everything else follows
 * from the route's area and method, so a route another area adds is covered without an edit here.
 * Add a row only when the verb in the path misleads: a POST that only reads, or a call every
 * logged-in user needs whatever the role.
 */
export const PERMISSION_OVERRIDES: Readonly<Record<string, Override>> = {
  // the shell's own calls: every user needs them to see the portal at all
  'GET /merchant/api-account/user-info': 'any',
  'POST /merchant/api-account/is-active': 'any',
  'POST /merchant/api-account/switch-warehouse': 'any',
  'GET /merchant/api-account/warehouses': 'any',
  'GET /api/customer/getManager': 'any',
  'GET /api/customer/isVerify': 'any',
  // the merchant's preferences apply at every login of the merchant (language, page size), so a
  // role without the settings area must still read them; changing them stays the main account's
  'GET /merchant/api-setting/preference': 'any',
  // a sub-account changes its own password
  'POST /api/login/sonresetPassword': 'any',
  // reading a notice marks it read: that is viewing
  'POST /merchant/api-news/read': { action: 'view' },
  'POST /merchant/api-news/read-all': { action: 'view' },
  // POSTs that only compute or look up
  'POST /merchant/api-orders/quote': { action: 'view' },
  'POST /merchant/api-orders/get-sku': { action: 'view' },
};

const ADD_VERBS = ['create', 'add', 'upload', 'import', 'register', 'new'];
const DELETE_VERBS = ['delete', 'remove', 'del'];

/** The verb a path ends with: `/merchant/api-x/role-delete` → `role-delete` → its words. */
function lastWords(path: string): string[] {
  const last =
    path
      .split('/')
      .filter((part) => part !== '')
      .at(-1) ?? '';
  return last
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[-_]/);
}

/** A POST's action from its path's last segment: creating adds, deleting deletes, the rest edits. */
function postAction(path: string): RouteAction {
  const words = lastWords(path);
  if (words.some((word) => DELETE_VERBS.includes(word))) return 'delete';
  if (words.some((word) => ADD_VERBS.includes(word))) return 'add';
  return 'edit';
}

/** The permission a route demands, derived from access, area and method, then the overrides. */
export function routePermission(route: RouteSpec): RoutePermission {
  if (route.access === 'public' || route.access === 'operator') return { kind: 'outside' };
  if (route.access === 'main') return { kind: 'main' };
  const override = PERMISSION_OVERRIDES[`${route.method} ${route.path}`];
  if (override === 'any') return { kind: 'any' };
  const method: string = route.method;
  const action =
    override?.action ??
    (method === 'GET' ? 'view' : method === 'DELETE' ? 'delete' : postAction(route.path));
  return { kind: 'grant', area: override?.area ?? route.area, action };
}

/**
 * Every permission a call of the route needs, given its request fields (ADR 0060): the route's own
 * derived permission, or, where the route names its verb in a field, what that verb needs. A value
 * outside the table (which the schema refuses next) keeps the route's own permission.
 */
export function requiredPermissions(
  route: RouteSpec,
  input: Readonly<Record<string, unknown>>,
): RoutePermission[] {
  const permission = routePermission(route);
  if (permission.kind !== 'grant' || route.actions === undefined) return [permission];
  const value = input[route.actions.field];
  const needs = typeof value === 'string' ? route.actions.permissions[value] : undefined;
  if (needs === undefined) return [permission];
  return needs.map((action) => ({ ...permission, action }));
}

/** Every permission a route can need over all its verbs: the authorization matrix's columns. */
export function verbPermissions(route: RouteSpec): { verb: string; needs: RoutePermission[] }[] {
  const { actions } = route;
  if (actions === undefined) return [];
  return Object.keys(actions.permissions).map((verb) => ({
    verb,
    needs: requiredPermissions(route, { [actions.field]: verb }),
  }));
}

/** The areas roles choose permissions in: those of every route that demands a grant. */
export function permissionAreas(routes: readonly RouteSpec[]): string[] {
  const areas = routes.flatMap((route) => {
    const permission = routePermission(route);
    return permission.kind === 'grant' ? [permission.area] : [];
  });
  return [...new Set(areas)];
}
