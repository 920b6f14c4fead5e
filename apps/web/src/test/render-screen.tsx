import type { RouteParams } from '@portal/domain';
import { flattenRoutes, SHELL_ROUTES } from '@portal/domain';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TOKENS } from '../di-tokens';
import { ScreenPlaceProvider } from '../routing/screen-context';
import type { UserStore } from '../stores/user-store';
import { tableHttpClient } from './fakes';
import { renderWithShell } from './render';

/** The /user-info answer of component tests: the demo merchant with two approved warehouses. */
export const TEST_USER = {
  userInfo: {
    username: 'demo',
    first_letter: 'D',
    name: 'Demo Trading Co.',
    customer_id: 1,
    amount: { amount: 100000, currency: 'CNY' },
    warehouse_id: 1,
    warehouse_name: 'Shenzhen',
    warehouse_cn_name: '深圳仓',
    login_type: 'main',
    permissions: [] as string[],
  },
  warehouse: [
    { value: 1, name: 'Shenzhen', cn_name: '深圳仓', status: 'approved' },
    { value: 2, name: 'Germany', cn_name: '德国仓', status: 'approved' },
  ],
};

/**
 * Renders a screen as the shell does: at `path` (a query allowed) of the named route with its
 * params, inside the real composition root over a table of HTTP answers. The user (and its
 * warehouses) is loaded first, as the layout would, unless `user` is null. Uploads answer from
 * the same table (they go through the one HttpClient).
 */
export async function renderScreen(
  element: ReactElement,
  options: {
    routeName: string;
    path: string;
    params?: RouteParams;
    answers: Parameters<typeof tableHttpClient>[0];
    language?: 'zh';
    user?: typeof TEST_USER | null;
    /** Runs on the container before anything renders (a stand-in bound in place of an adapter). */
    before?: Parameters<typeof renderWithShell>[1]['before'];
  },
) {
  const route = flattenRoutes(SHELL_ROUTES).find((r) => r.name === options.routeName);
  if (route === undefined) throw new Error(`no route ${options.routeName}`);
  const user = options.user === undefined ? TEST_USER : options.user;
  const { http, requests } = tableHttpClient(
    user === null
      ? options.answers
      : { '/merchant/api-account/user-info': () => user, ...options.answers },
  );
  const pathname = options.path.split('?')[0] ?? options.path;
  const shell = renderWithShell(
    <ScreenPlaceProvider place={{ path: pathname, route, params: options.params ?? {} }}>
      {element}
    </ScreenPlaceProvider>,
    {
      http,
      path: options.path,
      cookies: options.language === undefined ? {} : { language: options.language },
      before: options.before,
    },
  );
  if (user !== null)
    await act(async () => {
      await shell.container.get<UserStore>(TOKENS.UserStore).fetch();
    });
  return { ...shell, requests };
}
