/** The routes of the news endpoints: method, path, access; no schema (the web imports these). */
export const NEWS_ROUTES = {
  list: {
    method: 'GET',
    path: '/merchant/api-news/list',
    area: 'news',
    access: 'session',
    input: 'query',
    alertOnError: false,
    namedBySpec: false,
  },
  read: {
    method: 'POST',
    path: '/merchant/api-news/read',
    area: 'news',
    access: 'session',
    input: 'body',
    alertOnError: false,
    namedBySpec: false,
  },
  readAll: {
    method: 'POST',
    path: '/merchant/api-news/read-all',
    area: 'news',
    access: 'session',
    input: 'body',
    alertOnError: false,
    namedBySpec: false,
  },
} as const;
