import type { NewsItem, NewsReadData, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';
import { countUnread, insertAllReads, insertRead, newsExists, pageOfNews } from './repository';

export async function newsList(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'news.list'>,
): Promise<Outcome<Page<NewsItem> & { unread: number }>> {
  const paging = pagingOf(input);
  const { total, rows } = await pageOfNews(deps.db, session.customerId, paging);
  const list = rows.map((r) => ({
    id: r.id,
    title: r.title,
    title_cn: r.title_cn,
    href: r.href,
    href_cn: r.href_cn,
    isLink: r.is_link,
    isNew: r.read_at === null,
    published_at: new Date(r.published_at).toISOString(),
  }));
  return succeed({
    ...pageOf(list, total, paging),
    unread: await countUnread(deps.db, session.customerId),
  });
}

export async function markRead(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'news.read'>,
): Promise<Outcome<NewsReadData>> {
  if (!(await newsExists(deps.db, input.id, session.customerId)))
    return fail(API_CODES.notFound, 'SERVER.NEWS_UNKNOWN');
  await insertRead(deps.db, input.id, session.customerId, deps.now());
  return succeed({ unread: await countUnread(deps.db, session.customerId) }, 'SERVER.NEWS_READ');
}

export async function markAllRead(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<NewsReadData>> {
  await insertAllReads(deps.db, session.customerId, deps.now());
  return succeed({ unread: await countUnread(deps.db, session.customerId) }, 'SERVER.NEWS_READ');
}
