import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../components/Toasts';
import { TOKENS } from '../di-tokens';
import { tableHttpClient } from '../test/fakes';
import { renderWithShell } from '../test/render';
import { testContainer } from '../test/test-container';
import type { ToastStore } from './toast-store';

function toastsWith() {
  const setup = testContainer({ http: tableHttpClient({}).http });
  return { ...setup, toasts: setup.container.get<ToastStore>(TOKENS.ToastStore) };
}

describe('ToastStore', () => {
  it('fifteen identical failures show one toast counting them', () => {
    const { toasts } = toastsWith();
    for (let i = 0; i < 15; i += 1) toasts.show('error', 'Network Error', 5000);
    expect(toasts.toasts).toMatchObject([{ kind: 'error', text: 'Network Error', count: 15 }]);
  });

  it('shows at most 3, the newest', () => {
    const { toasts } = toastsWith();
    for (const text of ['a', 'b', 'c', 'd', 'e']) toasts.show('error', text, 5000);
    expect(toasts.toasts.map((t) => t.text)).toEqual(['c', 'd', 'e']);
  });

  it('a merged toast stays 5 s after its last arrival', () => {
    const { toasts, browser } = toastsWith();
    toasts.show('error', 'a', 5000);
    toasts.show('error', 'a', 5000);
    const [first, second] = browser.delays.splice(0);
    first?.run();
    expect(toasts.toasts).toHaveLength(1);
    second?.run();
    expect(toasts.toasts).toEqual([]);
  });

  it('the count shows on the toast, in both languages', async () => {
    for (const [language, text] of [
      [undefined, '3 times'],
      ['zh', '3 次'],
    ] as const) {
      const shell = renderWithShell(<Toasts />, {
        http: tableHttpClient({}).http,
        cookies: language === undefined ? {} : { language },
      });
      const store = shell.container.get<ToastStore>(TOKENS.ToastStore);
      act(() => {
        for (let i = 0; i < 3; i += 1) store.show('error', 'Network Error', 5000);
      });
      expect((await screen.findByRole('alert')).textContent).toContain(text);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      shell.view.unmount();
    }
  });
});
