import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousViolations, LANDING, loginAs } from './helpers';

const PUBLIC_PAGES = [
  ['/login', 'Log in'],
  ['/register', 'Create your account'],
  ['/agreement', 'Service agreement'],
  ['/statement', 'Statement'],
  ['/forgetPassword', 'Forgot password'],
  ['/401', 'No permission'],
  ['/404', 'Page not found'],
  ['/user/register/success-en', 'Registration successful'],
  ['/user/register/success-zh', '注册成功'],
] as const;

for (const [path, heading] of PUBLIC_PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the main layout has no serious or critical accessibility violation, in both languages', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: '财务报表' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the news panel, tab menu and logout dialog have no serious violation', async ({ page }) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.getByRole('button', { name: /^Notices/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notices' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page
    .getByRole('dialog', { name: 'Notices' })
    .getByRole('button', { name: 'Close' })
    .click();

  await page
    .getByRole('navigation', { name: 'Visited pages' })
    .getByRole('link', { name: 'My warehouse' })
    .click({ button: 'right' });
  await expect(page.getByRole('menu', { name: 'Tab actions' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('dialog', { name: 'Log out' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
