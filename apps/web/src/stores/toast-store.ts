import type { ToastKind } from '@portal/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { BrowserEnvironment } from '../adapters/browser-environment';
import { TOKENS } from '../di-tokens';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind | 'warning';
  readonly text: string;
}

/** The toasts on screen; each leaves after its duration (5000 ms as the request rules decide). */
@injectable()
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor(@inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment) {
    makeAutoObservable<ToastStore, 'browser'>(this, { browser: false }, { autoBind: true });
  }

  show(kind: Toast['kind'], text: string, durationMs: number): void {
    const id = this.nextId++;
    this.toasts.push({ id, kind, text });
    this.browser.delay(durationMs, () => this.dismiss(id));
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }
}
