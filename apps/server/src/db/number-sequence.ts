import type { DocumentKind, NumberSequence } from '@portal/domain';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema';

/**
 * The NumberSequence port over the document_counters table (migration 011), in the caller's
 * transaction: the UPDATE locks the kind's row until commit, so concurrent creations queue for
 * it and never share a number; a rollback gives the number back.
 */
export const counterNumberSequence = (tx: Transaction<Database>): NumberSequence => ({
  async next(kind: DocumentKind) {
    const row = await tx
      .updateTable('document_counters')
      .set({ last: sql<number>`last + 1` })
      .where('kind', '=', kind)
      .returning('last')
      .executeTakeFirst();
    if (row === undefined) throw new Error(`no document counter for ${kind} (migration 011)`);
    return Number(row.last);
  },
});
