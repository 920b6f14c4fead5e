import type { UnitOfWork } from '../db/unit-of-work';

/**
 * A strict stand-in for a port (ADR 0068): the methods a test provides answer, every other one
 * throws "<port>.<method>: not implemented in this test", so a use case that reaches for a query
 * the test did not expect fails loudly instead of passing on an `undefined`.
 */
export function strictFake<T extends object>(port: string, provided: Partial<T>): T {
  return new Proxy(provided, {
    get(target, property, receiver) {
      if (Reflect.has(target, property)) return Reflect.get(target, property, receiver) as unknown;
      // Promise resolution, vitest's printer and JSON ask for these of any object: answering them
      // with a thrower would make every awaited or printed fake look like a broken thenable.
      if (typeof property === 'symbol' || NOT_A_METHOD.has(property)) return undefined;
      return (): never => {
        throw new Error(`${port}.${property}: not implemented in this test`);
      };
    },
  }) as T;
}

export const NOT_A_METHOD: ReadonlySet<string> = new Set([
  'then',
  'toJSON',
  'asymmetricMatch',
  '$$typeof',
  'nodeType',
]);

/**
 * The unit of work over in-memory fakes: `run` hands the same fakes to `work`. A fake keeps what
 * it is told, so a use case's rollback is the database tests' business, not this one's.
 */
export function fakeUnitOfWork<Repositories>(tx: Repositories): UnitOfWork<Repositories> & {
  readonly runs: () => number;
} {
  let runs = 0;
  return {
    run: (work) => {
      runs += 1;
      return work(tx);
    },
    runs: () => runs,
  };
}
