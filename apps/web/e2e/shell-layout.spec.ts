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

// At these desktop widths the header wraps onto a second row (more so in English): the sidebar
// must start below the tab strip rather than at a fixed 159 px over the first tabs.
for (const language of ['en', 'zh'] as const) {
  for (const width of [1100, 1366]) {
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
      const strip = page.getByRole('navigation', { name: /Visited pages|已访问页面/ });
      for (const tab of await strip.getByRole('link').all()) {
        // a trial click checks that the tab itself, not the sidebar over it, receives the click
        await tab.click({ trial: true });
      }
    });
  }
}
