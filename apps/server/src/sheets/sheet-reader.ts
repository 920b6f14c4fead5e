import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from '@portal/domain';
import { err } from '@portal/domain';
import type { Sheet, SheetRefusal } from '@portal/spreadsheet';
import Tinypool from 'tinypool';
import type { SheetTask } from './sheet-worker';

/** Reads the first sheet of an upload (see `sheetOf`) somewhere that does not hold the server. */
export interface SheetReader {
  read(extension: string, bytes: Buffer, rowsMax: number): Promise<Result<Sheet, SheetRefusal>>;
  /** Ends the worker threads (the app's onClose), so the process can exit. */
  close(): Promise<void>;
}

export interface SheetReaderOptions {
  /** Worker threads parsing at once; further uploads wait their turn in the pool's queue. */
  readonly threads: number;
  /** A parse still running then is stopped (its thread ended) and the file refused as too large. */
  readonly timeoutMs: number;
  /** The heap one parse may use; past it the thread dies and the file is refused as too large. */
  readonly heapMb: number;
}

export const SHEET_READER_DEFAULTS: SheetReaderOptions = {
  threads: 1,
  timeoutMs: 20_000,
  heapMb: 512,
};

/**
 * The worker beside this file: `sheet-worker.js` once compiled; from the TypeScript sources (tsx
 * in dev and production, vitest in tests) the plain-JavaScript `sheet-worker-tsx.mjs`, which loads
 * `sheet-worker.ts` through tsx, since a new thread does not inherit the parent's loader.
 */
const workerFile = () =>
  fileURLToPath(
    new URL(
      extname(fileURLToPath(import.meta.url)) === '.ts'
        ? './sheet-worker-tsx.mjs'
        : './sheet-worker.js',
      import.meta.url,
    ),
  );

const isWorkerDeath = (error: unknown) => {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  return name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY';
};

/**
 * A tinypool of worker threads running `sheetOf` (docs: the server README, "Why these
 * libraries"). The bytes are moved to the thread, not copied. A parse that outlives `timeoutMs`
 * or its heap is refused `too_large` (the file is far bigger inside than the limits allow); any
 * other failure is the server's and is thrown.
 */
export function workerSheetReader(
  options: SheetReaderOptions = SHEET_READER_DEFAULTS,
): SheetReader {
  const pool = new Tinypool({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: options.threads,
    // an idle server keeps no parsing thread for long; a burst of uploads reuses a warm one
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
  });
  return {
    async read(extension, bytes, rowsMax) {
      const copy = new Uint8Array(bytes);
      const task: SheetTask = { extension, bytes: copy, rowsMax };
      try {
        return (await pool.run(task, {
          transferList: [copy.buffer],
          signal: AbortSignal.timeout(options.timeoutMs),
        })) as Result<Sheet, SheetRefusal>;
      } catch (error) {
        if (isWorkerDeath(error)) return err('too_large');
        throw error;
      }
    },
    close: () => pool.destroy(),
  };
}
