import { ok } from '@portal/domain';
import { strictFake } from '../../test-support/strict-fake';
import type { StatusRepository } from './status-repository';
import { storedStatusOrThrow } from './stored-status';

/**
 * The status port in memory (ADR 0068): the machine decides from the row's stored status exactly
 * as `applyDomainEvent` does (an unknown one throws), and only an accepted step reaches `write`,
 * where the test's fake repository stores the new status. It sits beside the port, not in
 * test-support/, which lies below the modules (ADR 0008's layers).
 */
export function fakeStatusRepository(
  write: (table: string, id: number, to: string, now: Date | undefined) => void,
): StatusRepository {
  return strictFake<StatusRepository>('StatusRepository', {
    applyDomainEvent: async (step) => {
      const from = storedStatusOrThrow(step.machine, step.row.status);
      const to = 'event' in step ? step.machine.transition(from, step.event) : step.decide(from);
      if (!to.ok) return to;
      write(step.table, step.row.id, to.value, step.now);
      return ok({ from, to: to.value });
    },
  });
}
