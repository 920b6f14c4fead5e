import type { ApiCallRow, CertificateRow, DeliveryRow, WebhookRow } from '@portal/contract';
import { HttpRequestFailure } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '../../test/fakes';
import { renderScreen } from '../../test/render-screen';
import ApiManageScreen from './ApiManageScreen';
import { loadDeveloperTexts } from './screens';

// the screen's texts come with its lazy chunk, which a test that renders the screen skips
beforeAll(() => loadDeveloperTexts());

const CERTIFICATE: CertificateRow = {
  id: 4,
  user_id: 'demo',
  token: 'tok_4f2a',
  key_hint: 'x9Qz',
  scopes: 'orders:write,inventory:read',
  state: 'active',
  applied_at: '2026-11-01T08:00:00.000Z',
  renewed_at: null,
  expires_at: '2027-11-01T08:00:00.000Z',
  last_used_at: null,
  created_by: 'demo',
};

const KEY = 'sk_live_9b1c0e77d4a3f2x9Qz';

const WEBHOOK: WebhookRow = {
  id: 2,
  url: 'https://erp.example.com/hooks/portal',
  events: ['order.status_changed', 'balance.low'],
  status: 'active',
  secret_hint: 'ab12',
  failing_since: null,
  disabled_at: null,
  created_at: '2026-11-02T09:00:00.000Z',
};

const CALL: ApiCallRow = {
  id: 11,
  at: '2026-11-03T10:00:00.000Z',
  certificate_id: 4,
  token: 'tok_4f2a',
  method: 'GET',
  endpoint: '/open-api/v1/orders/list',
  http_status: 429,
  code: '429',
  outcome: 'rate_limit',
};

const DELIVERY: DeliveryRow = {
  id: 31,
  webhook_id: 2,
  url: WEBHOOK.url,
  event: 'order.status_changed',
  event_id: 'evt_1',
  status: 'pending',
  attempts: 2,
  next_attempt_at: '2026-11-03T10:04:00.000Z',
  created_at: '2026-11-03T10:00:00.000Z',
  payload: '{}',
  log: [
    { at: '2026-11-03T10:00:01.000Z', http_status: 500, error: 'HTTP 500', duration_ms: 12 },
    { at: '2026-11-03T10:01:01.000Z', http_status: null, error: 'ECONNREFUSED', duration_ms: 3 },
  ],
};

/** The server's refusal of a wrong password, as the envelope says it in `language`. */
const wrongPassword = (text: string) =>
  new HttpRequestFailure('body', text, {
    body: {
      code: '422',
      ask: false,
      msg: text,
      alert: '',
      data: { issues: [{ field: 'password', code: 'SERVER.WRONG_PASSWORD' }] },
    },
  });

function renderApiManage(
  options: {
    language?: 'zh';
    certificates?: CertificateRow[];
    webhooks?: WebhookRow[];
    calls?: ApiCallRow[];
    certificatesFail?: boolean;
    renewFails?: boolean;
  } = {},
) {
  let certificates = options.certificates ?? [];
  let webhooks = options.webhooks ?? [];
  const wrong =
    options.language === 'zh' ? '密码错误，请重试。' : 'Wrong password. Please try again.';
  return renderScreen(<ApiManageScreen />, {
    routeName: 'setting.developer.apiManage',
    path: '/setting/developer/apiManage',
    ...(options.language === undefined ? {} : { language: options.language }),
    answers: {
      '/merchant/api-developer/certificates': () =>
        options.certificatesFail === true ? new Error('down') : { list: certificates },
      '/merchant/api-developer/certificate-create': (request) => {
        const body = request.body as Record<string, string>;
        if (body['password'] !== 'Demo1234') return wrongPassword(wrong);
        const certificate = { ...CERTIFICATE, scopes: body['scopes'] ?? '' };
        certificates = [certificate];
        return { certificate, key: KEY };
      },
      '/merchant/api-developer/certificate-renew': () =>
        options.renewFails === true
          ? new HttpRequestFailure('body', 'The API certificate does not exist')
          : { ...CERTIFICATE, expires_at: '2027-12-01T08:00:00.000Z' },
      '/merchant/api-developer/certificate-delete': () => {
        certificates = [];
        return null;
      },
      '/merchant/api-developer/calls': () => onePage(options.calls ?? []),
      '/merchant/api-developer/webhooks': () => ({ list: webhooks }),
      '/merchant/api-developer/webhook-create': (request) => {
        const body = request.body as Record<string, string>;
        const webhook: WebhookRow = {
          ...WEBHOOK,
          url: body['url'] ?? '',
          events: (body['events'] ?? '').split(',') as WebhookRow['events'],
        };
        webhooks = [webhook];
        return { webhook, secret: 'whsec_5e6f7a8b9c' };
      },
      '/merchant/api-developer/webhook-delete': () => {
        webhooks = [];
        return null;
      },
      '/merchant/api-developer/webhook-deliveries': () => onePage([DELIVERY]),
    },
  });
}

