import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { E2E_OPERATOR_KEY } from '../playwright.config';
import { apiLogin, captchaAnswer, loginAs, operator, watchCaptchaKey } from './helpers';

// a 1x1 transparent PNG, a real image for the server's content sniffing
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function register(page: Page, username: string, password: string) {
  const captchaKey = watchCaptchaKey(page);
  await page.goto('/register');
  await page.getByLabel('User ID (letters and digits)').fill('bad id!');
  await expect(page.getByText('The user ID may contain letters and digits only')).toBeVisible();
  await page.getByLabel('User ID (letters and digits)').fill(username);
  await expect(page.getByText('The user ID may contain letters and digits only')).toBeHidden();
  await page.getByLabel('Name', { exact: true }).fill('E2E Trading');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(`${password}x`);
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await expect(page.getByText('The two passwords do not match')).toBeHidden();
  const image = page.getByRole('img', { name: 'Calculation to solve' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await expect.poll(captchaKey).not.toBe('');
  await page
    .getByLabel('Answer of the calculation')
    .fill(await captchaAnswer(page.request, captchaKey()));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please read and accept the service agreement')).toBeVisible();
  await page.getByText('I have read and accept the service agreement').click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/user/register/success-en');
  await expect(page.getByText('Your account has been created.')).toBeVisible();
}

test('a new merchant registers, walks the activation wizard and reaches the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const username = `e2e${Date.now().toString(36)}`;
  const password = 'Secret1234';
  await register(page, username, password);

  // the login form is filled with the new user ID
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByLabel('User ID')).toHaveValue(username);
  await loginAs(page, { username, password });
  await expect(page).toHaveURL('/activation/activation');

  // step 1: identity, with the licence image (too large first)
  await page.getByLabel('Legal representative', { exact: true }).fill('Li Lei');
  await page.getByLabel('ID number of the legal representative').fill('110101199001011234');
  await page.getByLabel('Business licence number').fill('91440300MA5ABCDE1X');
  const licence = page.getByLabel('Business licence image');
  await licence.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('The image may be at most 2 MB')).toBeVisible();
  await licence.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded: licence.png')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();

  // step 2: under review within 24 hours
  await expect(page).toHaveURL('/activation/tip');
  await expect(page.getByText('Your details are under review')).toBeVisible();
  await expect(page.getByText('We review every application within 24 hours.')).toBeVisible();

  const { customer_id: customerId } = await apiLogin(request, username, password);

  // failed: the reason is shown and the merchant verifies again
  await operator(request, 'reject-verification', {
    customer_id: String(customerId),
    reason: 'The licence image is unreadable',
  });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('The review did not pass')).toBeVisible();
  await expect(page.getByText('The licence image is unreadable')).toBeVisible();
  await page.getByRole('button', { name: 'Verify again' }).click();
  await expect(page).toHaveURL('/activation/activation');
  await page.getByText('Individual', { exact: true }).click();
  await page.getByLabel('Full name').fill('Li Lei');
  await page.getByLabel('Certificate type').fill('Passport');
  await page.getByLabel('Certificate number').fill('E12345678');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL('/activation/tip');

  // passed: top up and apply for a warehouse
  await operator(request, 'approve-verification', { customer_id: String(customerId) });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL('/activation/enterprise');
  await expect(page.getByText('Your identity has been verified')).toBeVisible();
  await page.getByLabel('Warehouse').selectOption({ label: 'Shenzhen' });
  await page.getByRole('button', { name: 'Apply for the warehouse' }).click();
  await expect(page.getByText('Shenzhen — Pending')).toBeVisible();
  await operator(request, 'confirm-top-up', {
    customer_id: String(customerId),
    amount: '500.00',
    reference: 'E2E-TRANSFER',
  });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL('/activation/tip');
  await expect(page.getByText('Waiting for the warehouse to be approved')).toBeVisible();

  // the provider approves the warehouse: the merchant is active
  const applications = await request.get('/merchant/api-ops/warehouse-applications', {
    headers: { 'x-operator-key': E2E_OPERATOR_KEY },
  });
  const list = (
    (await applications.json()) as { data: { list: { id: number; customer_id: number }[] } }
  ).data.list;
  const application = list.find((row) => row.customer_id === customerId);
  expect(application).toBeDefined();
  await operator(request, 'approve-warehouse', { application_id: String(application?.id) });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL('/account/warehouse/activated');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  await expect(page.getByText('500.00 CNY').first()).toBeVisible();
});
