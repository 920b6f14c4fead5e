import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type Paging = { readonly pageSize: number; readonly offset: number };

/** One notice as a merchant sees it, with when this merchant read it (null: not yet). */
export interface NewsRecord {
  readonly id: number;
  readonly title: string;
  readonly title_cn: string;
  readonly href: string;
  readonly href_cn: string;
  readonly is_link: boolean;
  readonly published_at: Date | string;
  readonly read_at: Date | string | null;
}

/** Every query of the news module (ADR 0068); `kyselyNewsRepository` is its database adapter. */
export interface NewsRepository {
  /** How many notices this merchant has not opened yet (the bell's count). */
  countUnread(customerId: number): Promise<number>;
  /** One page of notices, newest first. */
  pageOfNews(
    customerId: number,
    paging: Paging,
  ): Promise<{ readonly total: number; readonly rows: readonly NewsRecord[] }>;
  /** Whether the notice exists and this merchant may see it. */
  newsExists(id: number, customerId: number): Promise<boolean>;
  /** Marks one notice read; reading it again keeps the first time. */
  insertRead(newsId: number, customerId: number, now: Date): Promise<void>;
  /** Marks every notice read in one statement; those read before keep their time. */
  insertAllReads(customerId: number, now: Date): Promise<void>;
}

export const kyselyNewsRepository = (db: Db): NewsRepository => ({
  countUnread: (customerId) => countUnread(db, customerId),
  pageOfNews: (customerId, paging) => pageOfNews(db, customerId, paging),
  newsExists: (id, customerId) => newsExists(db, id, customerId),
  insertRead: (newsId, customerId, now) => insertRead(db, newsId, customerId, now),
  insertAllReads: (customerId, now) => insertAllReads(db, customerId, now),
});

/** The notices a merchant sees: those for everyone and its own (a reminder, migration 075). */
const seenBy = (customerId: number) => (eb: ExpressionBuilder<Database, 'news'>) =>
  eb.or([eb('news.customer_id', 'is', null), eb('news.customer_id', '=', customerId)]);

/** How many notices this merchant has not opened yet (the bell's count). */
async function countUnread(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('news')
    .leftJoin('news_reads', (join) =>
      join
        .onRef('news_reads.news_id', '=', 'news.id')
        .on('news_reads.customer_id', '=', customerId),
    )
    .where('news_reads.news_id', 'is', null)
    .where(seenBy(customerId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of notices, newest first, each with when this merchant read it (null: not yet). */
async function pageOfNews(db: Db, customerId: number, paging: Paging) {
  const total = await db
    .selectFrom('news')
    .where(seenBy(customerId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('news')
    .leftJoin('news_reads', (join) =>
      join
        .onRef('news_reads.news_id', '=', 'news.id')
        .on('news_reads.customer_id', '=', customerId),
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
    .where(seenBy(customerId))
    .orderBy('news.published_at', 'desc')
    .orderBy('news.id', 'desc')
    .limit(paging.pageSize)
    .offset(paging.offset)
    .execute();
  return { total: Number(total.n), rows };
}

/** Whether the notice exists and this merchant may see it. */
async function newsExists(db: Db, id: number, customerId: number): Promise<boolean> {
  const news = await db
    .selectFrom('news')
    .select('id')
    .where('id', '=', id)
    .where(seenBy(customerId))
    .executeTakeFirst();
  return news !== undefined;
}

/** Marks one notice read; reading it again keeps the first time. */
async function insertRead(db: Db, newsId: number, customerId: number, now: Date) {
  await db
    .insertInto('news_reads')
    .values({ news_id: newsId, customer_id: customerId, read_at: now })
    .onConflict((oc) => oc.columns(['news_id', 'customer_id']).doNothing())
    .execute();
}

/** Marks every notice read in one statement; those read before keep their time. */
async function insertAllReads(db: Db, customerId: number, now: Date) {
  await db
    .insertInto('news_reads')
    .columns(['news_id', 'customer_id', 'read_at'])
    .expression((eb) =>
      eb
        .selectFrom('news')
        .where(seenBy(customerId))
        .select(['news.id', eb.val(customerId).as('customer_id'), eb.val(now).as('read_at')]),
    )
    .onConflict((oc) => oc.columns(['news_id', 'customer_id']).doNothing())
    .execute();
}
