import { isTabClosable } from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, Menu } from 'semantic-ui-react';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { TabsStore } from '../stores/tabs-store';

interface ContextMenuState {
  readonly path: string;
  readonly x: number;
  readonly y: number;
}

/**
 * The strip of visited pages: each tab links to its page and can be closed (the dashboard
 * excepted); a right-click (or the context-menu key) offers close, close others, close all.
 */
export const TabStrip = observer(function TabStrip() {
  const { t } = useTranslation();
  const tabs = useInjection<TabsStore>(TOKENS.TabsStore);
  const [menu, setMenu] = useState<ContextMenuState | undefined>(undefined);

  useEffect(() => {
    if (menu === undefined) return;
    const close = () => setMenu(undefined);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('click', close);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('click', close);
      window.removeEventListener('keydown', onKey);
    };
  }, [menu]);

  const run = (action: () => void) => () => {
    action();
    setMenu(undefined);
  };

  return (
    <nav className="tab-strip" aria-label={t('UI.TABS.LABEL')}>
      <ul>
        {tabs.tabs.map((tab) => {
          const active = tab.path === tabs.activePath;
          const title = t(tab.title);
          return (
            <li
              key={tab.path}
              className={active ? 'tab active' : 'tab'}
              onContextMenu={(event) => {
                event.preventDefault();
                setMenu({ path: tab.path, x: event.clientX, y: event.clientY });
              }}
            >
              <Link
                to={tab.path}
                aria-current={active ? 'page' : undefined}
                onKeyDown={(event) => {
                  if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
                    event.preventDefault();
                    const box = event.currentTarget.getBoundingClientRect();
                    setMenu({ path: tab.path, x: box.left, y: box.bottom });
                  }
                }}
              >
                {title}
              </Link>
              {isTabClosable(tab.path) && (
                <button
                  type="button"
                  className="tab-close"
                  aria-label={t('UI.TABS.CLOSE_TAB', { title })}
                  onClick={() => tabs.close(tab.path)}
                >
                  <Icon name="close" fitted size="small" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {menu !== undefined && (
        <Menu
          vertical
          size="small"
          className="tab-context-menu"
          role="menu"
          aria-label={t('UI.TABS.MENU')}
          style={{ left: menu.x, top: menu.y }}
        >
          <Menu.Item
            role="menuitem"
            as="button"
            disabled={!isTabClosable(menu.path)}
            onClick={run(() => tabs.close(menu.path))}
          >
            {t('UI.TABS.CLOSE')}
          </Menu.Item>
          <Menu.Item role="menuitem" as="button" onClick={run(() => tabs.closeOthers(menu.path))}>
            {t('UI.TABS.CLOSE_OTHERS')}
          </Menu.Item>
          <Menu.Item role="menuitem" as="button" onClick={run(() => tabs.closeAll())}>
            {t('UI.TABS.CLOSE_ALL')}
          </Menu.Item>
        </Menu>
      )}
    </nav>
  );
});
