import type { HttpClient, HttpRequest, HttpResult } from '@portal/domain';

/**
 * An HttpClient that loads the real one with its first request: the axios client (about 19 kB
 * as received) is not needed to draw the login page, only to send its form, so it is fetched
 * then (or with the first call of a signed-in page), once; a failed load is tried again by the
 * next request (docs/adr/0055-first-paint-css-and-lazy-http.md).
 */
export class LazyHttpClient implements HttpClient {
  private loading: Promise<HttpClient> | undefined;

  constructor(private readonly load: () => Promise<HttpClient>) {}

  async request<T = unknown>(request: HttpRequest): Promise<HttpResult<T>> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return (await this.loading).request<T>(request);
  }
}
