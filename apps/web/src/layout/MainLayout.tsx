import '../styles/app-styles';
import type { Navigator, Notifier, RouteRecord } from '@portal/domain';
import {
  LOGIN_PATH,
  resolveRoute,
  SHELL_MESSAGE,
  TOAST_DURATION_MS,
  DASHBOARD_PATH,
} from '@portal/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../di-tokens';
import { useInjection } from '../di-context';
import { useSignedInGateways } from '../signed-in-gateways';
import type { Translate } from '../i18n/i18n';
import type { AppStore } from '../stores/app-store';
import type { NewsStore } from '../stores/news-store';
import type { SessionStore } from '../stores/session-store';
import type { TabsStore } from '../stores/tabs-store';
import type { UserStore } from '../stores/user-store';
import { screenRoutes } from '../routing/route-paths';
import { Breadcrumb } from './Breadcrumb';
import { ErrorLogDialog } from './ErrorLogDialog';
import { Header } from './Header';
import { KeepAliveContent } from './KeepAliveContent';
import { NewsBar } from './NewsBar';
import { NewsPanel } from './NewsPanel';
import { PrintContainer } from './PrintContainer';
import { applyPageSizePreference } from '../screens/settings/apply-preferences';
import { Sidebar } from './Sidebar';
import { TabStrip } from './TabStrip';

/**
 * The main layout (header, news bar, visited tabs, content) around the second layout (sidebar,
 * content, hidden print container), as platform-shell.md section 2 describes.
 */
const MainLayout = observer(function MainLayout(props: { routes: readonly RouteRecord[] }) {
  useSignedInGateways();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const app = useInjection<AppStore>(TOKENS.AppStore);
  const tabs = useInjection<TabsStore>(TOKENS.TabsStore);
  const user = useInjection<UserStore>(TOKENS.UserStore);
  const news = useInjection<NewsStore>(TOKENS.NewsStore);
  const session = useInjection<SessionStore>(TOKENS.SessionStore);
  const navigator = useInjection<Navigator>(TOKENS.Navigator);
  const notifier = useInjection<Notifier>(TOKENS.Notifier);
  const translate = useInjection<Translate>(TOKENS.Translate);
  const api = useInjection(TOKENS.Api);
  const resolved = useMemo(() => resolveRoute(props.routes, pathname), [props.routes, pathname]);
  const dashboard = useMemo(
    () => screenRoutes(props.routes).find((route) => route.path === DASHBOARD_PATH),
    [props.routes],
  );

  useEffect(() => {
    if (resolved.kind !== 'matched') return;
    tabs.ensureDashboard(dashboard);
    tabs.visit(pathname, resolved.route);
    app.onRouteChange();
  }, [resolved, pathname, tabs, app, dashboard]);

  useEffect(() => {
    void user.fetch().then(async (ok) => {
      if (ok) return;
      // 'Verification failed, please login again' (platform-shell.md section 8)
      await session.logout(false);
      notifier.toast('error', translate(SHELL_MESSAGE.VERIFICATION_FAILED), TOAST_DURATION_MS);
      navigator.go(LOGIN_PATH);
    });
    void news.load();
    void applyPageSizePreference(api);
  }, [user, news, session, notifier, translate, navigator, api]);

  useEffect(() => {
    const onResize = () => app.onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [app]);

  const settingsOnly = pathname.startsWith('/setting/');
  return (
    <div
      className={`main-layout ${app.device} ${app.sidebarOpened ? 'sidebar-open' : 'sidebar-closed'}${
        app.withoutAnimation ? ' without-animation' : ''
      }`}
    >
      <a className="skip-link" href="#main-content">
        {t('UI.COMMON.SKIP_TO_CONTENT')}
      </a>
      <Header />
      <NewsBar />
      <TabStrip />
      <div className="second-layout">
        {app.device === 'mobile' && app.sidebarOpened && (
          <div
            className="drawer-backdrop"
            aria-hidden="true"
            onClick={() => app.onOutsideClick()}
          />
        )}
        <Sidebar routes={props.routes} settingsOnly={settingsOnly} />
        <main id="main-content" className="app-main" tabIndex={-1}>
          {resolved.kind === 'matched' && (
            <Breadcrumb matched={resolved.matched} params={resolved.params} />
          )}
          <KeepAliveContent routes={props.routes} activePath={pathname} />
        </main>
        <PrintContainer />
      </div>
      <NewsPanel />
      <ErrorLogDialog />
    </div>
  );
});

export default MainLayout;
