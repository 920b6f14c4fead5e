import { HttpRequestFailure } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../di-tokens';
import type { RegistrationGateway } from '../../gateways/registration-gateway';
import { tableHttpClient } from '../../test/fakes';
import { testContainer } from '../../test/test-container';
import { RegisterFormModel, registerSuccessPath } from './register-form';

function formWith(register: () => unknown) {
  let captchas = 0;
  const { http, requests } = tableHttpClient({
    '/api/register/captcha': () => {
      captchas += 1;
      return { captcha_key: `k${captchas}`, image: 'data:image/svg+xml;base64,', expires_at: '' };
    },
    '/api/register/getRegion': () => [{ id: 1, name: 'South China', cn_name: '华南' }],
    '/api/register/getManager': () => [
      { id: 1, name: 'Alice', cn_name: '王', kind: 'account' },
      { id: 2, name: 'Carol', cn_name: '李', kind: 'regional' },
    ],
    '/api/register/getOverseasSales': () => [{ id: 5, name: 'Emma', cn_name: '艾玛' }],
    '/api/register/register': register,
  });
  const { container } = testContainer({ http });
  const form = new RegisterFormModel(
    container.get<RegistrationGateway>(TOKENS.RegistrationGateway),
  );
  return { form, requests };
}

const fill = (form: RegisterFormModel) => {
  form.setText('username', 'shop01');
  form.setText('name', 'Shop');
  form.setText('email', 'shop@example.com');
  form.setText('password', 'Secret1234');
  form.setText('passwordConfirmation', 'Secret1234');
  form.setText('captcha', ' 12 ');
  form.setAgreement(true);
};

describe('RegisterFormModel', () => {
  it('shows only the errors of fields the user typed in, all of them after a submit', async () => {
    const { form } = formWith(() => ({ customer_id: 1, username: 'x' }));
    form.setText('username', 'bad id');
    expect(Object.keys(form.visibleErrors)).toEqual(['username']);
    expect(form.visibleErrors['username']?.code).toBe('ACCOUNT.USER_ID_CHARACTERS');
    expect(await form.submit()).toBeUndefined();
    expect(Object.keys(form.visibleErrors).sort()).toEqual(
      ['agreement', 'captcha', 'email', 'name', 'password', 'username'].sort(),
    );
  });

  it('loads the captcha, regions and the three kinds of manager', async () => {
    const { form } = formWith(() => null);
    await form.load();
    expect(form.captchaKey).toBe('k1');
    expect(form.accountManagers.map((m) => m.name)).toEqual(['Alice']);
    expect(form.regionalManagers.map((m) => m.name)).toEqual(['Carol']);
    expect(form.salesManagers.map((m) => m.name)).toEqual(['Emma']);
  });

  it('registers with the captcha key and the chosen managers', async () => {
    const { form, requests } = formWith(() => ({ customer_id: 9, username: 'shop01' }));
    await form.load();
    fill(form);
    form.chooseManager('account', 1);
    form.chooseManager('sales', 5);
    expect(await form.submit()).toBe('shop01');
    expect(requests.at(-1)).toMatchObject({
      path: '/api/register/register',
      body: {
        username: 'shop01',
        captcha_key: 'k1',
        captcha: '12',
        agreement: '1',
        account_manager_id: '1',
        sales_manager_id: '5',
      },
    });
  });

  it('a refused registration brings a new captcha (the old one is spent)', async () => {
    const { form } = formWith(() => new HttpRequestFailure('body', 'Wrong answer'));
    await form.load();
    fill(form);
    expect(await form.submit()).toBeUndefined();
    expect(form.captchaKey).toBe('k2');
    expect(form.captcha).toBe('');
  });

  it.each([
    ['en', '/user/register/success-en'],
    ['zh', '/user/register/success-zh'],
  ] as const)('the success page in %s is %s', (language, path) => {
    expect(registerSuccessPath(language)).toBe(path);
  });
});
