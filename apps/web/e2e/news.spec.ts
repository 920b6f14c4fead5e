import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs, operator } from './helpers';

test('the news panel: mark read on click, read all, load more until there is no more', async ({
  page,
  request,
}) => {
  // eleven more notices than the demo's: the first page (10) is full, the second is short
  for (let i = 1; i <= 11; i += 1) {
    await operator(request, 'publish-news', {
      title: `Warehouse notice ${i}`,
      title_cn: `仓库公告 ${i}`,
    });
  }
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

  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(13);
  await expect(panel.getByText('No more notices')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByText('New', { exact: true })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // the server kept the read state
  await page.reload();
  await expect(page.getByRole('button', { name: 'All notices (0 unread)' })).toBeVisible();
});
