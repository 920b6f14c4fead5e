import type { CookieName } from '@portal/domain';
import { flattenRoutes, SHELL_ROUTES } from '@portal/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RouterNavigator } from '../../adapters/router-navigator';
import { ContainerProvider } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { MultipartUploader } from '../../gateways/multipart-uploader';
import { ScreenPlaceProvider } from '../../routing/screen-context';
import type { tableHttpClient } from '../../test/fakes';
import { testContainer } from '../../test/test-container';

/**
 * Renders a product screen as the shell does: the real composition root over a table of HTTP
 * answers, at a path of its route with its params, and (for pictures and spreadsheets) a
 * multipart uploader the test provides.
 */
export function renderProductScreen(
  element: ReactElement,
  options: {
    http: ReturnType<typeof tableHttpClient>['http'];
    routeName: string;
    path: string;
    params?: Readonly<Record<string, string>>;
    uploader?: MultipartUploader;
    cookies?: Partial<Record<CookieName, string>>;
  },
) {
  const setup = testContainer({ http: options.http, cookies: options.cookies ?? {} });
  if (options.uploader !== undefined)
    setup.container.rebind(TOKENS.MultipartUploader).toConstantValue(options.uploader);
  const route = flattenRoutes(SHELL_ROUTES).find((r) => r.name === options.routeName);
  if (route === undefined) throw new Error(`no route ${options.routeName}`);
  const pathname = options.path.split('?')[0] ?? options.path;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ScreenPlaceProvider place={{ path: pathname, route, params: options.params ?? {} }}>
            {element}
          </ScreenPlaceProvider>
        ),
      },
    ],
    { initialEntries: [options.path] },
  );
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
