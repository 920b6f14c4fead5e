import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';
import { inTransaction } from './transaction';

/**
 * The unit-of-work port (ADR 0068): a use case that must write several things at once asks for a
 * transaction here instead of opening a Kysely transaction itself. `run` hands `work` the
 * repositories bound to one transaction, named `tx` by convention; when `work` throws, every write
 * made through them is rolled back and the error goes on. A use case that returns a refusal from
 * inside `run` must not have written before deciding (the domain decides first, then it writes).
 */
export interface UnitOfWork<Repositories> {
  run<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}

/**
 * The Kysely adapter: one database transaction per `run`, the repositories built on it by `bind`
 * (each module passes its own repository factories, so a use case sees only the ports it uses);
 * a deadlock or serialization failure runs the work again from the start (ADR 0061).
 */
export function kyselyUnitOfWork<Repositories>(
  db: Kysely<Database>,
  bind: (tx: Transaction<Database>) => Repositories,
): UnitOfWork<Repositories> {
  return { run: (work) => inTransaction(db, (tx) => work(bind(tx))) };
}
