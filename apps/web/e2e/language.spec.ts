import { en } from '@portal/i18n';
import { expect, test } from '@playwright/test';
import { DEMO, LANDING, loginAs } from './helpers';

// every English text of the web app's own screens and of the route titles
const englishTexts = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : Object.values(node as Record<string, unknown>).flatMap((child) => englishTexts(child));
// the toggle offers the other language by its own name
const ALLOWED = new Set(['English']);
const UI_TEXTS = [...englishTexts(en['UI']), ...englishTexts(en['ROUTE'])]
  .map((text) => text.replace(/\{\{\w+\}\}/g, '').trim())
  .filter((text) => text.length >= 4 && !ALLOWED.has(text));

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

  const visible = await page.locator('body').innerText();
  const left = UI_TEXTS.filter((text) => visible.includes(text));
  expect(left).toEqual([]);
  // the user's warehouse and the notices come in Chinese too
  expect(visible).toContain('深圳仓');

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
