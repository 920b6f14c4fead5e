import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouterNavigator } from '../adapters/router-navigator';
import { ContainerProvider } from '../di-context';
import { TOKENS } from '../di-tokens';
import type { tableHttpClient } from './fakes';
import { testContainer } from './test-container';

/** Renders an element at `path` inside the real composition root (over fakes) and a router. */
export function renderWithShell(
  element: ReactElement,
  options: {
    http: ReturnType<typeof tableHttpClient>['http'];
    path?: string;
    cookies?: Parameters<typeof testContainer>[0]['cookies'];
    width?: number;
    /** Runs on the container before anything renders (a stored session, say). */
    before?: (container: ReturnType<typeof testContainer>['container']) => void;
  },
) {
  const setup = testContainer(options);
  options.before?.(setup.container);
  const path = options.path ?? '/';
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  setup.container
    .get<RouterNavigator>(TOKENS.Navigator)
    .attach((to, navigateOptions) => router.navigate(to, navigateOptions));
  const view = render(
    <ContainerProvider container={setup.container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { ...setup, router, view };
}
