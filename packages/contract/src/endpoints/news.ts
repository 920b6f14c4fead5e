import type { NewsItem, NewsReadData } from '../data/news';
import type { Page } from '../envelope';
import { endpoint, integer, PAGING_FIELDS } from '../endpoint';

export const NEWS_ENDPOINTS = {
  list: endpoint<Page<NewsItem> & { readonly unread: number }>({
    method: 'GET',
    path: '/merchant/api-news/list',
    area: 'news',
    summary: 'Notices, newest first, with this merchant read state; paged for load-more',
    access: 'session',
    input: 'query',
    fields: { ...PAGING_FIELDS },
    alertOnError: false,
    namedBySpec: false,
    data: 'Page<NewsItem> & { unread }',
  }),
  read: endpoint<NewsReadData>({
    method: 'POST',
    path: '/merchant/api-news/read',
    area: 'news',
    summary: 'Marks one notice read',
    access: 'session',
    input: 'body',
    fields: { id: integer(undefined, true) },
    alertOnError: false,
    namedBySpec: false,
    data: 'NewsReadData',
  }),
  readAll: endpoint<NewsReadData>({
    method: 'POST',
    path: '/merchant/api-news/read-all',
    area: 'news',
    summary: 'Marks every notice read',
    access: 'session',
    input: 'body',
    fields: {},
    alertOnError: false,
    namedBySpec: false,
    data: 'NewsReadData',
  }),
} as const;
