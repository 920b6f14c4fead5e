import type { Notifier, ToastKind } from '@portal/domain';
import type { ToastStore } from '../stores/toast-store';

/** The Notifier port over the toast store, which semantic-ui messages render. */
export class ToastNotifier implements Notifier {
  constructor(private readonly toasts: ToastStore) {}

  toast(kind: ToastKind, text: string, durationMs: number): void {
    this.toasts.show(kind, text, durationMs);
  }
}
