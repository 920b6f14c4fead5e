import type { MessageCode, StatusMachine } from '@portal/domain';
import { parseStatus } from '@portal/domain';

/**
 * A stored status the domain does not know: the row was written outside this product (or by a
 * release that knew more statuses). It is a fault, so it escapes to the error handler, which logs
 * it and answers SERVER.INTERNAL; it is never read as 'draft' or any other guess.
 */
export class UnknownStoredStatusError extends Error {
  constructor(readonly problem: MessageCode) {
    super(`unknown stored status: ${JSON.stringify(problem.params ?? {})}`);
    this.name = 'UnknownStoredStatusError';
  }
}

/** A stored status as the machine's type; throws UnknownStoredStatusError (a 500) otherwise. */
export function storedStatusOrThrow<S extends string, E extends string>(
  machine: StatusMachine<S, E>,
  value: string,
): S {
  const parsed = parseStatus(machine, value);
  if (!parsed.ok) throw new UnknownStoredStatusError(parsed.error);
  return parsed.value;
}
