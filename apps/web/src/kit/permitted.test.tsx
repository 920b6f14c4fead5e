import type { RouteParams, SessionStore as SessionStorePort } from '@portal/domain';
import { flattenRoutes, SHELL_ROUTES } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../di-context';
import { TOKENS } from '../di-tokens';
import { ScreenPlaceProvider } from '../routing/screen-context';
import { tableHttpClient } from '../test/fakes';
import { testContainer } from '../test/test-container';
import { Permitted, usePermitted } from './permitted';

type Grant = { tag: string; enabled: boolean };

/** Renders `element` for a session of `loginType` with `permissions`, on the named route's screen. */
function renderAs(
  loginType: 'main' | 'sub',
  permissions: Grant[],
  element: JSX.Element,
  routeName?: string,
) {
  const { container } = testContainer({ http: tableHttpClient({}).http });
  const storage = container.get<SessionStorePort>(TOKENS.SessionStorage);
  storage.set('loginType', loginType);
  storage.set('permissions', permissions);
  const route = flattenRoutes(SHELL_ROUTES).find((r) => r.name === routeName);
  const params: RouteParams = {};
  return render(
    <ContainerProvider container={container}>
      {route === undefined ? (
        element
      ) : (
        <ScreenPlaceProvider place={{ path: '/', route, params }}>{element}</ScreenPlaceProvider>
      )}
    </ContainerProvider>,
  );
}

/** Shows what usePermitted answers for each asked (action, area). */
function Answers(props: { asks: readonly (readonly [string, string?])[] }) {
  const permitted = usePermitted();
  return (
    <ul>
      {props.asks.map(([action, area]) => (
        <li
          key={`${action}-${area ?? ''}`}
        >{`${action}@${area ?? 'screen'}=${String(permitted(action, area))}`}</li>
      ))}
    </ul>
  );
}

const ORDER_VIEW_ADD: Grant[] = [
  { tag: 'order:view', enabled: true },
  { tag: 'order:add', enabled: true },
  { tag: 'order:delete', enabled: false },
];

describe('usePermitted', () => {
  it.each([
    ['view', 'order', true],
    ['add', 'order', true],
    ['create', 'order', true],
    ['edit', 'order', false],
    ['delete', 'order', false],
    ['cancel', 'order', false],
    ['view', 'product', false],
  ] as const)('a sub-account with order view/add: %s in %s is %s', (action, area, expected) => {
    renderAs('sub', ORDER_VIEW_ADD, <Answers asks={[[action, area]]} />);
    expect(screen.getByText(`${action}@${area}=${String(expected)}`)).toBeTruthy();
  });

  it('reads the area of the screen shown when none is named', () => {
    renderAs('sub', ORDER_VIEW_ADD, <Answers asks={[['add'], ['delete']]} />, 'order.list');
    expect(screen.getByText('add@screen=true')).toBeTruthy();
    expect(screen.getByText('delete@screen=false')).toBeTruthy();
  });

  it('lets everything through outside a screen with no area, and for the main account', () => {
    renderAs('sub', [], <Answers asks={[['delete']]} />);
    expect(screen.getByText('delete@screen=true')).toBeTruthy();
  });

  it('lets the main account do everything, whatever the list says', () => {
    renderAs(
      'main',
      [],
      <Answers
        asks={[
          ['delete', 'order'],
          ['add', 'product'],
        ]}
      />,
    );
    expect(screen.getByText('delete@order=true')).toBeTruthy();
    expect(screen.getByText('add@product=true')).toBeTruthy();
  });
});

describe('<Permitted>', () => {
  it.each([
    ['view', true],
    ['add', true],
    ['edit', false],
    ['delete', false],
  ] as const)('shows its children for %s in orders: %s', (action, shown) => {
    renderAs(
      'sub',
      ORDER_VIEW_ADD,
      <Permitted action={action} area="order">
        <button type="button">Go</button>
      </Permitted>,
    );
    expect(screen.queryByRole('button', { name: 'Go' }) !== null).toBe(shown);
  });

  it('follows the screen’s area: a product screen hides what orders allow', () => {
    renderAs(
      'sub',
      ORDER_VIEW_ADD,
      <Permitted action="view">
        <button type="button">Go</button>
      </Permitted>,
      'warehouse.product.list',
    );
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
  });
});
