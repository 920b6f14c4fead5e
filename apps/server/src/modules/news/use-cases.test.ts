import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { merchantSession } from '../../test-support/session';
import type { FakeNotice } from './fakes';
import { fakeNewsRepository } from './fakes';
import { newsUseCases } from './use-cases';

// The news use cases on a strict fake (ADR 0068): the rules of the list and the read marks,
// without a database. news.test.ts keeps the same journeys over HTTP on PGlite.
const NOW = new Date(Date.UTC(2026, 10, 28, 9));
const notice = (id: number, day: number, extra: Partial<FakeNotice> = {}): FakeNotice => ({
  id,
  title: `Notice ${id}`,
  title_cn: `通知 ${id}`,
  href: '',
  href_cn: '',
  is_link: false,
  published_at: new Date(Date.UTC(2026, 10, day)),
  ...extra,
});
const demo = merchantSession(1);
const other = merchantSession(2);
const page = (n: number, size = 20) => ({ page: n, page_size: size });

const setUp = (notices: FakeNotice[]) => {
  const news = fakeNewsRepository(notices);
  return { news, useCases: newsUseCases({ news, now: () => NOW }) };
};

describe('the news list', () => {
  it('answers every notice as new, newest first, with the unread count', async () => {
    const { useCases } = setUp([notice(1, 1), notice(2, 3), notice(3, 2)]);
    const answer = await useCases.list(demo, page(1));
    expect(answer).toMatchObject({
      ok: true,
      value: { data: { total: 3, unread: 3, page: 1, page_size: 20 } },
    });
    if (!answer.ok) return;
    expect(answer.value.data.list.map((n) => [n.id, n.isNew])).toEqual([
      [2, true],
      [3, true],
      [1, true],
    ]);
    expect(answer.value.data.list[0]?.published_at).toBe('2026-11-03T00:00:00.000Z');
  });

  it("leaves out another merchant's reminder", async () => {
    const { useCases } = setUp([notice(1, 1), notice(2, 2, { customerId: other.customerId })]);
    const mine = await useCases.list(demo, page(1));
    expect(mine.ok && mine.value.data.list.map((n) => n.id)).toEqual([1]);
    const theirs = await useCases.list(other, page(1));
    expect(theirs.ok && theirs.value.data.total).toBe(2);
  });

  it('pages for load-more: every notice once, in order, over any page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        async (count, size) => {
          const { useCases } = setUp(Array.from({ length: count }, (_, i) => notice(i + 1, 1)));
          const seen: number[] = [];
          for (let n = 1; n <= Math.ceil(count / size) + 1; n += 1) {
            const answer = await useCases.list(demo, page(n, size));
            if (answer.ok) seen.push(...answer.value.data.list.map((item) => item.id));
          }
          expect(seen).toEqual(Array.from({ length: count }, (_, i) => count - i));
        },
      ),
    );
  });
});

describe('marking notices read', () => {
  it('marks one read at the clock, counts the rest, and keeps the first time', async () => {
    const { news, useCases } = setUp([notice(1, 1), notice(2, 2)]);
    expect(await useCases.markRead(demo, { id: 1 })).toEqual({
      ok: true,
      value: { data: { unread: 1 }, message: { code: 'SERVER.NEWS_READ' } },
    });
    const later = newsUseCases({ news, now: () => new Date(NOW.getTime() + 60_000) });
    await later.markRead(demo, { id: 1 });
    expect(news.reads.get('1/1')).toEqual(NOW);
    const list = await useCases.list(demo, page(1));
    expect(list.ok && list.value.data.list.map((n) => [n.id, n.isNew])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it.each([
    ['an unknown notice', 99],
    ["another merchant's reminder", 2],
  ])('answers 404 for %s and marks nothing', async (_, id) => {
    const { news, useCases } = setUp([
      notice(1, 1),
      notice(2, 2, { customerId: other.customerId }),
    ]);
    expect(await useCases.markRead(demo, { id })).toEqual({
      ok: false,
      error: { code: '404', messages: [{ code: 'SERVER.NEWS_UNKNOWN' }] },
    });
    expect(news.reads.size).toBe(0);
  });

  it("marks all of this merchant's notices read, and no one else's", async () => {
    const { news, useCases } = setUp([notice(1, 1), notice(2, 2)]);
    expect(await useCases.markAllRead(demo)).toMatchObject({
      ok: true,
      value: { data: { unread: 0 } },
    });
    expect([...news.reads.keys()].sort()).toEqual(['1/1', '2/1']);
    expect(await news.countUnread(other.customerId)).toBe(2);
  });
});
