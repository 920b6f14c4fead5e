import type { Notifier } from '@portal/domain';
import { notImplemented } from './not-implemented';

/** A strict Notifier for tests: only the methods given work, any other call throws. */
export const testNotifier = (overrides: Partial<Notifier> = {}): Notifier => ({
  toast: notImplemented('Notifier', 'toast'),
  ...overrides,
});
