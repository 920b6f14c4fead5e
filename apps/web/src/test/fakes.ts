import type { CookieName, CookieStore, HttpClient, Notifier } from '@portal/domain';
import type { BrowserEnvironment } from '../adapters/browser-environment';

/** Cookies in a Map, with every write recorded. */
export function memoryCookies(initial: Partial<Record<CookieName, string>> = {}) {
  const values = new Map<CookieName, string>(Object.entries(initial) as [CookieName, string][]);
  const store: CookieStore = {
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
  return { store, values };
}

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

/** A browser whose timers run only when the test says so. */
export function fakeBrowser(width = 1280) {
  const delays: { ms: number; run: () => void }[] = [];
  const calls = {
    reloads: 0,
    assigned: [] as string[],
    title: '',
    language: '',
    fullScreen: 0,
    prints: 0,
  };
  const sessionStorage = memoryStorage();
  const localStorage = memoryStorage();
  const state = { width, fullScreenSupported: true };
  const browser: BrowserEnvironment = {
    sessionStorage,
    localStorage,
    setDocumentTitle: (title) => void (calls.title = title),
    setDocumentLanguage: (language) => void (calls.language = language),
    delay: (ms, run) => void delays.push({ ms, run }),
    fullScreenSupported: () => state.fullScreenSupported,
    toggleFullScreen: () => void (calls.fullScreen += 1),
    bodyWidth: () => state.width,
    scrollY: () => 0,
    pageHidden: () => false,
    reload: () => void (calls.reloads += 1),
    assign: (url) => void calls.assigned.push(url),
    print: () => void (calls.prints += 1),
  };
  const runDelays = () => delays.splice(0).forEach((delay) => delay.run());
  return { browser, delays, calls, sessionStorage, localStorage, state, runDelays };
}

export function recordingNotifier() {
  const toasts: { kind: string; text: string; durationMs: number }[] = [];
  const notifier: Notifier = {
    toast: (kind, text, durationMs) => void toasts.push({ kind, text, durationMs }),
  };
  return { notifier, toasts };
}

/** An HttpClient answering by path from a table; an unknown path is a test mistake. */
export function tableHttpClient(
  answers: Record<string, (request: Parameters<HttpClient['request']>[0]) => unknown>,
) {
  const requests: Parameters<HttpClient['request']>[0][] = [];
  const http: HttpClient = {
    request: async (request) => {
      requests.push(request);
      const answer = answers[request.path];
      if (answer === undefined) throw new Error(`no answer for ${request.path} in this test`);
      // an answer may be a promise, so a test can hold it and see the loading state
      const result: unknown = await answer(request);
      if (result instanceof Error) throw result;
      return {
        kind: 'envelope',
        envelope: { code: '200', ask: true, msg: '', alert: '', data: result },
      } as never;
    },
  };
  return { http, requests };
}

export const TEST_CONFIG = {
  apiHosts: { enApiHost: '', zhApiHost: '' },
  providerLoginUrl: '/provider/login.html',
  providerRechargeUrl: '/provider/recharge.html',
  providerLogout: {
    en: 'https://provider.example/en/logout',
    zh: 'https://provider.example/zh/logout',
  },
  features: { message: false, settings: true, activation: true, demo: true },
} as const;

/** A list endpoint's answer holding `list` as its whole first page. */
export const onePage = <T>(list: readonly T[]) => ({
  list,
  total: list.length,
  page: 1,
  page_size: 20,
});

/** A gateway method a test does not expect to be called: calling it fails the test. */
export const notImplemented = (name: string) => (): never => {
  throw new Error(`${name} is not implemented in this test`);
};
