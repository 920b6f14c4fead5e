import { COOKIE_NAMES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { testCookieStore, testHttpClient, testNotifier } from '.';

describe('strict port stand-ins', () => {
  it.each([
    ['Notifier.toast', () => testNotifier().toast('success', 'x', 5000)],
    ['HttpClient.request', () => testHttpClient().request({ method: 'GET', path: '/x' })],
    ['CookieStore.get', () => testCookieStore().get(COOKIE_NAMES.token)],
    ['CookieStore.set', () => testCookieStore().set(COOKIE_NAMES.token, 't')],
    ['CookieStore.remove', () => testCookieStore().remove(COOKIE_NAMES.token)],
  ])('%s throws "not implemented" unless the test provides it', (method, call) => {
    expect(call).toThrow(`${method}: not implemented in this test`);
  });

  it('uses what the test provides and stays strict about the rest', () => {
    const store = testCookieStore({ get: (name) => `value of ${name}` });
    expect(store.get(COOKIE_NAMES.language)).toBe('value of language');
    expect(() => store.set(COOKIE_NAMES.language, 'zh')).toThrow('not implemented');

    const shown: string[] = [];
    testNotifier({ toast: (_kind, text) => void shown.push(text) }).toast('error', 'Bad', 5000);
    expect(shown).toEqual(['Bad']);
  });

  it('lets a test answer requests', async () => {
    const client = testHttpClient({
      request: <T>() => Promise.resolve({ kind: 'alert' as const, data: 42 as T }),
    });
    await expect(client.request({ method: 'POST', path: '/x' })).resolves.toEqual({
      kind: 'alert',
      data: 42,
    });
  });
});
