import type { CookieStore } from '@portal/domain';
import { notImplemented } from './not-implemented';

/** A strict CookieStore for tests: only the methods given work, any other call throws. */
export const testCookieStore = (overrides: Partial<CookieStore> = {}): CookieStore => ({
  get: notImplemented('CookieStore', 'get'),
  set: notImplemented('CookieStore', 'set'),
  remove: notImplemented('CookieStore', 'remove'),
  ...overrides,
});
