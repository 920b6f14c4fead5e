import type { Remote } from 'comlink';
import { proxy, transfer, wrap } from 'comlink';
import type { CheckAnswer, ColumnMapping, PickedFile } from './check-file';
import type { CheckWorkerApi } from './check.worker';

/** Checks an order file: in a Web Worker in the browser, in the same thread where there is none. */
export interface OrderFileChecker {
  check(
    file: PickedFile,
    mapping: ColumnMapping | undefined,
    progress: (done: number, total: number) => void,
  ): Promise<CheckAnswer>;
}

/**
 * The browser's checker: one module worker, started on the first check and kept for the next
 * (Vite bundles `check.worker.ts` and what it imports, SheetJS included, as its own chunk, so the
 * pages never load them). Where `Worker` does not exist (component tests), the same function runs
 * in the thread, loaded on first use.
 */
export class WorkerOrderFileChecker implements OrderFileChecker {
  private worker: Remote<CheckWorkerApi> | undefined;

  async check(
    file: PickedFile,
    mapping: ColumnMapping | undefined,
    progress: (done: number, total: number) => void,
  ): Promise<CheckAnswer> {
    if (typeof Worker === 'undefined') {
      const { checkOrderFile } = await import('./check-file');
      return checkOrderFile(file, mapping, progress);
    }
    this.worker ??= wrap<CheckWorkerApi>(
      new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' }),
    );
    // the bytes are copied once for the worker: the caller keeps its own to send to the server
    const bytes = file.bytes.slice();
    return this.worker.checkOrderFile(
      transfer({ name: file.name, bytes }, [bytes.buffer]),
      mapping,
      proxy(progress),
    );
  }
}
