// The dashboard's guide picture (docs/guide/README.md): the orders of the orders guide plus one
// the shelf cannot cover, so every chart has figures (statuses, channel, day, abnormal reasons,
// the stock-out SKU).
import { loggedIn, shoot, BASE } from '../harness.mjs';
import { seedOrders } from './orders.mjs';

let seeded;

/** Seeds the orders once: the guide's two, and one short of stock. */
export async function seedDashboard(request, token) {
  const orders = await seedOrders(request, token);
  await orders.order(`GUIDE-SHORT-${Date.now().toString(36).toUpperCase()}`, 30);
  return orders;
}

/** Shoots the dashboard in one language, once its charts are drawn. */
export default async function dashboardShots(browser, language) {
  const { context, token, page } = await loggedIn(browser, language);
  seeded ??= await seedDashboard(context.request, token);
  // drawn at once (the reader's reduced-motion choice), so the picture never catches a bar rising
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${BASE}/dashboard`);
  await page
    .getByRole('img', { name: language === 'en' ? 'Top 5 stock-out SKUs' : '缺货 SKU 前五名' })
    .waitFor();
  // the charts draw one per task after their chunk arrives
  await page.waitForFunction(() =>
    [...globalThis.document.querySelectorAll('.dashboard-chart-box canvas')].every(
      (c) => c.width > 0,
    ),
  );
  await shoot(page, 'dashboard', language, { fullPage: true });
  await context.close();
}
