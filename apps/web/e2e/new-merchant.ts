import type { APIRequestContext } from '@playwright/test';
import { E2E_OPERATOR_KEY } from '../playwright.config';
import { apiLogin, captchaAnswer, envelopeData, operator } from './helpers';
import type { DemoSession } from './storage-api';
import { merchant } from './storage-api';

// A newly registered merchant taken through activation by the APIs, shared by the plan and the
// money specs (both start where a new merchant stands before its first plan).

// a 1x1 transparent PNG, a real image for the server's content sniffing
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A merchant registered through the API and taken through activation by the provider (identity
 * passed, 500.00 CNY credited, Shenzhen approved): where a new merchant stands before its plan.
 */
export async function newActiveMerchant(request: APIRequestContext) {
  const username = `plan${Date.now().toString(36)}`;
  const password = 'Secret1234';
  const captcha = await envelopeData(await request.post('/api/register/captcha'));
  await envelopeData(
    await request.post('/api/register/register', {
      form: {
        username,
        name: 'Plan Trading',
        email: `${username}@example.com`,
        password,
        password_confirmation: password,
        agreement: '1',
        captcha_key: String(captcha['captcha_key']),
        captcha: await captchaAnswer(request, String(captcha['captcha_key'])),
      },
    }),
    'register',
  );
  const login = await apiLogin(request, username, password);
  const customerId = String(login['customer_id']);
  const headers = { token: String(login['token']) };
  await merchant(request, headers, 'GET', '/api/customer/addUnaudited', {
    type: 'individual',
    real_name: 'Li Lei',
    certificate_type: 'Passport',
    certificate_number: 'E12345678',
  });
  await operator(request, 'approve-verification', { customer_id: customerId });
  const warehouses = (await merchant(
    request,
    headers,
    'GET',
    '/merchant/api-account/warehouses',
  )) as unknown as {
    value: number;
    name: string;
    cn_name: string;
  }[];
  const shenzhen = warehouses.find((w) => w.name === 'Shenzhen');
  await merchant(request, headers, 'POST', '/api/customer/activeWarehouse', {
    warehouse_id: String(shenzhen?.value),
  });
  await operator(request, 'confirm-top-up', {
    customer_id: customerId,
    amount: '500.00',
    reference: `${username}-opening`,
  });
  const applications = await envelopeData(
    await request.get('/merchant/api-ops/warehouse-applications', {
      headers: { 'x-operator-key': E2E_OPERATOR_KEY },
      params: { page_size: '100' },
    }),
  );
  const application = (applications['list'] as { id: number; customer_id: number }[]).find(
    (row) => String(row.customer_id) === customerId,
  );
  await operator(request, 'approve-warehouse', { application_id: String(application?.id) });
  const session: DemoSession = { headers, warehouseId: Number(shenzhen?.value) };
  return { username, password, session, customerId, warehouse: shenzhen };
}
