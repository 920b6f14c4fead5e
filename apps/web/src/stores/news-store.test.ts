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

function newsWith(pages: ReturnType<typeof notice>[][]) {
  const { http, requests } = tableHttpClient({
    '/merchant/api-news/list': (request) => {
      const page = Number(request.query?.['page'] ?? 1);
      const list = pages[page - 1] ?? [];
      return { list, total: pages.flat().length, page, page_size: 10, unread: 0 };
    },
    '/merchant/api-news/read': () => ({ unread: 0 }),
    '/merchant/api-news/read-all': () => ({ unread: 0 }),
  });
  const setup = testContainer({ http });
  return { ...setup, requests, news: setup.container.get<NewsStore>(TOKENS.NewsStore) };
}

const tenNotices = Array.from({ length: 10 }, (_, i) => notice(i + 1));

describe('NewsStore', () => {
  it('a click marks the notice read on the server and opens a link notice', async () => {
    const { news, requests, browser } = newsWith([
      [notice(1), notice(2, true, 'https://x.example/n')],
    ]);
    await news.load();
    await news.click(0, 'en');
    expect(news.notices[0]?.isNew).toBe(false);
    expect(requests.at(-1)).toMatchObject({ path: '/merchant/api-news/read', body: { id: '1' } });
    await news.click(1, 'en');
    expect(browser.calls.assigned).toEqual(['https://x.example/n']);
    expect(news.state.panelRead).toBe(true);
  });

  it('a click on a read notice does not call the server again', async () => {
    const { news, requests } = newsWith([[notice(1, false)]]);
    await news.load();
    const before = requests.length;
    await news.click(0, 'en');
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
