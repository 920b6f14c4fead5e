import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './helpers';

test.beforeEach(async ({ page }) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
});

const strip = (page: Page) => page.getByRole('navigation', { name: 'Visited pages' });

async function visit(page: Page, name: string) {
  // in-app navigation through the sidebar keeps the tabs (a page load would start afresh)
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  const link = sidebar.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) {
    throw new Error(`no sidebar link ${name}`);
  }
  await link.click();
}

test('visited pages become tabs; close, close others and close all; the dashboard stays', async ({
  page,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await sidebar.getByRole('button', { name: 'Shipping' }).click();
  await visit(page, 'Order list');
  await visit(page, 'Create order');
  await sidebar.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(strip(page).getByRole('link')).toHaveText([
    'Dashboard',
    'My warehouse',
    'Order list',
    'Create order',
    'Help',
  ]);
  await expect(strip(page).getByRole('button', { name: 'Close Dashboard' })).toHaveCount(0);

  // closing the active tab moves to the last remaining one
  await strip(page).getByRole('button', { name: 'Close Help' }).click();
  await expect(page).toHaveURL('/order/create');

  // right-click: close others
  await strip(page).getByRole('link', { name: 'Order list' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(strip(page).getByRole('link')).toHaveText(['Dashboard', 'Order list']);
  await expect(page).toHaveURL('/order/list');

  // right-click: close all leaves the dashboard
  await strip(page).getByRole('link', { name: 'Order list' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await expect(strip(page).getByRole('link')).toHaveText(['Dashboard']);
  await expect(page).toHaveURL('/dashboard');
});

test('a cached tab keeps its screen: going back does not load it again', async ({ page }) => {
  let dashboardCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/merchant/api-default/top-left-account')) dashboardCalls += 1;
  });
  await strip(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  expect(dashboardCalls).toBe(1);
  await strip(page).getByRole('link', { name: 'My warehouse' }).click();
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeHidden();
  await strip(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  expect(dashboardCalls).toBe(1);
});

test('the sidebar keeps one group open and its state in the sidebarStatus cookie', async ({
  page,
  context,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await sidebar.getByRole('button', { name: 'Storage' }).click();
  await expect(sidebar.getByRole('button', { name: 'Storage' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await sidebar.getByRole('button', { name: 'Shipping' }).click();
  await expect(sidebar.getByRole('button', { name: 'Storage' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(sidebar.getByRole('button', { name: 'Shipping' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('button', { name: 'Show or hide the sidebar' }).click();
  expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveClass(/collapsed/);
});

test('the sidebar starts 159 px down and follows the page scroll, never above 0', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  const sidebarTop = () =>
    page
      .getByRole('navigation', { name: 'Main menu' })
      .evaluate((nav) => nav.getBoundingClientRect().top);
  expect(await sidebarTop()).toBe(159);
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect.poll(sidebarTop).toBe(59);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(sidebarTop).toBe(0);
});
