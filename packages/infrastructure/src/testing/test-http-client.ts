import type { HttpClient } from '@portal/domain';
import { notImplemented } from './not-implemented';

/** A strict HttpClient for tests: only the methods given work, any other call throws. */
export const testHttpClient = (overrides: Partial<HttpClient> = {}): HttpClient => ({
  request: notImplemented('HttpClient', 'request'),
  ...overrides,
});
