import type { RouteRecord, SidebarItem } from '@portal/domain';
import {
  buildSidebar,
  flattenRoutes,
  isSidebarGroupOpen,
  screenNeed,
  sessionMay,
  SIDEBAR_ALL_CLOSED,
  SIDEBAR_HEADER,
  SIDEBAR_NO_POPUP,
  SIDEBAR_SUBMENU_SHOW_TIMEOUT_MS,
  sidebarOffset,
  sidebarOpenReducer,
  sidebarPopupReducer,
  sidebarPopupTop,
} from '@portal/domain';
import { observer } from 'mobx-react-lite';
import type { SemanticICONS } from 'semantic-ui-react';
import { Icon } from 'semantic-ui-react';
import type { CSSProperties, FocusEvent } from 'react';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { AppStore } from '../stores/app-store';
import { useBarsHeight } from './use-bars-height';

/** The chain of group keys above the link to `path`, outermost first. */
function chainTo(
  items: readonly SidebarItem[],
  path: string,
  above: string[] = [],
): string[] | undefined {
  for (const item of items) {
    if (item.kind === 'link') {
      if (item.path === path) return above;
      continue;
    }
    const inside = chainTo(item.children, path, [...above, item.key]);
    if (inside !== undefined) return inside;
  }
  return undefined;
}

/**
 * The sidebar the domain builds from the permitted routes: one group open at a time, following
 * the page scroll by the offset rule; below the breakpoint it is a drawer. Collapsed, a top-level
 * group shows its submenu as a popup only while hovered or focused (after the 200 ms
 * show-timeout), one at a time, placed wholly on screen (`sidebarPopupReducer`).
 */
