import { DASHBOARD_PATH, ROOT_PATH, VISITED_TAB_DEFAULT_TITLE } from './constants';

export interface VisitedTab {
  readonly path: string;
  readonly name?: string | undefined;
  readonly title: string;
  readonly noCache: boolean;
}

/** What a route change offers to the tab strip. */
export interface VisitedTabInput {
  readonly path: string;
  readonly name?: string | undefined;
  readonly title?: string | undefined;
  readonly noCache?: boolean | undefined;
}

export interface VisitedTabsState {
  readonly visited: readonly VisitedTab[];
  /** Names of the screens kept alive: every visited tab's name unless its route is noCache. */
  readonly cachedViews: readonly string[];
  /** The tab being shown; after a close the shell navigates here if it changed. */
  readonly activePath: string;
}

export type VisitedTabsAction =
  | { readonly type: 'addTab'; readonly tab: VisitedTabInput }
  | { readonly type: 'closeTab'; readonly path: string }
  | { readonly type: 'closeOtherTabs'; readonly path: string }
  | { readonly type: 'closeAllTabs' };

export const VISITED_TABS_EMPTY: VisitedTabsState = {
  visited: [],
  cachedViews: [],
  activePath: ROOT_PATH,
};

/** The dashboard tab can never be closed. */
export const isTabClosable = (path: string): boolean => path !== DASHBOARD_PATH;

const cachedNames = (visited: readonly VisitedTab[]): string[] => [
  ...new Set(visited.flatMap((tab) => (tab.noCache || tab.name === undefined ? [] : [tab.name]))),
];

function withTabs(visited: readonly VisitedTab[], activePath: string): VisitedTabsState {
  const stillOpen = visited.some((tab) => tab.path === activePath);
  return {
    visited,
    cachedViews: cachedNames(visited),
    // Losing the active tab moves to the last remaining one, or to / when none is left.
    activePath: stillOpen ? activePath : (visited.at(-1)?.path ?? ROOT_PATH),
  };
}

/**
 * The visited-tab strip (platform-shell.md sections 2 and 4): a tab is added once per path with
 * 'no-name' as the default title, cached unless noCache, and closed singly, all but one, or all;
 * the dashboard tab stays.
 */
export function visitedTabsReducer(
  state: VisitedTabsState,
  action: VisitedTabsAction,
): VisitedTabsState {
  switch (action.type) {
    case 'addTab': {
      const { tab } = action;
      if (state.visited.some((open) => open.path === tab.path)) {
        return { ...state, activePath: tab.path };
      }
      const added: VisitedTab = {
        path: tab.path,
        name: tab.name,
        title: tab.title === undefined || tab.title === '' ? VISITED_TAB_DEFAULT_TITLE : tab.title,
        noCache: tab.noCache === true,
      };
      return withTabs([...state.visited, added], tab.path);
    }
    case 'closeTab':
      if (!isTabClosable(action.path)) return state;
      return withTabs(
        state.visited.filter((tab) => tab.path !== action.path),
        state.activePath,
      );
    case 'closeOtherTabs': {
      const kept = state.visited.filter(
        (tab) => tab.path === action.path || !isTabClosable(tab.path),
      );
      // The kept tab becomes active; when it was not open, only the dashboard (or nothing) is left.
      return withTabs(kept, action.path);
    }
    case 'closeAllTabs':
      return withTabs(
        state.visited.filter((tab) => !isTabClosable(tab.path)),
        state.activePath,
      );
  }
}
