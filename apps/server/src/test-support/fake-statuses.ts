import { ok } from '@portal/domain';
import type { StatusRepository } from '../modules/shared/status-repository';
import { storedStatusOrThrow } from '../modules/shared/stored-status';
import { strictFake } from './strict-fake';

/**
 * The status port in memory (ADR 0068): the machine decides from the row's stored status exactly
 * as `applyDomainEvent` does (an unknown one throws), and only an accepted step reaches `write`,
 * where the test's fake repository stores the new status.
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
