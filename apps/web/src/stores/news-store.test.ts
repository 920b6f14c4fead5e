import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di-tokens';
import { tableHttpClient } from '../test/fakes';
import { testContainer } from '../test/test-container';
import type { NewsStore } from './news-store';

const notice = (id: number, isNew = true, href = '') => ({
  id,
  title: `Notice ${id}`,
  title_cn: `公告 ${id}`,
  href,
  href_cn: '',
  isLink: href !== '',
  isNew,
  published_at: '2026-11-01T00:00:00Z',
});

/** The server keeps the read state: its unread count covers every page, like the real one. */
function newsWith(pages: ReturnType<typeof notice>[][]) {
  const read = new Set<number>();
  const unread = () => pages.flat().filter((n) => n.isNew && !read.has(n.id)).length;
  const { http, requests } = tableHttpClient({
    '/merchant/api-news/list': (request) => {
      const page = Number(request.query?.['page'] ?? 1);
      const list = (pages[page - 1] ?? []).map((n) => ({
        ...n,
        isNew: n.isNew && !read.has(n.id),
      }));
      return { list, total: pages.flat().length, page, page_size: 10, unread: unread() };
    },
    '/merchant/api-news/read': (request) => {
      read.add(Number(request.body?.['id']));
      return { unread: unread() };
    },
    '/merchant/api-news/read-all': () => {
      pages.flat().forEach((n) => read.add(n.id));
      return { unread: 0 };
    },
  });
  const setup = testContainer({ http });
  return { ...setup, requests, read, news: setup.container.get<NewsStore>(TOKENS.NewsStore) };
}

const tenNotices = Array.from({ length: 10 }, (_, i) => notice(i + 1));

describe('NewsStore', () => {
  it('a click marks the notice read on the server; a link notice is not opened over the portal', async () => {
    const { news, requests, browser } = newsWith([
      [notice(1), notice(2, true, 'https://x.example/n')],
    ]);
    await news.load();
    await news.click(0);
    expect(news.notices[0]?.isNew).toBe(false);
    expect(requests.at(-1)).toMatchObject({ path: '/merchant/api-news/read', body: { id: 1 } });
    await news.click(1);
    // its own link opens it in a new tab (NoticeEntry); the store never moves this page
    expect(browser.calls.assigned).toEqual([]);
    expect(news.state.panelRead).toBe(true);
  });

  it('the unread count is the server count over every page, before and after load more and a read', async () => {
    const older = [notice(11), notice(12), notice(13, false)];
    const { news } = newsWith([tenNotices, older]);
    await news.load();
    expect(news.notices).toHaveLength(10);
    expect(news.unreadCount).toBe(12);
    await news.loadMore();
    expect(news.unreadCount).toBe(12);
    await news.click(0);
    expect(news.unreadCount).toBe(11);
    await news.readAll();
    expect(news.unreadCount).toBe(0);
  });

  it('a read counts down at once and then takes the server count', async () => {
    const { news, read } = newsWith([[notice(1), notice(2)]]);
    await news.load();
    expect(news.unreadCount).toBe(2);
    // meanwhile another tab read the other notice: the server's answer wins
    read.add(2);
    const click = news.click(0);
    expect(news.unreadCount).toBe(1);
    await click;
    expect(news.unreadCount).toBe(0);
  });

  it('a click on a read notice does not call the server again', async () => {
    const { news, requests } = newsWith([[notice(1, false)]]);
    await news.load();
    const before = requests.length;
    await news.click(0);
    expect(requests.length).toBe(before);
  });

  it('read all marks every notice and tells the server', async () => {
    const { news, requests } = newsWith([[notice(1), notice(2)]]);
    await news.load();
    await news.readAll();
    expect(news.unreadCount).toBe(0);
    expect(requests.at(-1)?.path).toBe('/merchant/api-news/read-all');
  });

  it('load more fetches the next page and says when there is no more', async () => {
    const { news, requests } = newsWith([tenNotices, [notice(11)]]);
    await news.load();
    expect(news.noMoreText).toBe('');
    await news.loadMore();
    expect(news.notices).toHaveLength(11);
    expect(news.noMoreText).toBe('No more notices');
    const calls = requests.length;
    await news.loadMore();
    expect(requests.length).toBe(calls);
  });
});
