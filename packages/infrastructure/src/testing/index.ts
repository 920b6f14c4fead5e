export { testCookieStore } from './test-cookie-store';
export { testHttpClient } from './test-http-client';
export { testNotifier } from './test-notifier';
