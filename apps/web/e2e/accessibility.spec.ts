import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './helpers';

/**
 * Axe measures colours as they are painted: a screen still fading in (the route transition) or a
 * button still in its loading state shows half-transparent text and a false contrast failure.
 * So the page is judged once no animation runs and nothing is loading.
 */
async function settled(page: Page) {
  await expect(page.locator('.loading')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

async function seriousViolations(page: Page) {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

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
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the main layout has no serious or critical accessibility violation, in both languages', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: '财务报表' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the news panel, tab menu and logout dialog have no serious violation', async ({ page }) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.getByRole('button', { name: /^Notices/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notices' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole('dialog', { name: 'Notices' })
    .getByRole('button', { name: 'Close' })
    .click();

  await page
    .getByRole('navigation', { name: 'Visited pages' })
    .getByRole('link', { name: 'My warehouse' })
    .click({ button: 'right' });
  await expect(page.getByRole('menu', { name: 'Tab actions' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('dialog', { name: 'Log out' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
