import type { Kysely, Transaction } from 'kysely';

/**
 * The SQLSTATEs after which PostgreSQL has rolled the whole transaction back and says running it
 * again may succeed: serialization_failure and deadlock_detected (ADR 0061).
 */
export const RETRYABLE_SQLSTATES: readonly string[] = ['40001', '40P01'];

/** How many times a transaction runs at most before its conflict is the caller's 500. */
export const TRANSACTION_ATTEMPTS = 4;

/** Whether an error (or the error it wraps) is a conflict PostgreSQL advises running again. */
export function isRetryableConflict(error: unknown): boolean {
  for (let current = error, depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && RETRYABLE_SQLSTATES.includes(code)) return true;
    current = cause;
  }
  return false;
}

/** A short random pause before the next attempt, growing with each, so the rivals interleave. */
const jitteredPause = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));

export interface RetryOptions {
  readonly attempts?: number;
  /** Waits before attempt `attempt + 1`; tests pass one that does not sleep. */
  readonly pause?: (attempt: number) => Promise<void>;
}

/**
 * Every write transaction of the server starts here (ADR 0061): `work` runs in one transaction,
 * and when PostgreSQL refuses it with a deadlock or a serialization failure, which roll all of it
 * back, it runs again from the start, up to `attempts` times in all. `work` must therefore keep
 * its effects inside the transaction (or make them repeatable): a retried attempt sees none of
 * the rolled-back one's writes.
 */
export async function inTransaction<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? TRANSACTION_ATTEMPTS;
  const pause = options.pause ?? jitteredPause;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await pause(attempt);
    }
  }
}
