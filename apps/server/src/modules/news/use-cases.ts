import type { NewsItem, NewsReadData, Page } from '@portal/contract';
import { API_CODES } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../envelope';
import { fail, succeed } from '../../envelope';
import type { Deps, InputFor, SessionContext } from '../../http/context';
import { pageOf, pagingOf } from '../../http/paging';

async function unreadCount(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('news')
    .leftJoin('news_reads', (join) =>
      join
        .onRef('news_reads.news_id', '=', 'news.id')
        .on('news_reads.customer_id', '=', customerId),
    )
    .where('news_reads.news_id', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function newsList(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'news.list'>,
): Promise<Outcome<Page<NewsItem> & { unread: number }>> {
  const paging = pagingOf(input);
  const total = await deps.db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await deps.db
    .selectFrom('news')
    .leftJoin('news_reads', (join) =>
      join
        .onRef('news_reads.news_id', '=', 'news.id')
        .on('news_reads.customer_id', '=', session.customerId),
    )
    .select([
      'news.id',
      'news.title',
      'news.title_cn',
      'news.href',
      'news.href_cn',
      'news.is_link',
      'news.published_at',
      'news_reads.read_at',
    ])
    .orderBy('news.published_at', 'desc')
    .orderBy('news.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
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
    ...pageOf(list, Number(total.n), paging),
    unread: await unreadCount(deps.db, session.customerId),
  });
}

export async function markRead(
  deps: Deps,
  session: SessionContext,
  input: InputFor<'news.read'>,
): Promise<Outcome<NewsReadData>> {
  const id = input.id;
  const news = await deps.db
    .selectFrom('news')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!news) return fail(API_CODES.notFound, 'SERVER.NEWS_UNKNOWN');
  await deps.db
    .insertInto('news_reads')
    .values({ news_id: id, customer_id: session.customerId, read_at: deps.now() })
    .onConflict((oc) => oc.columns(['news_id', 'customer_id']).doNothing())
    .execute();
  return succeed({ unread: await unreadCount(deps.db, session.customerId) }, 'SERVER.NEWS_READ');
}

export async function markAllRead(
  deps: Deps,
  session: SessionContext,
): Promise<Outcome<NewsReadData>> {
  const now = deps.now();
  await deps.db
    .insertInto('news_reads')
    .columns(['news_id', 'customer_id', 'read_at'])
    .expression((eb) =>
      eb
        .selectFrom('news')
        .select([
          'news.id',
          eb.val(session.customerId).as('customer_id'),
          eb.val(now).as('read_at'),
        ]),
    )
    .onConflict((oc) => oc.columns(['news_id', 'customer_id']).doNothing())
    .execute();
  return succeed({ unread: await unreadCount(deps.db, session.customerId) }, 'SERVER.NEWS_READ');
}
