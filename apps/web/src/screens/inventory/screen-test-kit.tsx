import type { RouteParams } from '@portal/domain';
import { flattenRoutes, SHELL_ROUTES } from '@portal/domain';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TOKENS } from '../../di-tokens';
import { ScreenPlaceProvider } from '../../routing/screen-context';
import type { UserStore } from '../../stores/user-store';
import { tableHttpClient } from '../../test/fakes';
import { renderWithShell } from '../../test/render';

/** The demo user with two approved warehouses, as /user-info answers in component tests. */
export const TEST_USER = {
  userInfo: {
    username: 'demo',
    first_letter: 'D',
    name: 'Demo Trading Co.',
    customer_id: 1,
    amount: '1000.00',
    amount_minor: 100000,
    currency: 'CNY',
    warehouse_id: 1,
    warehouse_name: 'Shenzhen',
    warehouse_cn_name: '深圳仓',
    login_type: 'main',
    permissions: [],
  },
  warehouse: [
    { value: 1, name: 'Shenzhen', cn_name: '深圳仓', status: 'approved' },
    { value: 2, name: 'Germany', cn_name: '德国仓', status: 'approved' },
  ],
};

/**
 * Renders a storage screen at a route of the table, with its params, inside the real composition
 * root over an HTTP table; the user (and warehouses) are loaded first.
 */
export async function renderScreen(
  element: ReactElement,
  options: {
    routeName: string;
    path: string;
    params?: RouteParams;
    answers: Parameters<typeof tableHttpClient>[0];
    language?: 'zh';
  },
) {
  const route = flattenRoutes(SHELL_ROUTES).find((r) => r.name === options.routeName);
  if (route === undefined) throw new Error(`no route ${options.routeName}`);
  const { http, requests } = tableHttpClient({
    '/merchant/api-account/user-info': () => TEST_USER,
    ...options.answers,
  });
  const shell = renderWithShell(
    <ScreenPlaceProvider place={{ path: options.path, route, params: options.params ?? {} }}>
      {element}
    </ScreenPlaceProvider>,
    {
      http,
      path: options.path,
      cookies: options.language === undefined ? {} : { language: options.language },
    },
  );
  await act(() => shell.container.get<UserStore>(TOKENS.UserStore).fetch());
  return { ...shell, requests };
}
