import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di-tokens';
import { tableHttpClient } from '../test/fakes';
import { testContainer } from '../test/test-container';
import type { AppStore } from './app-store';
import type { ToastStore } from './toast-store';

const appWith = (cookies: Parameters<typeof testContainer>[0]['cookies'] = {}, width = 1280) => {
  const setup = testContainer({ http: tableHttpClient({}).http, cookies, width });
  return {
    ...setup,
    app: setup.container.get<AppStore>(TOKENS.AppStore),
    toasts: setup.container.get<ToastStore>(TOKENS.ToastStore),
  };
};

describe('AppStore', () => {
  it('starts in the stored language, en by default, with its page title', () => {
    expect(appWith().app.language).toBe('en');
    const zh = appWith({ language: 'zh' });
    expect(zh.app.language).toBe('zh');
    expect(zh.browser.calls.title).toBe('履约服务');
  });

  it('the toggle switches language and title, stores it and says so in the new language', () => {
    const { app, cookies, browser, toasts } = appWith();
    app.toggleLanguage();
    expect(app.language).toBe('zh');
    expect(browser.calls.title).toBe('履约服务');
    expect(cookies.values.get('language')).toBe('zh');
    expect(toasts.toasts.at(-1)).toMatchObject({ kind: 'success' });
    app.toggleLanguage();
    expect(browser.calls.title).toBe('Fulfillment Service');
    expect(toasts.toasts.at(-1)?.text).toBe('Language switched');
  });

  it('keeps the sidebar choice in the sidebarStatus cookie', () => {
    const { app, cookies } = appWith({ sidebarStatus: '0' });
    expect(app.sidebarOpened).toBe(false);
    app.toggleSidebar();
    expect(cookies.values.get('sidebarStatus')).toBe('1');
  });

  it.each([
    [1026, 'mobile'],
    [1027, 'desktop'],
  ])('a body %i px wide is %s', (width, device) => {
    expect(appWith({}, width).app.device).toBe(device);
  });

  it('on mobile the drawer closes on route change and on an outside click', () => {
    const { app } = appWith({ sidebarStatus: '1' }, 800);
    expect(app.sidebarOpened).toBe(true);
    app.onRouteChange();
    expect(app.sidebarOpened).toBe(false);
    app.toggleSidebar();
    app.onOutsideClick();
    expect(app.sidebarOpened).toBe(false);
  });

  it('toasts leave after their 5000 ms', () => {
    const { app, toasts, browser } = appWith();
    app.toggleLanguage();
    expect(browser.delays.at(-1)?.ms).toBe(5000);
    browser.runDelays();
    expect(toasts.toasts).toEqual([]);
  });
});
