import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './helpers';

test.describe('without a session', () => {
  for (const path of [
    '/login',
    '/register',
    '/agreement',
    '/statement',
    '/forgetPassword',
    '/401',
  ]) {
    test(`public ${path} opens`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  for (const path of [
    '/dashboard',
    '/order/list',
    '/setting/user/account',
    '/activation/tip',
    '/',
  ]) {
    test(`${path} goes to /register`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/register');
    });
  }

  test('an unknown path shows the 404 page, which goes home after 3 seconds', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
    await expect(page.getByText('The page you are looking for does not exist')).toBeVisible();
    // home is not public without a session, so the guard then sends the visitor to /register
    await expect(page).toHaveURL('/register', { timeout: 6_000 });
  });

  test('a token without a usable session id: message, login cleared, reload after 2 s', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'token', value: 'not-a-token', url: baseURL ?? '' }]);
    await page.goto('/dashboard');
    await expect(page.getByText('SessionId fetch failed, please login again')).toBeVisible();
    await expect(page).toHaveURL('/register', { timeout: 6_000 });
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'token'))
      .toBeUndefined();
  });

  test('a session the server no longer knows logs out to /login (activation check 401)', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'token', value: 'stale-token', url: baseURL ?? '' },
      { name: 'sessionId', value: 'stale-session', url: baseURL ?? '' },
    ]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('with the activated demo merchant', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, DEMO);
    await expect(page).toHaveURL(LANDING);
  });

  test('the empty path goes to the landing page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(LANDING);
  });

  for (const path of ['/activation/activation', '/activation/enterprise', '/activation/tip']) {
    test(`an activated merchant on ${path} is sent to the landing page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(LANDING);
    });
  }

  test('message routes are switched off: /404', async ({ page }) => {
    await page.goto('/message/index');
    await expect(page).toHaveURL('/404');
  });
});
