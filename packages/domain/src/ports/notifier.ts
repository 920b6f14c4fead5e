import type { ToastKind } from '../request/toast-decision';

/**
 * Shows a short message to the user. The request layer calls it exactly as decideRequestToasts
 * decides; the web app binds it to its toast component.
 */
export interface Notifier {
  /** Shows `text` (already translated) as a `kind` toast for `durationMs` milliseconds. */
  toast(kind: ToastKind, text: string, durationMs: number): void;
}