const bodyOf = (
  requests: Awaited<ReturnType<typeof renderApiManage>>['requests'],
  path: string,
): unknown => requests.filter((r) => r.path === path).at(-1)?.body;

describe('ApiManageScreen: certificates', () => {
  it('says there is no certificate yet', async () => {
    await renderApiManage();
    expect(await screen.findByText('No API certificate yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'API certificates', selected: true })).toBeTruthy();
  });

  it('refuses to send without a scope or a password', async () => {
    const { requests } = await renderApiManage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request certificate' }));
    expect(await screen.findByText('Please choose at least one scope')).toBeTruthy();
    expect(bodyOf(requests, '/merchant/api-developer/certificate-create')).toBeUndefined();
  });

  it('says a wrong password, then issues the certificate with the right one and shows its key once', async () => {
    const { requests } = await renderApiManage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Orders'), 'Read and write');
    await user.selectOptions(screen.getByLabelText('Inventory'), 'Read only');
    await user.type(screen.getByLabelText('Account password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Request certificate' }));
    expect(await screen.findByText('Wrong password. Please try again.')).toBeTruthy();
    expect(screen.queryByText(KEY)).toBeNull();

    await user.clear(screen.getByLabelText('Account password'));
    await user.type(screen.getByLabelText('Account password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Request certificate' }));
    const once = await screen.findByRole('region', {
      name: 'Copy the key now: it is shown only this once',
    });
    expect(within(once).getByLabelText('Key of certificate tok_4f2a').textContent).toBe(KEY);
    expect(within(once).getByRole('button', { name: 'Copy the key' })).toBeTruthy();
    expect(bodyOf(requests, '/merchant/api-developer/certificate-create')).toEqual({
      scopes: 'orders:write,inventory:read',
      password: 'Demo1234',
    });
    const table = await screen.findByRole('table', { name: 'Your API certificates' });
    const row = within(table).getByRole('row', { name: /tok_4f2a/ });
    expect(within(row).getByText('Orders: Read and write · Inventory: Read only')).toBeTruthy();
    expect(within(row).queryByText(KEY)).toBeNull();
    // the password typed is not kept once the certificate is issued
    expect((screen.getByLabelText('Account password') as HTMLInputElement).value).toBe('');

    await user.click(within(once).getByRole('button', { name: 'I have kept it' }));
    expect(screen.queryByText(KEY)).toBeNull();
  });

  it('renews after asking', async () => {
    const { requests } = await renderApiManage({ certificates: [CERTIFICATE] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renew certificate tok_4f2a' }));
    const ask = await screen.findByRole('dialog', { name: 'Renew the certificate?' });
    expect(within(ask).getByText(/another year from its expiry date/)).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Renew' }));
    await waitFor(() =>
      expect(bodyOf(requests, '/merchant/api-developer/certificate-renew')).toEqual({ id: '4' }),
    );
  });

  it('deletes only once confirmed', async () => {
    const { requests } = await renderApiManage({ certificates: [CERTIFICATE] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete certificate tok_4f2a' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete the certificate?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(bodyOf(requests, '/merchant/api-developer/certificate-delete')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Delete certificate tok_4f2a' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the certificate?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('No API certificate yet')).toBeTruthy();
    expect(bodyOf(requests, '/merchant/api-developer/certificate-delete')).toEqual({ id: '4' });
  });

  it('says when the server cannot read the certificates, with a way to try again', async () => {
    await renderApiManage({ certificatesFail: true });
    expect(await screen.findByText('The API certificates could not be read')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the reason of a refused renewal', async () => {
    await renderApiManage({ certificates: [CERTIFICATE], renewFails: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Renew certificate tok_4f2a' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Renew the certificate?' })).getByRole(
        'button',
        { name: 'Renew' },
      ),
    );
    expect(
      await screen.findByText(
        'The certificate was not changed: The API certificate does not exist',
      ),
    ).toBeTruthy();
  });
});

describe('ApiManageScreen: call log', () => {
  it('says there is no call yet', async () => {
    await renderApiManage();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Call log' }));
    expect(await screen.findByText('No call of the open API yet')).toBeTruthy();
  });

  it('lists each call with its certificate, endpoint and outcome', async () => {
    await renderApiManage({ calls: [CALL] });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Call log' }));
    const table = await screen.findByRole('table', { name: 'Calls of the open API' });
    const row = within(table).getByRole('row', { name: /orders\/list/ });
    expect(within(row).getByText('tok_4f2a')).toBeTruthy();
    expect(within(row).getByText('GET /open-api/v1/orders/list')).toBeTruthy();
    expect(within(row).getByText('429 · Too many calls')).toBeTruthy();
  });
});

describe('ApiManageScreen: webhooks', () => {
  it('says there is no webhook yet and refuses a form without an address or an event', async () => {
    const { requests } = await renderApiManage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Webhooks' }));
    expect(await screen.findByText('No webhook yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Register webhook' }));
    expect(await screen.findByText('Please choose at least one event')).toBeTruthy();
    expect(bodyOf(requests, '/merchant/api-developer/webhook-create')).toBeUndefined();
  });

  it('registers a webhook, shows its secret once, lists its deliveries and deletes it after asking', async () => {
    const { requests } = await renderApiManage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Webhooks' }));
    await user.type(await screen.findByLabelText('Address (https://…)'), WEBHOOK.url);
    await user.click(screen.getByLabelText('Order status changed'));
    await user.click(screen.getByLabelText('Balance low'));
    await user.click(screen.getByRole('button', { name: 'Register webhook' }));
    const once = await screen.findByRole('region', {
      name: 'Copy the signing secret now: it is shown only this once',
    });
    expect(within(once).getByText('whsec_5e6f7a8b9c')).toBeTruthy();
    expect(bodyOf(requests, '/merchant/api-developer/webhook-create')).toEqual({
      url: WEBHOOK.url,
      events: 'order.status_changed,balance.low',
    });

    await user.click(await screen.findByRole('button', { name: `Deliveries of ${WEBHOOK.url}` }));
    const deliveries = await screen.findByRole('table', { name: `Deliveries to ${WEBHOOK.url}` });
    const row = within(deliveries).getByRole('row', { name: /Order status changed/ });
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('Retrying')).toBeTruthy();
    expect(within(row).getByText('No answer · ECONNREFUSED')).toBeTruthy();
    expect(
      requests.filter((r) => r.path === '/merchant/api-developer/webhook-deliveries').at(-1)?.query,
    ).toMatchObject({ webhook_id: '2' });

    await user.click(screen.getByRole('button', { name: `Delete webhook ${WEBHOOK.url}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the webhook?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('No webhook yet')).toBeTruthy();
  });
});

describe('ApiManageScreen in Chinese', () => {
  it('says the wrong password in Chinese, then shows the key once', async () => {
    await renderApiManage({ language: 'zh' });
    const user = userEvent.setup();
    expect(await screen.findByText('还没有API证书')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('订单'), '只读');
    await user.type(screen.getByLabelText('账户密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '申请证书' }));
    expect(await screen.findByText('密码错误，请重试。')).toBeTruthy();
    await user.clear(screen.getByLabelText('账户密码'));
    await user.type(screen.getByLabelText('账户密码'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: '申请证书' }));
    const once = await screen.findByRole('region', { name: '请立即复制密钥：它只显示这一次' });
    expect(within(once).getByText(KEY)).toBeTruthy();
  });

  it('shows the call log and the webhooks with their empty states in Chinese', async () => {
    await renderApiManage({ language: 'zh' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '调用记录' }));
    expect(await screen.findByText('还没有开放API调用')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Webhook' }));
    expect(await screen.findByText('还没有Webhook')).toBeTruthy();
  });
});
