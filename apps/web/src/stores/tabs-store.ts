import type { Navigator, RouteRecord, VisitedTabsAction } from '@portal/domain';
import { DASHBOARD_PATH, visitedTabsReducer, VISITED_TABS_EMPTY } from '@portal/domain';
import { makeAutoObservable } from 'mobx';

/**
 * The visited-tab strip over the domain reducer. A tab's title is the route's title key, so it is
 * translated when shown and follows the language toggle. Tabs live in memory only: a logout (and
 * the page load after a login) starts the next user with none.
 */
export class TabsStore {
  state = VISITED_TABS_EMPTY;
  /** Paths whose screen was shown at least once: only those are kept alive while hidden. */
  private shown = new Set<string>();

  constructor(private readonly navigator: Navigator) {
    makeAutoObservable<TabsStore, 'navigator'>(this, { navigator: false }, { autoBind: true });
  }

  get tabs() {
    return this.state.visited;
  }

  get activePath() {
    return this.state.activePath;
  }

  isCached(path: string): boolean {
    const tab = this.state.visited.find((open) => open.path === path);
    return (
      this.shown.has(path) &&
      tab !== undefined &&
      !tab.noCache &&
      this.state.cachedViews.includes(tab.name ?? '')
    );
  }

  /** The dashboard tab is there from the start and never closes; call before visit(). */
  ensureDashboard(dashboard: RouteRecord | undefined): void {
    if (dashboard === undefined || this.state.visited.some((tab) => tab.path === DASHBOARD_PATH))
      return;
    this.dispatch({
      type: 'addTab',
      tab: { path: DASHBOARD_PATH, name: dashboard.name, title: dashboard.meta?.title },
    });
  }

  visit(path: string, route: RouteRecord): void {
    this.shown = new Set(this.shown).add(path);
    this.dispatch({
      type: 'addTab',
      tab: { path, name: route.name, title: route.meta?.title, noCache: route.noCache },
    });
  }

  close(path: string): void {
    this.dispatchAndFollow({ type: 'closeTab', path });
  }

  closeOthers(path: string): void {
    this.dispatchAndFollow({ type: 'closeOtherTabs', path });
  }

  closeAll(): void {
    this.dispatchAndFollow({ type: 'closeAllTabs' });
  }

  reset(): void {
    this.state = VISITED_TABS_EMPTY;
    this.shown = new Set();
  }

  private dispatch(action: VisitedTabsAction): void {
    this.state = visitedTabsReducer(this.state, action);
  }

  private dispatchAndFollow(action: VisitedTabsAction): void {
    const before = this.state.activePath;
    this.dispatch(action);
    if (this.state.activePath !== before) this.navigator.go(this.state.activePath);
  }
}
