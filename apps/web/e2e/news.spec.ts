import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, LANDING, loginAs, operator } from './helpers';

test('the news panel: mark read on click, read all, load more until there is no more', async ({
  page,
  request,
}) => {
  // eleven more notices than the demo's: the first page (10) is full, the last is short
  for (let i = 1; i <= 11; i += 1) {
    await operator(request, 'publish-news', {
      title: `Warehouse notice ${i}`,
      title_cn: `仓库公告 ${i}`,
    });
  }
  // the demo's notices: its own, these eleven and those of the events earlier specs caused (an
  // ASN received reaches the portal by default, ADR 0034): the server's total says how many
  const main = await apiLogin(request, DEMO.username, DEMO.password);
  const first = await request.get('/merchant/api-news/list?page=1&page_size=10', {
    headers: { token: String(main['token']) },
  });
  const total = Number(((await first.json()) as { data: { total: number } }).data.total);
  expect(total).toBeGreaterThan(10);
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.getByRole('button', { name: /^Notices/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notices' });
  await expect(panel.getByRole('listitem')).toHaveCount(10);

  const newest = panel.getByRole('button', { name: 'New Warehouse notice 11' });
  await newest.click();
  await expect(
    panel.getByRole('button', { name: 'Warehouse notice 11', exact: true }),
  ).toBeVisible();

  for (let shown = 10; shown < total; shown += 10) {
    await panel.getByRole('button', { name: 'Load more' }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(Math.min(total, shown + 10));
  }
  await expect(panel.getByText('No more notices')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByText('New', { exact: true })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // the server kept the read state
  await page.reload();
  await expect(page.getByRole('button', { name: 'All notices (0 unread)' })).toBeVisible();
});
