import type { Navigator } from '@portal/domain';
import {
  decideFullScreenToggle,
  isHamburgerVisible,
  providerLogoutUrl,
  TOAST_DURATION_MS,
} from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Confirm, Icon, Label } from 'semantic-ui-react';
import type { BrowserEnvironment } from '../adapters/browser-environment';
import type { WebConfig } from '../config';
import { LanguageToggle } from '../components/LanguageToggle';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import type { Translate } from '../i18n/i18n';
import { moneyText } from '../format/money';
import type { AppStore } from '../stores/app-store';
import type { ErrorLogStore } from '../stores/error-log-store';
import type { NewsStore } from '../stores/news-store';
import type { SessionStore } from '../stores/session-store';
import type { ToastStore } from '../stores/toast-store';
import type { UserStore } from '../stores/user-store';
import { UserMenu } from './UserMenu';

/** The header bar of platform-shell.md sections 1 and 2. */
export const Header = observer(function Header() {
  const { t } = useTranslation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const errorLog = useInjection<ErrorLogStore>(TOKENS.ErrorLogStore);
  const news = useInjection<NewsStore>(TOKENS.NewsStore);
  const config = useInjection<WebConfig>(TOKENS.Config);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const toasts = useInjection<ToastStore>(TOKENS.ToastStore);
  const browser = useInjection<BrowserEnvironment>(TOKENS.BrowserEnvironment);
  const translate = useInjection<Translate>(TOKENS.Translate);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const warehouse = user.warehouseDisplay(app.language);
  const badge = errorLog.badge;

  const toggleFullScreen = () => {
    const decision = decideFullScreenToggle(browser.fullScreenSupported());
    if (decision.kind === 'toggle') browser.toggleFullScreen();
    else toasts.show('warning', translate(decision.message), TOAST_DURATION_MS);
  };

  const logout = async () => {
    setConfirmLogout(false);
    const language = app.language;
    await session.logout(false);
    navigator.openExternal(providerLogoutUrl(config.providerLogout, language));
  };

  return (
    <header className="app-header">
      <div className="header-left">
        <Button
          icon
          basic
          className="sidebar-toggle"
          aria-label={t(
            isHamburgerVisible(app.device) ? 'UI.HEADER.OPEN_MENU' : 'UI.HEADER.TOGGLE_SIDEBAR',
          )}
          aria-expanded={app.sidebarOpened}
          onClick={(event) => {
            event.stopPropagation();
            app.toggleSidebar();
          }}
        >
          <Icon name="bars" />
        </Button>
        <Link to="/" className="brand">
          {t('UI.HEADER.BRAND')}
        </Link>
        <span className="greeting">
          <span className="greeting-text">{t('UI.HEADER.GREETING')},</span> <UserMenu />
        </span>
        {warehouse.kind === 'none' && user.loading && (
          // the warehouse's line held while the user info (with the warehouses) is on its way, so
          // the header (two rows on a phone) does not grow under the page when it arrives
          <span className="warehouse" aria-hidden="true">
            &nbsp;
          </span>
        )}
        {warehouse.kind === 'text' && (
          <span className="warehouse" aria-label={t('UI.HEADER.CURRENT_WAREHOUSE')}>
            <Icon name="warehouse" />
            {warehouse.label}
          </span>
        )}
        {warehouse.kind === 'selector' && (
          <select
            className="ui compact dropdown warehouse-select"
            aria-label={t('UI.HEADER.CURRENT_WAREHOUSE')}
            value={String(user.info?.warehouse_id ?? '')}
            onChange={(event) => void user.switchWarehouse(Number(event.target.value))}
          >
            {warehouse.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </div>
      <nav className="header-right" aria-label={t('UI.HEADER.TOOLS')}>
        <span className="balance">
          {t('UI.HEADER.BALANCE')}:{' '}
          <strong>
            {user.info === undefined ? '—' : moneyText(user.info.amount, app.language)}
          </strong>{' '}
          <Link to="/account/warehouse/recharge">{t('UI.HEADER.BALANCE_DETAILS')}</Link>
        </span>
        <Button primary size="small" onClick={() => navigator.go('/account/warehouse/recharge')}>
          {t('UI.HEADER.RECHARGE')}
        </Button>
        <Link to="/" className="home-link">
          <Icon name="home" />
          <span className="header-label">{t('UI.HEADER.HOME')}</span>
        </Link>
        <LanguageToggle />
        <Button
          icon
          basic
          size="small"
          aria-label={
            news.unreadCount > 0
              ? t('UI.HEADER.NEWS_UNREAD', { count: news.unreadCount })
              : t('UI.HEADER.NEWS')
          }
          onClick={() => news.setPanelOpen(true)}
        >
          <Icon name="bell" />
          {news.unreadCount > 0 && (
            <Label circular color="red" size="mini" floating>
              {news.unreadCount}
            </Label>
          )}
        </Button>
        <Button
          icon
          basic
          size="small"
          aria-label={t('UI.HEADER.FULL_SCREEN')}
          onClick={toggleFullScreen}
        >
          <Icon name="expand" />
        </Button>
        {badge.visible && (
          <Button
            icon
            basic
            color="red"
            size="small"
            aria-label={t('UI.HEADER.ERROR_LOG', { count: badge.count })}
            onClick={() => errorLog.openDialog()}
          >
            <Icon name="bug" />
            <Label circular color="red" size="mini">
              {badge.count}
            </Label>
          </Button>
        )}
        <Button basic size="small" onClick={() => setConfirmLogout(true)}>
          <Icon name="sign out" />
          <span className="header-label">{t('UI.HEADER.LOGOUT')}</span>
        </Button>
      </nav>
      <Confirm
        open={confirmLogout}
        role="dialog"
        aria-modal="true"
        aria-label={t('UI.HEADER.LOGOUT')}
        header={t('UI.HEADER.LOGOUT')}
        content={t('UI.HEADER.LOGOUT_CONFIRM')}
        cancelButton={t('UI.COMMON.CANCEL')}
        confirmButton={t('UI.HEADER.LOGOUT')}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => void logout()}
      />
    </header>
  );
});
