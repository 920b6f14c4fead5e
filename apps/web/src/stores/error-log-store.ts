import type { ErrorLogEntry } from '@portal/domain';
import { addErrorLogEntry, errorLogBadge } from '@portal/domain';
import { makeAutoObservable } from 'mobx';

/** Unhandled screen errors (platform-shell.md section 8), fed by the screens' error boundary. */
export class ErrorLogStore {
  entries: readonly ErrorLogEntry[] = [];
  dialogOpen = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get badge() {
    return errorLogBadge(this.entries);
  }

  openDialog(): void {
    this.dialogOpen = true;
  }

  closeDialog(): void {
    this.dialogOpen = false;
  }

  record(error: unknown, info: string): void {
    const asError = error instanceof Error ? error : new Error(String(error));
    this.entries = addErrorLogEntry(this.entries, {
      message: asError.message,
      info,
      stack: asError.stack ?? '',
    });
  }
}
