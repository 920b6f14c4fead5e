import type { Remote } from 'comlink';
import type { OrderColumnMappingEntry } from '@portal/domain';
import type { CheckSummary, PickedFile } from './check-file';
import type { CheckWorkerApi } from './check.worker';

/** Checks an order file: in a Web Worker in the browser, in the same thread where there is none. */
export interface OrderFileChecker {
  check(
    file: PickedFile,
    mapping: readonly OrderColumnMappingEntry[] | undefined,
    progress: (done: number, total: number) => void,
  ): Promise<CheckSummary>;
}

/**
 * The browser's checker: one module worker, started on the first check and kept for the next.
 * Vite bundles `check.worker.ts` and what it imports (the domain's rules, SheetJS) as the worker's
 * own chunk, and comlink is loaded with the first check, so no page but the upload pays for them
 * (the composition root binds this class). Where `Worker` does not exist (component tests), the
 * same function runs in the thread, loaded on first use.
 */
export class WorkerOrderFileChecker implements OrderFileChecker {
  private worker: Promise<Remote<CheckWorkerApi>> | undefined;

  async check(
    file: PickedFile,
    mapping: readonly OrderColumnMappingEntry[] | undefined,
    progress: (done: number, total: number) => void,
  ): Promise<CheckSummary> {
    if (typeof Worker === 'undefined') {
      const { checkOrderFile, summaryOf } = await import('./check-file');
      return summaryOf(await checkOrderFile(file, mapping, progress));
    }
    this.worker ??= import('comlink').then(({ wrap }) =>
      wrap<CheckWorkerApi>(
        new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' }),
      ),
    );
    const [worker, { proxy, transfer }] = await Promise.all([this.worker, import('comlink')]);
    // the worker gets its own copy of the bytes: the caller keeps the file to send to the server
    const bytes = file.bytes.slice();
    return worker.checkFile(transfer({ ...file, bytes }, [bytes.buffer]), mapping, proxy(progress));
  }
}
