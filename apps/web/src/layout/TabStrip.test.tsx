import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di-tokens';
import type { TabsStore } from '../stores/tabs-store';
import { tableHttpClient } from '../test/fakes';
import { renderWithShell } from '../test/render';
import { TabStrip } from './TabStrip';

function renderStrip() {
  const shell = renderWithShell(<TabStrip />, { http: tableHttpClient({}).http, path: '/b' });
  const tabs = shell.container.get<TabsStore>(TOKENS.TabsStore);
  act(() => {
    tabs.ensureDashboard({
      name: 'dashboard',
      path: '/dashboard',
      meta: { title: 'ROUTE.DASHBOARD' },
    });
    tabs.visit('/order/list', {
      name: 'order.list',
      path: '/order/list',
      meta: { title: 'ROUTE.ORDER_LIST' },
    });
    tabs.visit('/help', { name: 'help', path: '/help', meta: { title: 'ROUTE.HELP' } });
  });
  return { ...shell, tabs };
}

const tabLinks = () =>
  within(screen.getByRole('navigation', { name: 'Visited pages' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('TabStrip', () => {
  it('lists the tabs with their translated titles; the dashboard has no close button', () => {
    renderStrip();
    expect(tabLinks()).toEqual(['Dashboard', 'Order list', 'Help']);
    expect(screen.queryByRole('button', { name: 'Close Dashboard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close Help' })).toBeTruthy();
  });

  it('closing the active tab navigates to the last remaining one', async () => {
    const { router } = renderStrip();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close Help' }));
    expect(tabLinks()).toEqual(['Dashboard', 'Order list']);
    expect(router.state.location.pathname).toBe('/order/list');
  });

  it('the context menu closes others and all, also from the keyboard', async () => {
    renderStrip();
    fireEvent.contextMenu(screen.getByRole('link', { name: 'Order list' }));
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Close others' }));
    expect(tabLinks()).toEqual(['Dashboard', 'Order list']);
    screen.getByRole('link', { name: 'Order list' }).focus();
    await userEvent.setup().keyboard('{Shift>}{F10}{/Shift}');
    await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Close all' }));
    expect(tabLinks()).toEqual(['Dashboard']);
  });

  it('the dashboard entry of the menu cannot close', () => {
    renderStrip();
    fireEvent.contextMenu(screen.getByRole('link', { name: 'Dashboard' }));
    expect(
      screen.getByRole('menuitem', { name: 'Close' }).hasAttribute('disabled') ||
        screen.getByRole('menuitem', { name: 'Close' }).className.includes('disabled'),
    ).toBe(true);
  });
});