export const Sidebar = observer(function Sidebar(props: {
  routes: readonly RouteRecord[];
  settingsOnly: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const session = useInjection(TOKENS.SessionStore);
  const { loginType, permissions } = session;
  // the sidebar shows only permitted routes (platform-shell.md section 6): every route for the
  // main account, for a sub-account those whose area its role may use (ADR 0035)
  const permitted = useMemo(
    () =>
      flattenRoutes(props.routes).flatMap((route) =>
        route.name === undefined || !sessionMay({ loginType, permissions }, screenNeed(route.name))
          ? []
          : [route.name],
      ),
    [props.routes, loginType, permissions],
  );
  const items = useMemo(
    () => buildSidebar(props.routes, { permitted, settingsMenuOnly: props.settingsOnly }),
    [props.routes, permitted, props.settingsOnly],
  );
  const [open, dispatch] = useReducer(sidebarOpenReducer, SIDEBAR_ALL_CLOSED);
  const [popup, dispatchPopup] = useReducer(sidebarPopupReducer, SIDEBAR_NO_POPUP);
  const [popupStyle, setPopupStyle] = useState<CSSProperties>({});
  const navRef = useRef<HTMLElement>(null);
  const barsHeight = useBarsHeight(navRef);
  const [top, setTop] = useState(() => sidebarOffset(window.scrollY, barsHeight));
  const timer = useRef<number | undefined>(undefined);
  const collapsed = app.device === 'desktop' && !app.sidebarOpened;

  useEffect(() => {
    const chain = chainTo(items, pathname);
    if (chain !== undefined && chain.length > 0) dispatch({ type: 'openGroup', chain });
  }, [items, pathname]);

  // a new page, collapsing or expanding, or the window crossing the breakpoint: no popup stays
  useEffect(() => {
    window.clearTimeout(timer.current);
    dispatchPopup({ type: 'close' });
  }, [pathname, collapsed, app.device]);

  useEffect(() => {
    const onScroll = () => setTop(sidebarOffset(window.scrollY, barsHeight));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [barsHeight]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // a click anywhere outside the sidebar closes the popup
  useEffect(() => {
    if (popup.shown === undefined) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || navRef.current?.contains(event.target) !== true) {
        dispatchPopup({ type: 'close' });
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [popup.shown]);

  // placed beside its group and lifted so that all of it is on screen (it scrolls when taller);
  // placed again when a nested group opened inside it makes it taller
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (popup.shown === undefined || nav === null) return;
    const group = nav.querySelector<HTMLElement>('.sidebar-group.popup-shown');
    const panel = group?.querySelector<HTMLElement>('.sidebar-popup');
    if (group === undefined || group === null || panel === undefined || panel === null) return;
    const height = Math.min(panel.scrollHeight, window.innerHeight);
    // left comes from the stylesheet (the collapsed width): measured, it would catch the bar
    // halfway through its collapsing transition
    setPopupStyle({
      top: sidebarPopupTop(group.getBoundingClientRect().top, height, window.innerHeight),
    });
  }, [popup.shown, open]);

  const enter = (key: string) => {
    window.clearTimeout(timer.current);
    dispatchPopup({ type: 'enter', key });
    timer.current = window.setTimeout(
      () => dispatchPopup({ type: 'timeout', key }),
      SIDEBAR_SUBMENU_SHOW_TIMEOUT_MS,
    );
  };
  const leave = (key: string) => {
    window.clearTimeout(timer.current);
    dispatchPopup({ type: 'leave', key });
  };
  const focusLeaves = (key: string) => (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) leave(key);
  };

  const renderItems = (list: readonly SidebarItem[], above: string[]) => (
    <ul className="sidebar-list">
      {list.map((item) => {
        const title = item.titleKey === undefined ? '' : t(item.titleKey);
        if (item.kind === 'link') {
          const labelled = collapsed && above.length === 0;
          return (
            <li key={item.key}>
              <NavLink
                to={item.path}
                className="sidebar-link"
                title={labelled ? title : undefined}
                aria-label={labelled ? title : undefined}
              >
                {item.icon !== undefined && <Icon name={item.icon as SemanticICONS} />}
                <span className="sidebar-text">{title}</span>
              </NavLink>
            </li>
          );
        }
        const chain = [...above, item.key];
        // collapsed, a top-level group is a popup: shown by hover or focus, not by the route
        const asPopup = collapsed && above.length === 0;
        const expanded = asPopup ? popup.shown === item.key : isSidebarGroupOpen(open, chain);
        const listId = `sidebar-group-${item.key.replace(/\W+/g, '-')}`;
        return (
          <li
            key={item.key}
            className={`sidebar-group${expanded ? ' open' : ''}${asPopup && expanded ? ' popup-shown' : ''}`}
            onMouseEnter={asPopup ? () => enter(item.key) : undefined}
            onMouseLeave={asPopup ? () => leave(item.key) : undefined}
            onFocus={asPopup ? () => (expanded ? undefined : enter(item.key)) : undefined}
            onBlur={asPopup ? focusLeaves(item.key) : undefined}
            onKeyDown={
              asPopup
                ? (event) => {
                    if (event.key !== 'Escape' || !expanded) return;
                    dispatchPopup({ type: 'close' });
                    event.currentTarget.querySelector<HTMLElement>('button')?.focus();
                  }
                : undefined
            }
          >
            <button
              type="button"
              className="sidebar-group-button"
              // collapsed, the text is hidden: the label keeps the button named for screen readers
              aria-label={asPopup ? title : undefined}
              title={asPopup ? title : undefined}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => {
                // a popup the pointer already opened stays: a click there means "open", not "close"
                if (!asPopup) dispatch({ type: 'toggleGroup', chain });
                else if (!expanded) dispatchPopup({ type: 'toggle', key: item.key });
              }}
            >
              {item.icon !== undefined && <Icon name={item.icon as SemanticICONS} />}
              <span className="sidebar-text">{title}</span>
              <Icon name={expanded ? 'angle down' : 'angle right'} className="sidebar-caret" />
            </button>
            {expanded && (
              <div
                id={listId}
                className={asPopup ? 'sidebar-popup' : undefined}
                style={asPopup ? popupStyle : undefined}
              >
                {renderItems(item.children, chain)}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );

  const drawerHidden = app.device === 'mobile' && !app.sidebarOpened;
  return (
    <nav
      className={`app-sidebar${collapsed ? ' collapsed' : ''}${app.device === 'mobile' ? ' drawer' : ''}`}
      style={{ top: app.device === 'mobile' ? 0 : top }}
      aria-label={t('UI.SIDEBAR.LABEL')}
      hidden={drawerHidden}
      ref={navRef}
      onClick={(event) => event.stopPropagation()}
    >
      <Link
        to={SIDEBAR_HEADER.to}
        className="sidebar-header"
        aria-label={collapsed ? t(SIDEBAR_HEADER.titleKey) : undefined}
      >
        <Icon name="setting" />
        <span className="sidebar-text">{t(SIDEBAR_HEADER.titleKey)}</span>
      </Link>
      {renderItems(items, [])}
    </nav>
  );
});
