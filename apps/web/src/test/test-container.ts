import type { CookieName, HttpClient } from '@portal/domain';
import { createContainer } from '../container';
import { bindSignedInGateways } from '../signed-in-gateways';
import { fakeBrowser, memoryCookies, TEST_CONFIG } from './fakes';

/**
 * The real composition root over fakes: a cookie Map, a browser with manual timers and an HTTP
 * table (uploads included: they go through the same client).
 */
export function testContainer(options: {
  http: HttpClient;
  cookies?: Partial<Record<CookieName, string>>;
  width?: number;
}) {
  const cookies = memoryCookies(options.cookies);
  const browser = fakeBrowser(options.width);
  const container = createContainer({
    config: TEST_CONFIG,
    browser: browser.browser,
    cookies: cookies.store,
    http: () => options.http,
  });
  // screens are drawn without their layout, which binds these in the app
  bindSignedInGateways(container);
  return { container, cookies, browser };
}
