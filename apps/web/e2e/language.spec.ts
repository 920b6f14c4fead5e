import { expect, test } from '@playwright/test';
import { DEMO, englishUiTextsShown, LANDING, loginAs } from './helpers';

test('the language toggle changes the title and every visible string, with a success message', async ({
  page,
}) => {
  await loginAs(page, DEMO);
  await expect(page).toHaveURL(LANDING);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
  await expect(page).toHaveTitle('Fulfillment Service');

  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page).toHaveTitle('履约服务');
  await expect(page.getByText('语言切换成功')).toBeVisible();
  await expect(page.getByRole('heading', { name: '财务报表' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await expect.poll(() => englishUiTextsShown(page)).toEqual([]);
  // the user's warehouse and the notices come in Chinese too
  await expect(page.locator('body')).toContainText('深圳仓');

  await page.getByRole('button', { name: '切换语言' }).click();
  await expect(page).toHaveTitle('Fulfillment Service');
  await expect(page.getByRole('heading', { name: 'Finance' })).toBeVisible();
});

test('the public pages switch language too', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Switch language' }).click();
  await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
  await expect(page.getByLabel('用户名')).toBeVisible();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入用户ID')).toBeVisible();
});
