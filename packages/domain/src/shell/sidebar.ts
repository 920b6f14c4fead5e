import { ROOT_PATH } from './constants';
import { SHELL_MESSAGE } from './message-codes';
import type { RouteRecord } from './routes';
import { fillRoutePattern } from './routes';

export type SidebarItem =
  | {
      readonly kind: 'link';
      /** The route's path pattern: stable, unique within a table. */
      readonly key: string;
      readonly name?: string | undefined;
      /** Where the link goes: the pattern with its optional parameters left out. */
      readonly path: string;
      readonly icon?: string | undefined;
      readonly titleKey?: string | undefined;
    }
  | {
      readonly kind: 'group';
      readonly key: string;
      readonly name?: string | undefined;
      readonly icon?: string | undefined;
      readonly titleKey?: string | undefined;
      readonly children: readonly SidebarItem[];
    };

export interface SidebarOptions {
  /** Route names or path patterns the user may open. */
  readonly permitted: readonly string[];
  /** The settings-style sidebar shows only routes flagged isSettingMenu. */
  readonly settingsMenuOnly: boolean;
}

/** The sidebar header links to the root path under the translated settings title. */
export const SIDEBAR_HEADER = { to: ROOT_PATH, titleKey: SHELL_MESSAGE.SETTINGS_TITLE } as const;

function buildItem(
  route: RouteRecord,
  permitted: ReadonlySet<string>,
  topLevel: boolean,
): SidebarItem | undefined {
  if (route.hidden === true) return undefined;
  const base = {
    key: route.path,
    name: route.name,
    icon: route.meta?.icon,
    titleKey: route.meta?.title,
  };
  if (route.children === undefined || route.children.length === 0) {
    if (topLevel) return undefined;
    const allowed =
      permitted.has(route.path) || (route.name !== undefined && permitted.has(route.name));
    // A screen that needs a parameter (a detail page) cannot be linked from a menu.
    const link = fillRoutePattern(route.path);
    return allowed && link.ok ? { kind: 'link', ...base, path: link.value } : undefined;
  }
  const children = route.children
    .map((child) => buildItem(child, permitted, false))
    .filter((item) => item !== undefined);
  const [only] = children;
  if (only === undefined) return undefined;
  if (children.length === 1 && route.alwaysShow !== true && only.kind === 'link') {
    return { ...only, icon: only.icon ?? base.icon };
  }
  return { kind: 'group', ...base, children };
}

/**
 * Builds the sidebar from the route table (platform-shell.md section 2): hidden routes and
 * top-level routes without children are skipped; a route with exactly one visible child and no
 * alwaysShow is one flat link, otherwise an expandable group; only permitted screens appear,
 * and a group with none of them is left out.
 */
export function buildSidebar(
  routes: readonly RouteRecord[],
  options: SidebarOptions,
): SidebarItem[] {
  const permitted = new Set(options.permitted);
  return routes
    .filter((route) => !options.settingsMenuOnly || route.isSettingMenu === true)
    .map((route) => buildItem(route, permitted, true))
    .filter((item) => item !== undefined);
}

/**
 * Which groups are open, outermost first. Holding one chain means at most one group is open on
 * each level: opening a group closes every other group except its own ancestors.
 */
export interface SidebarOpenState {
  readonly openChain: readonly string[];
}

/** `chain` names the group by its ancestors' keys followed by its own. */
export type SidebarOpenAction = {
  readonly type: 'openGroup' | 'closeGroup' | 'toggleGroup';
  readonly chain: readonly string[];
};

export const SIDEBAR_ALL_CLOSED: SidebarOpenState = { openChain: [] };

export const isSidebarGroupOpen = (state: SidebarOpenState, chain: readonly string[]): boolean =>
  chain.length > 0 && chain.every((key, i) => state.openChain[i] === key);

export function sidebarOpenReducer(
  state: SidebarOpenState,
  action: SidebarOpenAction,
): SidebarOpenState {
  if (action.chain.length === 0) return state;
  const open = isSidebarGroupOpen(state, action.chain);
  const close = action.type === 'closeGroup' || (action.type === 'toggleGroup' && open);
  if (close) return open ? { openChain: action.chain.slice(0, -1) } : state;
  return { openChain: [...action.chain] };
}
