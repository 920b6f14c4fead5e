import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './helpers';

test('a screen whose code cannot load reloads once, then lands in the Error Log', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  let blocked = 0;
  await page.route(/\/assets\/ApiManageScreen-[\w-]+\.js$/, (route) => {
    blocked += 1;
    return route.abort();
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/setting/developer/apiManage');
  // first failure: the chunk-error flag is set and the page reloads once
  await expect.poll(() => blocked).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('This page could not be shown')).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('chunkError'))).toBe('1');
  await expect.poll(() => loads).toBe(2);

  const badge = page.getByRole('button', { name: /Error log/ });
  await expect(badge).toBeVisible();
  await badge.click();
  const dialog = page.getByRole('dialog', { name: 'Error Log' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Message' })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Stack' })).toBeVisible();
  await expect(
    dialog.getByRole('cell', { name: /dynamically imported module/ }).first(),
  ).toBeVisible();
  await expect(dialog.getByText(/\/setting\/developer\/apiManage/).first()).toBeVisible();
});
