import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './helpers';

test('logout asks first, clears the session and opens the provider logout page (en)', async ({
  page,
  context,
}) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Help' })
    .click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/help');

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/provider/logout-en.html');
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  const names = async () => (await context.cookies()).map((c) => c.name);
  await expect.poll(names).not.toContain('token');
  await expect.poll(names).not.toContain('sessionId');
  await expect.poll(names).not.toContain('isLogged');

  // the next login starts with no tab of the last one
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await expect(
    page.getByRole('navigation', { name: 'Visited pages' }).getByRole('link'),
  ).toHaveText(['Dashboard', 'My warehouse']);
  await page.goto('/help');
  await expect(page).toHaveURL('/help');
});

test('in Chinese the provider logout page is the Chinese one', async ({ page }) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.getByRole('button', { name: 'Switch language' }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL('/provider/logout-zh.html');
  await expect(page.getByRole('heading', { name: '您已退出登录' })).toBeVisible();
});

test('after logout a protected page goes to /register', async ({ page }) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/provider/logout-en.html');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/register');
});
