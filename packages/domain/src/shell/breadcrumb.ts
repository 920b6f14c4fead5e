import { BREADCRUMB_NO_REDIRECT, DASHBOARD_PATH } from './constants';
import { SHELL_MESSAGE } from './message-codes';
import type { RouteParams, RouteRecord } from './routes';
import { fillRoutePattern } from './routes';

/** One crumb: a translated title, and where it links (none: plain text). */
export interface BreadcrumbItem {
  readonly titleKey: string;
  readonly to?: string | undefined;
}

/** The matched chain of the current route, as resolveRoute returns it. */
export interface BreadcrumbSource {
  readonly matched: readonly RouteRecord[];
  readonly params: RouteParams;
}

export const STORAGE_SERVICE_CRUMB: BreadcrumbItem = {
  titleKey: SHELL_MESSAGE.STORAGE_SERVICE,
  to: DASHBOARD_PATH,
};

function crumbLink(route: RouteRecord, params: RouteParams): string | undefined {
  if (route.redirect === BREADCRUMB_NO_REDIRECT) return undefined;
  if (route.redirect !== undefined) return route.redirect;
  const filled = fillRoutePattern(route.path, params);
  return filled.ok ? filled.value : undefined;
}

/**
 * The breadcrumb of platform-shell.md section 2: the storage-service entry linking to the
 * dashboard (except on the dashboard itself), then every matched route that has a name and a
 * title. The last crumb is plain text, and so is a crumb whose redirect is 'noredirect'.
 */
export function buildBreadcrumb(source: BreadcrumbSource): BreadcrumbItem[] {
  const onDashboard = source.matched.some((route) => route.path === DASHBOARD_PATH);
  const named = source.matched.flatMap((route) =>
    route.name === undefined || route.meta === undefined
      ? []
      : [{ titleKey: route.meta.title, to: crumbLink(route, source.params) }],
  );
  const crumbs = onDashboard ? named : [STORAGE_SERVICE_CRUMB, ...named];
  return crumbs.map((crumb, i) => (i === crumbs.length - 1 ? { titleKey: crumb.titleKey } : crumb));
}
