import type { NewsItem, NewsReadData, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { newsItem } from './news-view';
import type { NewsRepository } from './repository';

/** The ports the news use cases use, and nothing else (ADR 0068). */
export type NewsPorts = Pick<Deps, 'now'> & { readonly news: NewsRepository };

/** The merchant's notices: a page with the unread count, and marking them read. */
export function newsUseCases({ news, now }: NewsPorts) {
  return {
    async list(
      session: SessionContext,
      input: InputFor<'news.list'>,
    ): Promise<Outcome<Page<NewsItem> & { unread: number }>> {
      const paging = pagingOf(input);
      const { total, rows } = await news.pageOfNews(session.customerId, paging);
      return succeed({
        ...pageOf(rows.map(newsItem), total, paging),
        unread: await news.countUnread(session.customerId),
      });
    },

    async markRead(
      session: SessionContext,
      input: InputFor<'news.read'>,
    ): Promise<Outcome<NewsReadData>> {
      if (!(await news.newsExists(input.id, session.customerId)))
        return fail(API_CODES.notFound, 'SERVER.NEWS_UNKNOWN');
      await news.insertRead(input.id, session.customerId, now());
      return succeed({ unread: await news.countUnread(session.customerId) }, 'SERVER.NEWS_READ');
    },

    async markAllRead(session: SessionContext): Promise<Outcome<NewsReadData>> {
      await news.insertAllReads(session.customerId, now());
      return succeed({ unread: await news.countUnread(session.customerId) }, 'SERVER.NEWS_READ');
    },
  };
}
