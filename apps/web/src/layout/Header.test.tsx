import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di-tokens';
import type { ToastStore } from '../stores/toast-store';
import type { UserStore } from '../stores/user-store';
import { tableHttpClient } from '../test/fakes';
import { renderWithShell } from '../test/render';
import { TEST_USER } from '../test/render-screen';
import { Header } from './Header';

const info = { ...TEST_USER.userInfo, amount: { amount: 100000, currency: 'USD' as const } };
const warehouse = (value: number, name: string, cn_name: string, status = 'approved') => ({
  value,
  name,
  cn_name,
  status,
});

function renderHeader(warehouses: ReturnType<typeof warehouse>[], language?: 'zh') {
  const { http, requests } = tableHttpClient({
    '/merchant/api-account/user-info': () => ({ userInfo: info, warehouse: warehouses }),
    '/merchant/api-account/switch-warehouse': () => ({
      userInfo: { ...info, warehouse_id: 2 },
      warehouse: warehouses,
    }),
  });
  const shell = renderWithShell(<Header />, {
    http,
    cookies: language === undefined ? {} : { language },
  });
  return { ...shell, requests, user: shell.container.get<UserStore>(TOKENS.UserStore) };
}

describe('Header', () => {
  it('greets the user and shows the one warehouse as plain text', async () => {
    const { user } = renderHeader([warehouse(1, 'Shenzhen', '深圳仓')]);
    await act(() => user.fetch());
    expect(screen.getByText('Hello, administrator', { exact: false })).toBeTruthy();
    expect(screen.getByText('Demo Trading Co.')).toBeTruthy();
    expect(screen.getByLabelText('Current warehouse').textContent).toBe('Shenzhen');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("holds the warehouse's line while the user info is on its way (no shift on a phone)", async () => {
    const { user } = renderHeader([warehouse(1, 'Shenzhen', '深圳仓')]);
    let loading: Promise<boolean> = Promise.resolve(true);
    act(() => {
      loading = user.fetch();
    });
    const held = document.querySelector('.header-left > .warehouse');
    expect(held?.getAttribute('aria-hidden')).toBe('true');
    await act(() => loading);
    expect(screen.getByLabelText('Current warehouse').textContent).toBe('Shenzhen');
    expect(document.querySelectorAll('.header-left > .warehouse')).toHaveLength(1);
  });

  it('offers a selector only with more than one warehouse, and switches', async () => {
    const { user, requests } = renderHeader([
      warehouse(1, 'Shenzhen', '深圳仓'),
      warehouse(2, 'US', '美国仓'),
      warehouse(3, 'Germany', '德国仓', 'pending'),
    ]);
    await act(() => user.fetch());
    const select = screen.getByRole('combobox', { name: 'Current warehouse' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Shenzhen',
      'US',
    ]);
    await userEvent.setup().selectOptions(select, '2');
    expect(requests.at(-1)).toMatchObject({
      path: '/merchant/api-account/switch-warehouse',
      body: { warehouse_id: '2' },
    });
  });

  it('names the warehouse in Chinese when the language is zh', async () => {
    const { user } = renderHeader([warehouse(1, 'Shenzhen', '深圳仓')], 'zh');
    await act(() => user.fetch());
    expect(screen.getByLabelText('当前仓库').textContent).toBe('深圳仓');
  });

  it.each([
    [undefined, 'Customer ID', 'Main account', 'Quote it on bank transfers'],
    ['zh', '客户编号', '主账号', '银行转账时请注明此编号'],
  ] as const)(
    'the user menu shows the customer ID (%s)',
    async (language, label, accountType, hint) => {
      const { user } = renderHeader([warehouse(1, 'Shenzhen', '深圳仓')], language);
      await act(() => user.fetch());
      const button = screen.getByRole('button', { name: 'Demo Trading Co.' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      await userEvent.setup().click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const panel = screen.getByRole('region');
      const terms = [...panel.querySelectorAll('dt')].map((dt) => dt.textContent);
      expect(terms[0]).toBe(label);
      expect(panel.querySelector('dd')?.textContent).toBe('1');
      expect(panel.textContent).toContain(accountType);
      expect(panel.textContent).toContain(hint);
      await userEvent.setup().keyboard('{Escape}');
      expect(screen.queryByRole('region')).toBeNull();
      expect(document.activeElement).toBe(button);
    },
  );

  it('warns when the browser cannot go full screen', async () => {
    const { browser, container } = renderHeader([]);
    browser.state.fullScreenSupported = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Full screen' }));
    expect(container.get<ToastStore>(TOKENS.ToastStore).toasts).toMatchObject([
      { kind: 'warning', text: 'Your browser does not support full screen' },
    ]);
    expect(browser.calls.fullScreen).toBe(0);
    browser.state.fullScreenSupported = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Full screen' }));
    expect(browser.calls.fullScreen).toBe(1);
  });

  it('asks before logging out, then opens the provider logout page of the language', async () => {
    const { http, requests } = tableHttpClient({ '/api/login/loginout': () => null });
    const shell = renderWithShell(<Header />, { http, cookies: { token: 'T' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(shell.browser.calls.assigned).toEqual([]);
    await user.click(screen.getByRole('dialog').querySelector('.primary') as HTMLElement);
    await screen.findByRole('button', { name: 'Log out' });
    expect(requests.map((r) => r.path)).toEqual(['/api/login/loginout']);
    expect(shell.browser.calls.assigned).toEqual(['https://provider.example/en/logout']);
  });
});
