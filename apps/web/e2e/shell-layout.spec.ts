import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './helpers';

/** The tab strip's bottom and the sidebar's top, in viewport pixels, rounded. */
async function edges(page: Page) {
  const strip = page.getByRole('navigation', { name: /Visited pages|已访问页面/ });
  const sidebar = page.getByRole('navigation', { name: /Main menu|主菜单/ });
  const stripBottom = await strip.evaluate((el) =>
    Math.round(el.closest('.tab-strip')?.getBoundingClientRect().bottom ?? -1),
  );
  const sidebarTop = await sidebar.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  return { stripBottom, sidebarTop };
}

// From the narrowest desktop up, the header stays one row once the user info is in (a header
// that wrapped late shifted the page, issue 19), and the sidebar starts right below the tab strip
// (at 159 px; once, the English header wrapped and the sidebar covered the first tabs).
for (const language of ['en', 'zh'] as const) {
  for (const width of [1030, 1366, 1600]) {
    test(`${language}, ${width} px wide: the sidebar starts below the tab strip and every tab can be clicked`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await loginAs(page, DEMO);
      await expect(page).toHaveURL(LANDING);
      if (language === 'zh') {
        await page.getByRole('button', { name: 'Switch language' }).click();
        await expect(page).toHaveTitle('履约服务');
      }
      await expect
        .poll(async () => {
          const { stripBottom, sidebarTop } = await edges(page);
          return sidebarTop - stripBottom;
        })
        .toBe(0);
      // one row of header, nothing overlapping, once the user's name and balance are in
      await expect(page.getByRole('button', { name: /Demo Trading/ })).toBeVisible();
      const header = await page.getByRole('banner').evaluate((el) => {
        const left = el.querySelector('.header-left')?.getBoundingClientRect();
        const right = el.querySelector('.header-right')?.getBoundingClientRect();
        return {
          height: Math.round(el.getBoundingClientRect().height),
          gap: Math.round((right?.left ?? 0) - (left?.right ?? 0)),
          overflow: el.scrollWidth - el.clientWidth,
        };
      });
      expect(header.height).toBe(64);
      expect(header.gap).toBeGreaterThanOrEqual(0);
      expect(header.overflow).toBe(0);
      expect((await edges(page)).sidebarTop).toBe(159);
      const strip = page.getByRole('navigation', { name: /Visited pages|已访问页面/ });
      for (const tab of await strip.getByRole('link').all()) {
        // a trial click checks that the tab itself, not the sidebar over it, receives the click
        await tab.click({ trial: true });
      }
      // each close button is a 24 px target at least (it was 11 × 16, issue 19)
      const closers = await strip.getByRole('button').all();
      expect(closers.length).toBeGreaterThan(0);
      for (const close of closers) {
        const box = await close.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
      }
    });
  }
}

// On a phone the header wraps; nothing in it moves when the user's details come in after the
// first paint (the Recharge button moved as the balance's "—" became the amount, and the page
// below with it when the header grew a line: CLS 0.02-0.05 in Lighthouse, issue 19).
for (const language of ['en', 'zh'] as const) {
  test(`${language}, a phone: the header and the page stay put when the balance comes in`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await loginAs(page, DEMO);
    await expect(page).toHaveURL(LANDING);
    if (language === 'zh') {
      await page.getByRole('button', { name: 'Switch language' }).click();
      await expect(page).toHaveTitle('履约服务');
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api-account/user-info*', async (route) => {
      await held;
      await route.continue();
    });
    // everything else the page asks for is in before the first measure: only the user is held
    const others = Promise.all(
      ['**/api-news/list*', '**/api-product/list*', '**/api-setting/preference*'].map((url) =>
        page.waitForResponse(url),
      ),
    );
    await page.goto('/warehouse/product/list');
    await others;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const recharge = page.getByRole('button', { name: language === 'en' ? 'Recharge' : '充值' });
    await expect(recharge).toBeVisible();
    const amount = page.getByRole('banner').getByText(/\d\.\d\d/);
    await expect(amount).toHaveCount(0);
    const place = async () => ({
      recharge: await recharge.boundingBox(),
      header: (await page.getByRole('banner').boundingBox())?.height,
      main: (await page.getByRole('main').boundingBox())?.y,
    });
    const before = await place();
    release();
    await expect(amount).toBeVisible();
    expect(await place()).toEqual(before);
  });
}
