import { Type } from 'typebox';
import { NewsItemSchema, NewsReadDataSchema } from '../data/news';
import { endpoint } from '../endpoint';
import { requiredInteger } from '../schemas/kit';
import { PageSchema, PAGING_FIELDS } from '../schemas/page';

import { NEWS_ROUTES } from '../routes/news';

export const NEWS_ENDPOINTS = {
  list: endpoint(NEWS_ROUTES.list, {
    summary: 'Notices, newest first, with this merchant read state; paged for load-more',
    request: Type.Object({ ...PAGING_FIELDS }),
    response: Type.Object({
      ...PageSchema(NewsItemSchema).properties,
      unread: Type.Integer({ minimum: 0 }),
    }),
  }),
  read: endpoint(NEWS_ROUTES.read, {
    summary: 'Marks one notice read',
    request: Type.Object({ id: requiredInteger() }),
    response: NewsReadDataSchema,
  }),
  readAll: endpoint(NEWS_ROUTES.readAll, {
    summary: 'Marks every notice read',
    request: Type.Object({}),
    response: NewsReadDataSchema,
  }),
} as const;
