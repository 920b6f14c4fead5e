import './styles/first-paint.css';
import type { Navigator } from '@portal/domain';
import { isPublicPath } from '@portal/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { WindowBrowserEnvironment } from './adapters/browser-environment';
import type { RouterNavigator } from './adapters/router-navigator';
import { loadWebConfig } from './config';
import { createContainer } from './container';
import { ContainerProvider } from './di-context';
import { TOKENS } from './di-tokens';
import { createAppRouter } from './routing/router';
import type { RouteGuard } from './services/route-guard';
import type { AppStore } from './stores/app-store';
import type { SessionStore } from './stores/session-store';

const config = loadWebConfig();
const container = createContainer({ config, browser: new WindowBrowserEnvironment() });
// the language, page title and document language are applied when the app store starts
container.get<AppStore>(TOKENS.AppStore);
// A signed-in visitor opening a screen: the layout's code and stylesheet download while the guard
// asks the server, rather than after it answered (a slow line's round trips, issue 19)
if (
  !isPublicPath(window.location.pathname) &&
  container.get<SessionStore>(TOKENS.SessionStore).token !== undefined
)
  // a failed download is the layout's own import's to report, when it renders
  import('./layout/MainLayout').catch(() => undefined);
const router = createAppRouter(config.features, container.get<RouteGuard>(TOKENS.RouteGuard));
(container.get<Navigator>(TOKENS.Navigator) as RouterNavigator).attach((path, options) =>
  router.navigate(path, options),
);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>
  </StrictMode>,
);
