import type { SessionStore as SessionStorePort } from '@portal/domain';
import { filterRoutesByFeatures, DEFAULT_FEATURE_FLAGS, SHELL_ROUTES } from '@portal/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableHttpClient } from '../test/fakes';
import { renderWithShell } from '../test/render';
import { TOKENS } from '../di-tokens';
import type { AppStore } from '../stores/app-store';
import type { UserStore } from '../stores/user-store';
import { Sidebar } from './Sidebar';

const routes = filterRoutesByFeatures(SHELL_ROUTES, DEFAULT_FEATURE_FLAGS);

const renderSidebar = (settingsOnly: boolean, cookies = {}, path = '/dashboard') =>
  renderWithShell(<Sidebar routes={routes} settingsOnly={settingsOnly} />, {
    http: tableHttpClient({}).http,
    cookies,
    path,
  });

afterEach(() => vi.useRealTimers());

describe('Sidebar', () => {
  it('is built from the route table: flat links, groups, no hidden or message routes', () => {
    renderSidebar(false);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Storage' })).toBeTruthy();
    expect(within(menu).queryByText('Message centre')).toBeNull();
    expect(within(menu).queryByText('Page not found')).toBeNull();
  });

  it('keeps one group open at a time', async () => {
    renderSidebar(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Storage' }));
    expect(screen.getByRole('button', { name: 'Products' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Shipping' }));
    expect(screen.getByRole('button', { name: 'Storage' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Products' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Order list' })).toBeTruthy();
  });

  it('opens the group of the current page', () => {
    renderSidebar(false, {}, '/order/list');
    expect(screen.getByRole('button', { name: 'Shipping' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('the settings-style sidebar shows only the settings menu', () => {
    renderSidebar(true, {}, '/setting/user/account');
    expect(screen.queryByRole('button', { name: 'Storage' })).toBeNull();
    expect(screen.getByRole('button', { name: 'My account' })).toBeTruthy();
  });

  it('collapsed, a submenu shows 200 ms after the pointer enters', () => {
    vi.useFakeTimers();
    renderSidebar(false, { sidebarStatus: '0' });
    const storage = screen.getByRole('button', { name: 'Storage' }).closest('li') as HTMLElement;
    act(() => {
      storage.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.getByRole('button', { name: 'Storage' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Storage' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  const expandedOf = (name: string) =>
    screen.getByRole('button', { name }).getAttribute('aria-expanded');
  const groupOf = (name: string) =>
    screen.getByRole('button', { name }).closest('li') as HTMLElement;
  const hover = (name: string) => {
    fireEvent.mouseEnter(groupOf(name));
    act(() => {
      vi.advanceTimersByTime(200);
    });
  };

  it('collapsed on a page inside a group, no submenu shows until the pointer comes', () => {
    vi.useFakeTimers();
    renderSidebar(false, { sidebarStatus: '0' }, '/warehouse/product/list');
    expect(expandedOf('Storage')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Products' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Product list' })).toBeNull();
    hover('Storage');
    // the page's own group opens inside the popup, not as a second popup
    expect(screen.getByRole('link', { name: 'Product list' })).toBeTruthy();
    expect(document.querySelectorAll('.sidebar-popup')).toHaveLength(1);
    fireEvent.mouseLeave(groupOf('Storage'));
    expect(expandedOf('Storage')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Product list' })).toBeNull();
  });

  it('collapsing the sidebar leaves no submenu open over the page', () => {
    const { container } = renderSidebar(false, {}, '/warehouse/product/list');
    expect(screen.getByRole('link', { name: 'Product list' })).toBeTruthy();
    act(() => container.get<AppStore>(TOKENS.AppStore).toggleSidebar());
    expect(expandedOf('Storage')).toBe('false');
    expect(document.querySelectorAll('.sidebar-popup')).toHaveLength(0);
  });

  it('below 1024 px and back, no submenu is left open', () => {
    vi.useFakeTimers();
    const { container, browser } = renderSidebar(false, { sidebarStatus: '0' }, '/order/list');
    const app = container.get<AppStore>(TOKENS.AppStore);
    hover('Shipping');
    expect(expandedOf('Shipping')).toBe('true');
    browser.state.width = 900;
    act(() => app.onResize());
    browser.state.width = 1280;
    act(() => app.onResize());
    expect(expandedOf('Shipping')).toBe('false');
    expect(document.querySelectorAll('.sidebar-popup')).toHaveLength(0);
  });

  it('collapsed, one popup at a time: the next group takes over after its timeout', () => {
    vi.useFakeTimers();
    renderSidebar(false, { sidebarStatus: '0' });
    hover('Storage');
    fireEvent.mouseEnter(groupOf('Shipping'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(expandedOf('Shipping')).toBe('true');
    expect(expandedOf('Storage')).toBe('false');
    expect(document.querySelectorAll('.sidebar-popup')).toHaveLength(1);
  });

  it('collapsed, focus shows the popup, Escape and a click elsewhere close it', () => {
    vi.useFakeTimers();
    renderSidebar(false, { sidebarStatus: '0' });
    act(() => screen.getByRole('button', { name: 'Storage' }).focus());
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(expandedOf('Storage')).toBe('true');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Storage' }), { key: 'Escape' });
    expect(expandedOf('Storage')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Storage' }));
    expect(expandedOf('Storage')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(expandedOf('Storage')).toBe('false');
  });

  it('collapsed, every entry keeps its name in a label (its text is hidden then)', () => {
    renderSidebar(false, { sidebarStatus: '0' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const entries = [...within(menu).getAllByRole('button'), ...within(menu).getAllByRole('link')];
    expect(entries.length).toBeGreaterThan(3);
    for (const entry of entries) {
      expect(entry.getAttribute('aria-label')).toBe(entry.textContent);
    }
  });

  it('expanded, the visible text names each entry (no label to drift from it)', () => {
    renderSidebar(false);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    for (const entry of within(menu).getAllByRole('button')) {
      expect(entry.getAttribute('aria-label')).toBeNull();
    }
  });

  it('on mobile it is a drawer, hidden while closed', () => {
    const { view } = renderWithShell(<Sidebar routes={routes} settingsOnly={false} />, {
      http: tableHttpClient({}).http,
      cookies: { sidebarStatus: '0' },
      width: 800,
    });
    const drawer = view.container.querySelector('nav.app-sidebar') as HTMLElement;
    expect(drawer.classList.contains('drawer')).toBe(true);
    expect(drawer.hidden).toBe(true);
  });
});

describe('Sidebar for a sub-account (ADR 0035)', () => {
  const PRODUCT_VIEW_ORDER_VIEW_ADD = [
    { tag: 'product:view', enabled: true },
    { tag: 'product:delete', enabled: false },
    { tag: 'order:view', enabled: true },
    { tag: 'order:add', enabled: true },
    { tag: 'order:delete', enabled: false },
  ];

  /** The sidebar of a session whose stored login type and permissions are given. */
  function renderAs(
    loginType: 'main' | 'sub',
    permissions: typeof PRODUCT_VIEW_ORDER_VIEW_ADD,
    settingsOnly = false,
  ) {
    const http = tableHttpClient({}).http;
    return renderWithShell(<Sidebar routes={routes} settingsOnly={settingsOnly} />, {
      http,
      path: '/dashboard',
      before: (container) => {
        const storage = container.get<SessionStorePort>(TOKENS.SessionStorage);
        storage.set('loginType', loginType);
        storage.set('permissions', permissions);
      },
    });
  }

  it('shows only the areas its role may view, and in them only what it may do', async () => {
    renderAs('sub', PRODUCT_VIEW_ORDER_VIEW_ADD);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(menu).getByRole('button', { name: 'Storage' }));
    await user.click(within(menu).getByRole('button', { name: 'Products' }));
    expect(within(menu).getByRole('link', { name: 'Product list' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Create product' })).toBeNull();
    expect(within(menu).queryByText('Inbound notices (ASN)')).toBeNull();
    expect(within(menu).queryByText('Inventory')).toBeNull();
    await user.click(within(menu).getByRole('button', { name: 'Shipping' }));
    expect(within(menu).getByRole('link', { name: 'Create order' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Order list' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Deleted uploads' })).toBeNull();
  });

  it('hides the sub-account settings from a sub-account and shows them to the main account', () => {
    const sub = renderAs('sub', PRODUCT_VIEW_ORDER_VIEW_ADD, true);
    expect(screen.queryByText('Sub-accounts')).toBeNull();
    sub.view.unmount();
    renderAs('main', [], true);
    expect(screen.getByText('Sub-accounts')).toBeTruthy();
  });

  it('follows the permissions the user info brings after the sidebar is shown', async () => {
    const { TEST_USER } = await import('../test/render-screen');
    const info = {
      ...TEST_USER,
      userInfo: {
        ...TEST_USER.userInfo,
        login_type: 'sub',
        permissions: PRODUCT_VIEW_ORDER_VIEW_ADD,
      },
    };
    const http = tableHttpClient({ '/merchant/api-account/user-info': () => info }).http;
    const { container } = renderWithShell(<Sidebar routes={routes} settingsOnly={false} />, {
      http,
      path: '/dashboard',
      before: (c) => {
        // just logged in: the login answer stored the login type and an empty list
        c.get<SessionStorePort>(TOKENS.SessionStorage).set('loginType', 'sub');
        c.get<SessionStorePort>(TOKENS.SessionStorage).set('permissions', []);
      },
    });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('button', { name: 'Shipping' })).toBeNull();
    await act(async () => {
      await container.get<UserStore>(TOKENS.UserStore).fetch();
    });
    expect(within(menu).getByRole('button', { name: 'Shipping' })).toBeTruthy();
  });

  it('shows the main account every area, whatever the stored list says', () => {
    renderAs('main', []);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Account' })).toBeTruthy();
  });
});
