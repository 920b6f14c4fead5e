import type { FeatureFlags, RouteRecord } from '@portal/domain';
import {
  DEFAULT_ROUTE,
  filterRoutesByFeatures,
  isPublicPath,
  NOT_FOUND_PATH,
  SHELL_ROUTES,
} from '@portal/domain';
import type { RouteObject } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, redirect, useLocation, useParams } from 'react-router-dom';
import { ScreenHost } from '../components/ScreenHost';
import { PageLoader } from '../components/PageLoader';
import { Toasts } from '../components/Toasts';
import { RootShell } from '../layout/RootShell';
import type { GuardOutcome } from '../services/route-guard';
import { screenRoutes, toRouterPath } from './route-paths';

/** Data a route carries for the layouts: its record of the domain's route table. */
export interface RouteHandle {
  readonly route: RouteRecord;
}

// The first page load waits for the guard; its messages (a failed session id) show meanwhile.
function StartingPage() {
  return (
    <>
      <PageLoader />
      <Toasts />
    </>
  );
}

// The layouts load with the first signed-in page, so the public pages stay small.
const MainLayout = lazy(() => import('../layout/MainLayout'));
const ActivationLayout = lazy(() => import('../layout/ActivationLayout'));

// Routes that only redirect never render; the router still wants something to show.
const EmptyPage = () => null;

/** A public or activation screen, rendered where it matched. */
function MatchedScreen(props: { route: RouteRecord }) {
  const location = useLocation();
  const params = useParams();
  const known = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return <ScreenHost place={{ path: location.pathname, route: props.route, params: known }} />;
}

const screenRoute = (route: RouteRecord, withElement: boolean): RouteObject => ({
  path: toRouterPath(route.path),
  handle: { route } satisfies RouteHandle,
  element: withElement ? <MatchedScreen route={route} /> : null,
});

/** Every route of the table, the guard as the root loader (it runs on every navigation). */
export function buildRouteObjects(
  flags: FeatureFlags,
  guard: { run(path: string): Promise<GuardOutcome> },
): RouteObject[] {
  const routes = filterRoutesByFeatures(SHELL_ROUTES, flags);
  const screens = screenRoutes(routes);
  const publicScreens = screens.filter((route) => isPublicPath(route.path));
  const activationScreens = screens.filter((route) => route.feature === 'activation');
  const mainScreens = screens.filter(
    (route) => !isPublicPath(route.path) && route.feature !== 'activation',
  );
  return [
    {
      id: 'root',
      path: '/',
      element: <RootShell />,
      HydrateFallback: StartingPage,
      loader: async ({ request }) => {
        const outcome = await guard.run(new URL(request.url).pathname);
        if (outcome.kind === 'redirect') return redirect(outcome.to);
        // the page reloads in a moment: render nothing of the route meanwhile
        if (outcome.kind === 'halt') return new Promise<never>(() => undefined);
        return null;
      },
      shouldRevalidate: () => true,
      children: [
        { index: true, loader: () => redirect(DEFAULT_ROUTE), Component: EmptyPage },
        ...publicScreens.map((route) => screenRoute(route, true)),
        {
          element: (
            <Suspense fallback={<PageLoader />}>
              <ActivationLayout />
            </Suspense>
          ),
          children: activationScreens.map((route) => screenRoute(route, true)),
        },
        {
          element: (
            <Suspense fallback={<PageLoader />}>
              <MainLayout routes={routes} />
            </Suspense>
          ),
          children: mainScreens.map((route) => screenRoute(route, false)),
        },
        { path: '*', loader: () => redirect(NOT_FOUND_PATH), Component: EmptyPage },
      ],
    },
  ];
}

export const createAppRouter = (
  flags: FeatureFlags,
  guard: { run(path: string): Promise<GuardOutcome> },
) => createBrowserRouter(buildRouteObjects(flags, guard));
