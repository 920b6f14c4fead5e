import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, DEMO_SUB, LANDING, loginAs, operator } from './helpers';

// Issue 10's shell items as a merchant meets them: sidebar popups, notices, sub-account
// activation, the customer ID and toasts.

/**
 * The element's box lies wholly inside the viewport and its text is not cut; retried until it
 * holds, as a popup shown a moment ago may still be moving into place.
 */
async function expectWhollyVisible(page: Page, element: Locator) {
  await expect(() => whollyVisible(page, element)).toPass();
}

async function whollyVisible(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (box === null || viewport === null) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const cut = await element.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
  expect(cut).toBe(false);
}

test('collapsed sidebar: a submenu shows only while hovered, one at a time, wholly on screen; none stays after resizing', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Storage' }).click();
  await menu.getByRole('button', { name: 'Products' }).click();
  await menu.getByRole('link', { name: 'Product list' }).click();
  await expect(page).toHaveURL('/warehouse/product/list');
  await expect(menu.getByRole('link', { name: 'Product list' })).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Show or hide the sidebar' });
  await toggle.click();
  await expect(menu).toHaveClass(/collapsed/);
  // the page's own groups do not stay open over the list
  await expect(menu.getByRole('link', { name: 'Product list' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Storage' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  await menu.getByRole('button', { name: 'Storage' }).hover();
  const popup = menu.locator('.sidebar-popup');
  await expect(popup).toHaveCount(1);
  await expect(popup.getByRole('link', { name: 'Product list' })).toBeVisible();
  await expectWhollyVisible(page, popup);
  await expectWhollyVisible(page, popup.getByRole('button', { name: 'Products' }));

  // to the next group: still one popup, now that group's
  await menu.getByRole('button', { name: 'Shipping' }).hover();
  await expect(menu.getByRole('button', { name: 'Shipping' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(popup).toHaveCount(1);
  await expect(popup.getByRole('link', { name: 'Order list' })).toBeVisible();
  await expectWhollyVisible(page, popup);

  // the pointer leaves: nothing stays
  await page.getByRole('heading', { name: 'Product list', level: 1 }).hover();
  await expect(popup).toHaveCount(0);

  // focus opens it, Escape closes it
  await menu.getByRole('button', { name: 'Storage' }).focus();
  await expect(popup).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  // below 1024 px and back: still collapsed, no popup left over the page
  await menu.getByRole('button', { name: 'Storage' }).hover();
  await expect(popup).toHaveCount(1);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toggle).toBeVisible();
  await expect(menu).toHaveClass(/collapsed/);
  await page.getByRole('heading', { name: 'Product list', level: 1 }).hover();
  await expect(popup).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Product list' })).toHaveCount(0);
});

test('notices: the unread count is the server count, and a link opens in a new tab', async ({
  page,
  request,
}) => {
  for (let i = 1; i <= 11; i += 1) {
    await operator(request, 'publish-news', { title: `Shell notice ${i}`, title_cn: `公告 ${i}` });
  }
  await operator(request, 'publish-news', {
    title: 'Shell link notice',
    title_cn: '链接公告',
    href: 'https://example.com/notice',
  });
  const main = await apiLogin(request, DEMO.username, DEMO.password);
  const list = await request.get('/merchant/api-news/list?page=1&page_size=10', {
    headers: { token: String(main['token']) },
  });
  const unread = Number(((await list.json()) as { data: { unread: number } }).data.unread);
  expect(unread).toBeGreaterThan(10);

  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  const all = page.getByRole('button', { name: `All notices (${unread} unread)` });
  await expect(all).toBeVisible();
  await all.click();
  const panel = page.getByRole('dialog', { name: 'Notices' });
  await expect(panel.getByRole('listitem')).toHaveCount(10);

  const link = panel.getByRole('link', { name: /Shell link notice/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  // the portal stays where it was; the notice opens beside it
  await page
    .context()
    .route('https://example.com/**', (route) =>
      route.fulfill({ body: '<title>Notice</title>', contentType: 'text/html' }),
    );
  const opened = page.context().waitForEvent('page');
  await link.click();
  const tab = await opened;
  await expect(tab).toHaveURL('https://example.com/notice');
  await tab.close();
  await expect(page).toHaveURL(LANDING);
  await expect(
    page.getByRole('button', { name: `All notices (${unread - 1} unread)` }),
  ).toBeVisible();

  // other specs publish notices on the same server, so more pages may follow: loading one more
  // page must leave the count at the server's figure (it used to become the loaded rows' count)
  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => panel.getByRole('listitem').count()).toBeGreaterThan(10);
  await expect(
    page.getByRole('button', { name: `All notices (${unread - 1} unread)` }),
  ).toBeVisible();
});

test('a sub-account of the active demo company never sees an activation screen', async ({
  page,
  request,
}) => {
  const main = await apiLogin(request, DEMO.username, DEMO.password);
  await loginAs(page, DEMO_SUB, Number(main['customer_id']));
  await expect(page).toHaveURL(LANDING);
  for (const path of ['/activation/enterprise', '/activation/tip', '/activation/activation']) {
    await page.goto(path);
    await expect(page).toHaveURL(LANDING);
    await expect(page.getByRole('heading', { name: 'My warehouse' })).toBeVisible();
  }
});

test('the customer ID is in the user menu and on My warehouse', async ({ page, request }) => {
  const main = await apiLogin(request, DEMO.username, DEMO.password);
  const customerId = String(main['customer_id']);
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await expect(page.locator('.customer-id-note')).toContainText(`Customer ID: ${customerId}`);
  const userMenu = page.getByRole('button', { name: 'Demo Trading Co.' });
  await userMenu.click();
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details).toContainText(`Customer ID${customerId}`);
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
});

test('toasts: an identical message merges into the one shown, below the header controls', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  const toggle = page.getByRole('button', { name: /Switch language|切换语言/ });
  for (const title of ['履约服务', 'Fulfillment Service', '履约服务', 'Fulfillment Service']) {
    await toggle.click();
    await expect(page).toHaveTitle(title);
  }
  // two messages, each arrived twice: two toasts, each counted
  const switched = page.getByRole('status').filter({ hasText: 'Language switched' });
  const switchedZh = page.getByRole('status').filter({ hasText: '语言切换成功' });
  await expect(switched).toHaveCount(1);
  await expect(switched).toContainText('2 times');
  await expect(switchedZh).toHaveCount(1);
  await expect(switchedZh).toContainText('2 times');

  // read together in each poll: a toast still sliding in is not yet where it stays
  await expect
    .poll(async () => {
      const header = await page.getByRole('banner').boundingBox();
      const stack = await switched.boundingBox();
      return header !== null && stack !== null && stack.y > header.y + header.height;
    })
    .toBe(true);
  // the header's controls can still be clicked while the toasts show
  await page.getByRole('button', { name: 'Log out' }).click({ trial: true });
  await page.getByRole('button', { name: /^Notices/ }).click({ trial: true });
});
