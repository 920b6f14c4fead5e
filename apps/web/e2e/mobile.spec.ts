import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './helpers';

test.use({ viewport: { width: 800, height: 900 } });

test('below the breakpoint the sidebar is a drawer behind a hamburger', async ({ page }) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const hamburger = page.getByRole('button', { name: 'Open the menu' });
  await expect(hamburger).toBeVisible();

  // after a load the cookie may open the drawer a moment later: close it until it stays closed
  await expect(async () => {
    if (await menu.isVisible())
      await page.locator('.drawer-backdrop').click({ position: { x: 700, y: 400 } });
    await expect(menu).toBeHidden({ timeout: 1_000 });
  }).toPass();

  await hamburger.click();
  await expect(menu).toBeVisible();
  // a route change closes the drawer
  await menu.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL('/help');
  await expect(menu).toBeHidden();

  // a click outside closes it
  await hamburger.click();
  await expect(menu).toBeVisible();
  await page.locator('.drawer-backdrop').click({ position: { x: 700, y: 400 } });
  await expect(menu).toBeHidden();
});
