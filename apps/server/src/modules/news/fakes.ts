import { strictFake } from '../../test-support/strict-fake';
import type { NewsRecord, NewsRepository } from './repository';

/** A stored notice, visible to everyone unless `customerId` names the one merchant it is for. */
export interface FakeNotice extends Omit<NewsRecord, 'read_at'> {
  readonly customerId?: number;
}

/**
 * The news repository in memory, with the adapter's rules (a merchant sees notices for everyone
 * and its own; reading again keeps the first time; newest first). Strict: a method added to
 * NewsRepository and not written here throws in every test that reaches it.
 */
export function fakeNewsRepository(notices: readonly FakeNotice[]): NewsRepository & {
  readonly reads: Map<string, Date>;
} {
  const reads = new Map<string, Date>();
  const key = (newsId: number, customerId: number) => `${newsId}/${customerId}`;
  const seenBy = (customerId: number) =>
    notices
      .filter((n) => n.customerId === undefined || n.customerId === customerId)
      .toSorted(
        (a, b) =>
          new Date(b.published_at).getTime() - new Date(a.published_at).getTime() || b.id - a.id,
      );
  const record = (n: FakeNotice, customerId: number): NewsRecord => {
    const { customerId: _, ...stored } = n;
    return { ...stored, read_at: reads.get(key(n.id, customerId)) ?? null };
  };
  const repository = strictFake<NewsRepository>('NewsRepository', {
    countUnread: async (customerId) =>
      seenBy(customerId).filter((n) => !reads.has(key(n.id, customerId))).length,
    pageOfNews: async (customerId, paging) => {
      const all = seenBy(customerId);
      return {
        total: all.length,
        rows: all
          .slice(paging.offset, paging.offset + paging.pageSize)
          .map((n) => record(n, customerId)),
      };
    },
    newsExists: async (id, customerId) => seenBy(customerId).some((n) => n.id === id),
    insertRead: async (newsId, customerId, now) => {
      if (!reads.has(key(newsId, customerId))) reads.set(key(newsId, customerId), now);
    },
    insertAllReads: async (customerId, now) => {
      for (const n of seenBy(customerId))
        if (!reads.has(key(n.id, customerId))) reads.set(key(n.id, customerId), now);
    },
  });
  return Object.assign(repository, { reads });
}
