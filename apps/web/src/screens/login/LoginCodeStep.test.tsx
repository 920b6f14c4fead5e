import { HttpRequestFailure } from '@portal/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../di-context';
import { TOKENS } from '../../di-tokens';
import type { SessionStore } from '../../stores/session-store';
import { tableHttpClient } from '../../test/fakes';
import { testContainer } from '../../test/test-container';
import LoginScreen from './LoginScreen';

const LOGIN = {
  token: 'T2F',
  customer_id: 3,
  username: 'demo',
  login_type: 'main',
  expires_at: '',
};

/** The password step's answer for an account with two-factor sign-in (ADR 0054). */
const challenge = (text: string) =>
  new HttpRequestFailure('body', text, {
    body: {
      code: '401',
      ask: false,
      msg: text,
      alert: '',
      data: { two_factor: { challenge: 'ch_1', expires_at: '2026-11-27T15:00:00.000Z' } },
    },
  });

function renderLogin(language?: 'zh') {
  const { http, requests } = tableHttpClient({
    '/api/login/login': () => challenge('Enter the code from your authenticator app'),
    '/merchant/api-account/login-code': () => LOGIN,
    '/merchant/api-setting/preference': () => ({
      saved: false,
      notices: {},
      other: { language: language ?? 'en', page_size: 20 },
    }),
  });
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

describe('the login code step', () => {
  it('asks for the 6-digit code after the password, then logs in with it', async () => {
    const { requests, container } = renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('6-digit code');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'Enter the 6 digits of your authenticator app, or a recovery code XXXXX-XXXXX',
      ),
    ).toBeTruthy();
    expect(requests.some((r) => r.path === '/merchant/api-account/login-code')).toBe(false);
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTitle('Provider sign-in')).toBeTruthy();
    expect(requests.find((r) => r.path === '/merchant/api-account/login-code')?.body).toEqual({
      challenge: 'ch_1',
      code: '123456',
    });
    expect(container.get<SessionStore>(TOKENS.SessionStore).token).toBe('T2F');
  });

  it('takes a recovery code instead', async () => {
    const { requests } = renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/merchant/api-account/login-code')?.body).toEqual({
        challenge: 'ch_1',
        code: 'ABCDE-FGHJK',
      }),
    );
  });

  it('goes back to the password step', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Back to the password' }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('asks for the code in Chinese', async () => {
    renderLogin('zh');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), 'demo');
    await user.type(screen.getByLabelText('密码'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByLabelText('6位验证码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '验证' })).toBeTruthy();
  });
});
