import './styles/first-paint.css';
import type { Navigator } from '@portal/domain';
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

const config = loadWebConfig();
const container = createContainer({ config, browser: new WindowBrowserEnvironment() });
// the language, page title and document language are applied when the app store starts
container.get<AppStore>(TOKENS.AppStore);
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
