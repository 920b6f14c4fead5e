import type { StackedToast, ToastKind } from '@portal/domain';
import { dismissToast, expireToast, pushToast } from '@portal/domain';
import { makeAutoObservable } from 'mobx';
import type { BrowserEnvironment } from '../adapters/browser-environment';

export type Toast = StackedToast<ToastKind | 'warning'>;

/**
 * The toasts on screen, by the domain's stack rule: at most 3, identical messages merged and
 * counted; each leaves after its duration (5000 ms as the request rules decide), counted again
 * from the last time it arrived.
 */
export class ToastStore {
  toasts: readonly Toast[] = [];
  private nextId = 1;

  constructor(private readonly browser: BrowserEnvironment) {
    makeAutoObservable<ToastStore, 'browser'>(this, { browser: false }, { autoBind: true });
  }

  show(kind: Toast['kind'], text: string, durationMs: number): void {
    const pushed = pushToast(this.toasts, { id: this.nextId++, kind, text });
    this.toasts = pushed.stack;
    const { id, version } = pushed.shown;
    this.browser.delay(durationMs, () => this.expire(id, version));
  }

  private expire(id: number, version: number): void {
    this.toasts = expireToast(this.toasts, id, version);
  }

  dismiss(id: number): void {
    this.toasts = dismissToast(this.toasts, id);
  }
}
