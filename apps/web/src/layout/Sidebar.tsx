import type { RouteRecord, SidebarItem } from '@portal/domain';
import {
  buildSidebar,
  flattenRoutes,
  isSidebarGroupOpen,
  SIDEBAR_ALL_CLOSED,
  SIDEBAR_HEADER,
  SIDEBAR_SUBMENU_SHOW_TIMEOUT_MS,
  sidebarOffset,
  sidebarOpenReducer,
} from '@portal/domain';
import { observer } from 'mobx-react-lite';
import type { SemanticICONS } from 'semantic-ui-react';
import { Icon } from 'semantic-ui-react';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { AppStore } from '../stores/app-store';

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
 * The sidebar the domain builds from the permitted routes: one group open at a time, submenus of
 * the collapsed sidebar shown after 200 ms, following the page scroll by the offset rule; below
 * the breakpoint it is a drawer.
 */
export const Sidebar = observer(function Sidebar(props: {
  routes: readonly RouteRecord[];
  settingsOnly: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  // route generation lets every route through (platform-shell.md section 6)
  const permitted = useMemo(
    () =>
      flattenRoutes(props.routes).flatMap((route) =>
        route.name === undefined ? [] : [route.name],
      ),
    [props.routes],
  );
  const items = useMemo(
    () => buildSidebar(props.routes, { permitted, settingsMenuOnly: props.settingsOnly }),
    [props.routes, permitted, props.settingsOnly],
  );
  const [open, dispatch] = useReducer(sidebarOpenReducer, SIDEBAR_ALL_CLOSED);
  const [top, setTop] = useState(() => sidebarOffset(window.scrollY));
  const timer = useRef<number | undefined>(undefined);
  const collapsed = app.device === 'desktop' && !app.sidebarOpened;

  useEffect(() => {
    const chain = chainTo(items, pathname);
    if (chain !== undefined && chain.length > 0) dispatch({ type: 'openGroup', chain });
  }, [items, pathname]);

  useEffect(() => {
    const onScroll = () => setTop(sidebarOffset(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const showLater = (chain: string[]) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => dispatch({ type: 'openGroup', chain }),
      SIDEBAR_SUBMENU_SHOW_TIMEOUT_MS,
    );
  };

  const renderItems = (list: readonly SidebarItem[], above: string[]) => (
    <ul className="sidebar-list">
      {list.map((item) => {
        const title = item.titleKey === undefined ? '' : t(item.titleKey);
        if (item.kind === 'link') {
          return (
            <li key={item.key}>
              <NavLink
                to={item.path}
                className="sidebar-link"
                title={collapsed ? title : undefined}
                aria-label={collapsed ? title : undefined}
              >
                {item.icon !== undefined && <Icon name={item.icon as SemanticICONS} />}
                <span className="sidebar-text">{title}</span>
              </NavLink>
            </li>
          );
        }
        const chain = [...above, item.key];
        const expanded = isSidebarGroupOpen(open, chain);
        const listId = `sidebar-group-${item.key.replace(/\W+/g, '-')}`;
        return (
          <li
            key={item.key}
            className={expanded ? 'sidebar-group open' : 'sidebar-group'}
            onMouseEnter={collapsed ? () => showLater(chain) : undefined}
            onMouseLeave={
              collapsed
                ? () => {
                    window.clearTimeout(timer.current);
                    dispatch({ type: 'closeGroup', chain });
                  }
                : undefined
            }
          >
            <button
              type="button"
              className="sidebar-group-button"
              // collapsed, the text is hidden: the label keeps the button named for screen readers
              aria-label={collapsed ? title : undefined}
              title={collapsed ? title : undefined}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => dispatch({ type: 'toggleGroup', chain })}
            >
              {item.icon !== undefined && <Icon name={item.icon as SemanticICONS} />}
              <span className="sidebar-text">{title}</span>
              <Icon name={expanded ? 'angle down' : 'angle right'} className="sidebar-caret" />
            </button>
            {expanded && <div id={listId}>{renderItems(item.children, chain)}</div>}
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
