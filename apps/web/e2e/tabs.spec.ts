import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './helpers';

test.beforeEach(async ({ page }) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
});

const strip = (page: Page) => page.getByRole('navigation', { name: 'Visited pages' });

/**
 * Opens a page through the sidebar and waits until it is on screen and has its tab: clicking the
 * next link while this page's chunk still loads would replace the navigation, and its tab would
 * never be added (the flaky "Create order" tab of issue 10, item 18).
 */
async function visit(page: Page, name: string, path: string) {
  // in-app navigation through the sidebar keeps the tabs (a page load would start afresh)
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  const link = sidebar.getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(strip(page).getByRole('link', { name, exact: true })).toBeVisible();
}

test('visited pages become tabs; close, close others and close all; the dashboard stays', async ({
  page,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  await sidebar.getByRole('button', { name: 'Shipping' }).click();
  await visit(page, 'Order list', '/order/list');
  await visit(page, 'Create order', '/order/create');
  await visit(page, 'Help', '/help');
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
  // each item spans the menu, so the lines between them are all as long (issue 10, item 12)
  const items = page.getByRole('menu', { name: 'Tab actions' }).getByRole('menuitem');
  await expect(items).toHaveCount(3);
  // the menu's width and its items' are read together, in each poll: a menu still opening (or
  // laid out again under load) would otherwise be compared with a width read before it settled
  await expect
    .poll(() =>
      page.getByRole('menu', { name: 'Tab actions' }).evaluate((menu) => {
        const widths = [...menu.querySelectorAll('[role="menuitem"]')].map((item) =>
          Math.round(item.getBoundingClientRect().width),
        );
        return widths.length === 3 && widths.every((width) => width === menu.clientWidth);
      }),
    )
    .toBe(true);
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
  // the heading may be drawn before its call goes out: wait for the call, not for the heading
  await expect.poll(() => dashboardCalls).toBe(1);
  await strip(page).getByRole('link', { name: 'My warehouse' }).click();
  await expect(page).toHaveURL(LANDING);
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeHidden();
  await strip(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  await page.waitForLoadState('networkidle');
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
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value)
    .toBe('0');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveClass(/collapsed/);
});

// 159 px is the header, news bar and tab strip on one row each: wide enough for the English
// header (narrower windows wrap it, and the sidebar starts lower: shell-layout.spec.ts)
test('the sidebar starts 159 px down and follows the page scroll, never above 0', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 500 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  const sidebarTop = () =>
    page
      .getByRole('navigation', { name: 'Main menu' })
      .evaluate((nav) => nav.getBoundingClientRect().top);
  await expect.poll(sidebarTop).toBe(159);
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect.poll(sidebarTop).toBe(59);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(sidebarTop).toBe(0);
});
