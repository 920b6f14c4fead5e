import type { AccountData, TwoFactorStatus } from '@portal/contract';
import { HttpRequestFailure } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { loadDeveloperTexts } from '../developer/screens';
import AccountScreen from './AccountScreen';
import { loadSettingsTexts } from './screens';

beforeAll(() => Promise.all([loadSettingsTexts(), loadDeveloperTexts()]));

const ACCOUNT: AccountData = {
  user_id: 'demo',
  name: 'Demo Trading Co.',
  email: 'demo@example.com',
  registered_at: '2026-01-01T00:00:00.000Z',
  customer_id: 1,
  login_type: 'main',
  identity_type: null,
  credentials: null,
};

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Portal:demo?secret=${SECRET}&issuer=Portal`;
const CODES = ['ABCDE-FGHJK', 'MNPQR-STUVW'];

const OFF: TwoFactorStatus = {
  enabled: false,
  pending: false,
  recovery_codes_left: 0,
  enabled_at: null,
};

const refusal = (text: string) =>
  new HttpRequestFailure('body', text, {
    body: { code: '422', ask: false, msg: text, alert: '', data: {} },
  });

function renderAccount(
  options: { language?: 'zh'; status?: TwoFactorStatus; sub?: boolean; statusFails?: boolean } = {},
) {
  let status = options.status ?? OFF;
  const zh = options.language === 'zh';
  return renderScreen(<AccountScreen />, {
    routeName: 'setting.user.account',
    path: '/setting/user/account',
    ...(options.language === undefined ? {} : { language: options.language }),
    answers: {
      '/merchant/api-setting/account': () => ({
        ...ACCOUNT,
        login_type: options.sub === true ? 'sub' : 'main',
      }),
      '/merchant/api-security/two-factor': () =>
        options.statusFails === true ? new Error('down') : status,
      '/merchant/api-security/two-factor-setup': (request) =>
        (request.body as Record<string, string>)['password'] === 'Demo1234'
          ? { secret: SECRET, otpauth_uri: URI }
          : refusal(zh ? '密码错误，请重试。' : 'Wrong password. Please try again.'),
      '/merchant/api-security/two-factor-confirm': (request) => {
        if ((request.body as Record<string, string>)['code'] !== '123456')
          return refusal('The code is not right. Please try again.');
        status = { ...status, enabled: true, recovery_codes_left: CODES.length };
        return { recovery_codes: CODES };
      },
      '/merchant/api-security/two-factor-disable': () => {
        status = OFF;
        return null;
      },
    },
  });
}

describe('two-factor sign-in in the user centre', () => {
  it('turns it on: password, QR code and key, a first code, the recovery codes once', async () => {
    const { requests } = await renderAccount();
    const user = userEvent.setup();
    expect(await screen.findByText(/Two-factor sign-in is off/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await user.type(screen.getByLabelText('Account password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText(/Wrong password. Please try again./)).toBeTruthy();

    await user.clear(screen.getByLabelText('Account password'));
    await user.type(screen.getByLabelText('Account password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for the authenticator app' });
    expect(Number(qr.getAttribute('data-qr-size'))).toBeGreaterThanOrEqual(21);
    expect(screen.getByLabelText('Key for typing by hand').textContent?.replace(/ /g, '')).toBe(
      SECRET,
    );

    await user.type(screen.getByLabelText('6-digit code from the app'), '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(
      await screen.findByText('Enter the 6 digits of your authenticator app or a recovery code'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('6-digit code from the app'));
    await user.type(screen.getByLabelText('6-digit code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const once = await screen.findByRole('region', {
      name: 'Keep your recovery codes: they are shown only this once',
    });
    expect(within(once).getByLabelText('Recovery codes').textContent).toBe(CODES.join('\n'));
    expect(within(once).getByRole('button', { name: 'Download the codes' })).toBeTruthy();
    expect(within(once).getByRole('button', { name: 'Copy the codes' })).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('two-factor-confirm'))?.body).toEqual({
      code: '123456',
    });
    expect(await screen.findByText(/Two-factor sign-in is on/)).toBeTruthy();
    await user.click(within(once).getByRole('button', { name: 'I have kept them' }));
    expect(screen.queryByText(CODES[0] ?? '')).toBeNull();
  });

  it('turns it off with the password and a code', async () => {
    const { requests } = await renderAccount({
      status: { enabled: true, pending: false, recovery_codes_left: 8, enabled_at: null },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Recovery codes left: 8/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await user.type(screen.getByLabelText('Account password'), 'Demo1234');
    await user.type(screen.getByLabelText('Code from the app, or a recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/Two-factor sign-in is off/)).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.path.endsWith('two-factor-disable'))?.body).toEqual({
        password: 'Demo1234',
        code: 'abcde-fghjk',
      }),
    );
  });

  it('says when its state cannot be read', async () => {
    await renderAccount({ statusFails: true });
    expect(await screen.findByText('The two-factor state could not be read')).toBeTruthy();
  });

  it('is not offered to a sub-account', async () => {
    await renderAccount({ sub: true });
    expect(await screen.findByText('demo@example.com')).toBeTruthy();
    expect(screen.queryByText('Two-factor sign-in')).toBeNull();
  });

  it('speaks Chinese: the wrong password, the QR code', async () => {
    await renderAccount({ language: 'zh' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '开启两步验证登录' }));
    await user.type(screen.getByLabelText('账户密码'), 'nope');
    await user.click(screen.getByRole('button', { name: '开启两步验证登录' }));
    expect(await screen.findByText(/密码错误，请重试。/)).toBeTruthy();
    await user.clear(screen.getByLabelText('账户密码'));
    await user.type(screen.getByLabelText('账户密码'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: '开启两步验证登录' }));
    expect(await screen.findByRole('img', { name: '验证器应用的二维码' })).toBeTruthy();
  });
});
