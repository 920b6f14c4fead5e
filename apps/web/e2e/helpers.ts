import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { en } from '@portal/i18n';
import { E2E_OPERATOR_KEY } from '../playwright.config';

export const DEMO = { username: 'demo', password: 'Demo1234' } as const;
export const DEMO_SUB = { username: 'demoops', password: 'Demo1234' } as const;
export const LANDING = '/account/warehouse/activated';

/** Logs in through the login page and waits for the page load that follows. */
export async function loginAs(
  page: Page,
  user: { username: string; password: string },
  customerId?: number,
): Promise<void> {
  await page.goto('/login');
  if (customerId !== undefined) {
    await page.getByRole('button', { name: 'Sub-account' }).click();
    await page.getByLabel('Customer ID of the main account').fill(String(customerId));
  }
  await page.getByLabel('User ID').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Logged in, opening the portal…')).toBeVisible();
}

/**
 * The API answered with a success envelope (code '200'); returns its data (fails the test
 * otherwise, with the answer's message and `what` was called).
 */
export async function envelopeData(response: APIResponse, what?: string) {
  const body = (await response.json()) as { code: string; data: unknown; msg: unknown };
  const message = JSON.stringify(body.msg);
  expect(body.code, what === undefined ? message : `${what}: ${message}`).toBe('200');
  return body.data as Record<string, unknown>;
}

/** Calls the operator API, as the provider's staff would. */
export async function operator(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
) {
  return envelopeData(
    await request.post(`/merchant/api-ops/${path}`, {
      form,
      headers: { 'x-operator-key': E2E_OPERATOR_KEY },
    }),
  );
}

export async function apiLogin(request: APIRequestContext, username: string, password: string) {
  return envelopeData(await request.post('/api/login/login', { form: { username, password } }));
}

/**
 * The key of the newest captcha the page was given, kept from the answers of
 * `/api/register/captcha` (call before the page loads the captcha).
 */
export function watchCaptchaKey(page: Page): () => string {
  let key = '';
  page.on('response', async (response) => {
    if (!response.url().includes('/api/register/captcha')) return;
    const body = (await response.json()) as { data?: { captcha_key?: string } };
    key = body.data?.captcha_key ?? key;
  });
  return () => key;
}

/**
 * The answer of a live captcha from the operator API: the image is outlines that no script reads
 * (issue 17), so the test asks with the operator key, which the provider's staff hold.
 */
export async function captchaAnswer(request: APIRequestContext, key: string): Promise<string> {
  const response = await request.get('/merchant/api-ops/captcha-answer', {
    params: { captcha_key: key },
    headers: { 'x-operator-key': E2E_OPERATOR_KEY },
  });
  return String((await envelopeData(response, 'captcha-answer'))['answer']);
}

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

/** The web app's English texts (of four letters or more) still on a page shown in Chinese. */
export async function englishUiTextsShown(page: Page): Promise<string[]> {
  const visible = await page.locator('body').innerText();
  return UI_TEXTS.filter((text) => visible.includes(text));
}

/**
 * Axe finds no serious or critical violation on the page shown, or only within `include` (a CSS
 * selector, e.g. '#main-content' for a screen's own content when the shell is judged elsewhere).
 * Axe measures colours as they are painted: a screen still fading in (the route transition) or a
 * button still in its loading state shows half-transparent text and a false contrast failure. So
 * the page is judged once no animation runs and nothing is loading.
 */
export async function expectNoSeriousViolations(
  page: Page,
  options: { readonly include?: string } = {},
): Promise<void> {
  await expect(page.locator('.loading')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const axe = new AxeBuilder({ page });
  if (options.include !== undefined) axe.include(options.include);
  const results = await axe.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}
