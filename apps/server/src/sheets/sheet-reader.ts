import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from '@portal/domain';
import { err } from '@portal/domain';
import type { Sheet, SheetRefusal } from '@portal/spreadsheet';
import Tinypool from 'tinypool';
import { fairQueue } from './fair-queue';
import type { SheetTask } from './sheet-worker';

/**
 * Why the reader gives no sheet: the file's own refusals (`sheetOf`), a parse that ran past the
 * time budget of one file (`'over_time'`), or a wait for a free thread longer than the reader
 * allows (`'busy'`: nothing wrong with the file, the merchant may send it again).
 */
export type SheetReadRefusal = SheetRefusal | 'over_time' | 'busy';

/** Reads the first sheet of an upload (see `sheetOf`) somewhere that does not hold the server. */
export interface SheetReader {
  /** `owner` (the merchant) is whose turn it is: files of one owner never hold another's. */
  read(
    extension: string,
    bytes: Buffer,
    rowsMax: number,
    owner: number | string,
  ): Promise<Result<Sheet, SheetReadRefusal>>;
  /** Ends the worker threads (the app's onClose), so the process can exit. */
  close(): Promise<void>;
}

export interface SheetReaderOptions {
  /** Worker threads parsing at once; further uploads wait their owner's turn (fair-queue.ts). */
  readonly threads: number;
  /** Files of one owner parsed at once, so one merchant never takes every thread. */
  readonly perOwner: number;
  /**
   * The time budget of one parse, counted from its start on a thread (never the wait before):
   * a parse still running then is stopped (its thread ended) and refused `'over_time'`.
   */
  readonly timeoutMs: number;
  /** A file still waiting for a thread then is answered `'busy'` instead of parsed. */
  readonly waitMaxMs: number;
  /** The heap one parse may use; past it the thread dies and the file is refused as too large. */
  readonly heapMb: number;
}

export const SHEET_READER_DEFAULTS: SheetReaderOptions = {
  threads: 1,
  perOwner: 1,
  timeoutMs: 20_000,
  waitMaxMs: 60_000,
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

/** How a worker thread ended early: stopped at the time budget, or out of its heap. */
const workerDeath = (error: unknown): SheetReadRefusal | undefined => {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (name === 'AbortError' || name === 'TimeoutError') return 'over_time';
  return code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large' : undefined;
};

/**
 * A tinypool of worker threads running `sheetOf` (docs: the server README, "Why these
 * libraries"), fed by a fair queue (ADR 0064): a file goes to the pool only when a thread is free
 * and it is its owner's turn, so the pool's own queue stays empty and the time budget counts the
 * parse alone. The bytes are moved to the thread, not copied. A parse that outlives `timeoutMs`
 * is refused `over_time`, one that outgrows its heap `too_large`; a file that waited `waitMaxMs`
 * is answered `busy`; any other failure is the server's and is thrown.
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
  const queue = fairQueue({
    slots: options.threads,
    perOwner: options.perOwner,
    waitMaxMs: options.waitMaxMs,
  });
  const parse = async (task: SheetTask, copy: Uint8Array<ArrayBuffer>) => {
    try {
      return (await pool.run(task, {
        transferList: [copy.buffer],
        signal: AbortSignal.timeout(options.timeoutMs),
      })) as Result<Sheet, SheetReadRefusal>;
    } catch (error) {
      const death = workerDeath(error);
      if (death) return err<SheetReadRefusal>(death);
      throw error;
    }
  };
  return {
    async read(extension, bytes, rowsMax, owner) {
      const copy = new Uint8Array(bytes);
      const task: SheetTask = { extension, bytes: copy, rowsMax };
      const read = await queue.add(owner, () => parse(task, copy));
      return read === 'busy' ? err('busy') : read;
    },
    close: () => pool.destroy(),
  };
}
