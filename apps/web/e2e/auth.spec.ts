import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, DEMO_SUB, LANDING, loginAs } from './helpers';

test('the demo merchant logs in and lands on My warehouse', async ({ page }) => {
  await loginAs(page, { username: `  ${DEMO.username} `, password: DEMO.password });
  await expect(page).toHaveURL(LANDING);
  await expect(page.getByRole('heading', { name: 'My warehouse' })).toBeVisible();
  await expect(page.getByText('Hello, administrator')).toBeVisible();
  await expect(page.getByText('Demo Trading Co.')).toBeVisible();
  // the provider's login page was loaded in the hidden frame with the token
  const cookie = (name: string) => async () =>
    (await page.context().cookies()).find((c) => c.name === name)?.value;
  await expect.poll(cookie('token')).toBeTruthy();
  await expect.poll(cookie('sessionId')).toBeTruthy();
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('User ID').fill(DEMO.username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a sub-account logs in with the customer ID of its main account', async ({
  page,
  request,
}) => {
  const main = await apiLogin(request, DEMO.username, DEMO.password);
  await loginAs(page, DEMO_SUB, Number(main['customer_id']));
  await expect(page).toHaveURL(LANDING);
  await expect(page.getByRole('heading', { name: 'My warehouse' })).toBeVisible();
});

test('the dashboard shows the server figures with empty states', async ({ page }) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  await expect(page.getByText('1000.00 CNY').first()).toBeVisible();
  await expect(page.getByText('No abnormal orders')).toBeVisible();
});
