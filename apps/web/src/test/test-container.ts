import type { CookieName, HttpClient } from '@portal/domain';
import { createContainer } from '../container';
import { TOKENS } from '../di-tokens';
import type { MultipartUploader } from '../gateways/multipart-uploader';
import { fakeBrowser, memoryCookies, TEST_CONFIG } from './fakes';

/**
 * The real composition root over fakes: a cookie Map, a browser with manual timers, an HTTP table,
 * and (when given) the test's multipart uploader.
 */
export function testContainer(options: {
  http: HttpClient;
  cookies?: Partial<Record<CookieName, string>>;
  width?: number;
  uploader?: MultipartUploader;
}) {
  const cookies = memoryCookies(options.cookies);
  const browser = fakeBrowser(options.width);
  const container = createContainer({
    config: TEST_CONFIG,
    browser: browser.browser,
    cookies: cookies.store,
    http: () => options.http,
  });
  if (options.uploader !== undefined)
    container.rebind(TOKENS.MultipartUploader).toConstantValue(options.uploader);
  return { container, cookies, browser };
}
