import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import { tableHttpClient } from '../../test/fakes';
import { testContainer } from '../../test/test-container';
import type { SessionStore } from '../../stores/session-store';
import LoginScreen from './LoginScreen';

const LOGIN = { token: 'T9', customer_id: 3, username: 'demo', login_type: 'main', expires_at: '' };

function renderLogin(language?: 'zh', preferredLanguage?: 'zh', preferencesGate?: Promise<void>) {
  const table = tableHttpClient({
    '/api/login/login': () => LOGIN,
    '/api/login/loginson': () => ({ ...LOGIN, login_type: 'sub' }),
    ...(preferredLanguage === undefined
      ? {}
      : {
          '/merchant/api-setting/preference': () => ({
            saved: true,
            notices: {},
            other: { language: preferredLanguage, page_size: 50 },
          }),
        }),
  });
  const { requests } = table;
  // a gate holds the preferences answer back, as a slow server would
  const http: typeof table.http = {
    request: async (request) => {
      if (preferencesGate !== undefined && request.path === '/merchant/api-setting/preference')
        await preferencesGate;
      return table.http.request(request);
    },
  };
  const setup = testContainer({ http, cookies: language === undefined ? {} : { language } });
  const router = createMemoryRouter([{ path: '/login', element: <LoginScreen /> }], {
    initialEntries: ['/login'],
  });
  render(
    <ContainerProvider container={setup.container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { ...setup, requests };
}

describe('LoginScreen', () => {
  it('validates as the user types, in the current language', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), ' ');
    expect(await screen.findByText('Please enter a user ID')).toBeTruthy();
    expect(screen.queryByText('Please enter a password')).toBeNull();
  });

  it('shows the rules in Chinese when the language is zh', async () => {
    renderLogin('zh');
    await userEvent.setup().click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入密码')).toBeTruthy();
  });

  it('sends the trimmed user ID, stores the token, loads the provider frame, reloads after 2 s', async () => {
    const { requests, container, browser } = renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), '  demo  ');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTitle('Provider sign-in')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      path: '/api/login/login',
      body: { username: 'demo', password: 'Demo1234' },
    });
    expect(container.get<SessionStore>(TOKENS.SessionStore).token).toBe('T9');
    expect(screen.getByTitle('Provider sign-in').getAttribute('src')).toBe(
      '/provider/login.html?token=T9',
    );
    expect(browser.delays.at(-1)?.ms).toBe(2000);
    browser.runDelays();
    expect(browser.calls.assigned).toEqual(['/']);
  });

  it('a sub-account logs in with the customer ID', async () => {
    const { requests } = renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sub-account' }));
    await user.type(screen.getByLabelText('Customer ID of the main account'), '12');
    await user.type(screen.getByLabelText('User ID'), 'ops');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByTitle('Provider sign-in');
    expect(requests[0]).toMatchObject({
      path: '/api/login/loginson',
      body: { username: 'ops', password: 'secret12', customer_id: '12' },
    });
  });

  it('opens the portal in the language the merchant saved as its preference', async () => {
    const { cookies, browser } = renderLogin(undefined, 'zh');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByTitle('Provider sign-in');
    expect(cookies.store.get('language')).toBe('zh');
    browser.runDelays();
    expect(browser.calls.assigned).toEqual(['/']);
  });

  it('says "opening the portal" only once the saved preferences are applied (a slow read)', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { cookies, browser } = renderLogin(undefined, 'zh', gate);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // logged in, the preferences still on their way: a page opened now would miss them
    expect(screen.queryByText('Logged in, opening the portal…')).toBeNull();
    expect(screen.queryByTitle('Provider sign-in')).toBeNull();
    expect(browser.delays).toEqual([]);
    await act(async () => {
      release();
      await gate;
    });
    expect(await screen.findByText('Logged in, opening the portal…')).toBeTruthy();
    expect(cookies.store.get('language')).toBe('zh');
    expect(localStorage.getItem('preferredPageSize')).toBe('50');
  });

  it('keeps the current language when no preference was saved or it cannot be read', async () => {
    const { cookies } = renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByTitle('Provider sign-in');
    expect(cookies.store.get('language')).toBeUndefined();
  });
});
