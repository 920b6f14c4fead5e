/** The routes of the rma endpoints: method, path, access; no schema (the web imports these). */
export const RMA_ROUTES = {
  create: {
    method: 'POST',
    path: '/merchant/api-rma/create',
    area: 'rma',
    access: 'session',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
  edit: {
    method: 'POST',
    path: '/merchant/api-rma/edit',
    area: 'rma',
    access: 'session',
    input: 'body',
    alertOnError: true,
    namedBySpec: false,
  },
  list: {
    method: 'GET',
    path: '/merchant/api-rma/list',
    area: 'rma',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
  detail: {
    method: 'GET',
    path: '/merchant/api-rma/detail',
    area: 'rma',
    access: 'session',
    input: 'query',
    alertOnError: true,
    namedBySpec: false,
  },
} as const;
